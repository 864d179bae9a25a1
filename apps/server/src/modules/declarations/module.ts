import type { AppModule } from "../../platform/composition";
import { declarationsRoutes } from "./declarations.routes";
import { createDeclarationsService, type DeclarationsService } from "./declarations.service";

declare module "../../platform/composition" {
  interface Services {
    declarations: DeclarationsService;
  }
}

/** The legal declarations of brands and styles (decision 66): the service, and its back-office routes. */
export const declarationsModule = {
  name: "declarations",
  register({ app, db }) {
    const declarations = createDeclarationsService(db);
    declarationsRoutes(app, declarations);
    return { declarations };
  },
} satisfies AppModule;
