import type { AppModule } from "../../platform/composition";
import { stockRoutes } from "./stock.routes";
import { createStockService } from "./stock.service";

/** Stock per size and centre as the back office changes it, each change with its reason (decision 66). */
export const stockModule = {
  name: "stock",
  register({ app, db }) {
    stockRoutes(app, createStockService(db));
  },
} satisfies AppModule;
