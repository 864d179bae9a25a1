import type { AppModule } from "../../platform/composition";
import { storeGstRates } from "../bag";
import { stylesRoutes } from "./styles.routes";
import { createStylesService, type StylesService } from "./styles.service";

declare module "../../platform/composition" {
  interface Services {
    styles: StylesService;
  }
}

/** Styles as the back office edits them (decision 66): search, a style's page, edits, sizes, publishing. */
export const stylesModule = {
  name: "styles",
  register({ app, db, reads, config }, { declarations, alerts }) {
    const gstRate = storeGstRates(config.bag.hsnRates);
    const styles = createStylesService({ db, reads, declarations, alerts, gstRate });
    stylesRoutes(app, styles);
    return { styles };
  },
} satisfies AppModule;
