import type { AppModule } from "../../platform/composition";
import { promotionsRoutes } from "./promotions.routes";
import { createPromotionsService } from "./promotions.service";

/** Promotions and coupons as the back office runs them (decision 70). */
export const promotionsModule = {
  name: "promotions",
  register({ app, db }) {
    promotionsRoutes(app, createPromotionsService({ db }));
  },
} satisfies AppModule;
