import type { AppModule } from "../../platform/composition";
import { addressesRoutes } from "./addresses.routes";
import { type AddressesService, createAddressesService } from "./addresses.service";
import { addressesPage } from "./addresses-page";

declare module "../../platform/composition" {
  interface Services {
    addresses: AddressesService;
  }
}

/** The shopper's address book: the service, and its routes. */
export const addressesModule = {
  name: "addresses",
  register({ app, db }, { delivery, returnPickup }) {
    const addresses = createAddressesService({ db, place: delivery.place, returnPickup });
    addressesRoutes(app, addresses);
    return { addresses };
  },
  pages: { addresses: ({ addresses }) => addressesPage(addresses) },
} satisfies AppModule;
