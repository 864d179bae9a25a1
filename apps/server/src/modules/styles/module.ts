import type { AppModule } from "../../platform/composition";
import { storeGstRates } from "../bag";
import { stylesRoutes } from "./styles.routes";
import { createStylesService } from "./styles.service";

/** Styles as the back office edits them (decision 66): search, a style's page, edits, sizes, publishing. */
export const stylesModule = {
  name: "styles",
  register({ app, db, config }, { declarations, alerts }) {
    const gstRate = storeGstRates(config.bag.hsnRates);
    stylesRoutes(app, createStylesService({ db, declarations, alerts, gstRate }));
  },
} satisfies AppModule;
