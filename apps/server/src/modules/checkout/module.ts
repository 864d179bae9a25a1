import type { AppModule } from "../../platform/composition";
import { bagPage } from "./bag-page";
import { checkoutRoutes } from "./checkout.routes";
import { type CheckoutService, createCheckoutService } from "./checkout.service";

declare module "../../platform/composition" {
  interface Services {
    checkout: CheckoutService;
  }
}

/** The checkout's shipping step over the bag: the service, and its routes; the bag's page services. */
export const checkoutModule = {
  name: "checkout",
  register({ app, db }, { bag, addresses, delivery }) {
    const checkout = createCheckoutService({ db, bag, addresses, delivery });
    checkoutRoutes(app, { bag, checkout });
    return { checkout };
  },
  pages: { bag: ({ bag, checkout }) => bagPage(bag, checkout) },
} satisfies AppModule;
