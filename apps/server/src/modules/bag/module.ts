import type { AppModule } from "../../platform/composition";
import { bagRoutes } from "./bag.routes";
import { type BagService, createBagService } from "./bag.service";

declare module "../../platform/composition" {
  interface Services {
    bag: BagService;
  }
}

/** The bag: the service, and its routes. */
export const bagModule = {
  name: "bag",
  register({ app, db, config }, { changes }) {
    const bag = createBagService({ db, config: config.bag, changes });
    bagRoutes(app, bag);
    return { bag };
  },
} satisfies AppModule;
