import type { AppModule } from "../../platform/composition";
import { createCustomerActions } from "./customer-actions";
import { createCustomerDirectory } from "./customer-read";
import { customersRoutes } from "./customers.routes";

/**
 * The back office's Customers area: a read model over users, orders, addresses, favourites, reviews,
 * loyalty and the audit log, and the changes staff make (points through the loyalty ledger, the
 * block of sign-in through the auth module). Registered after the modules whose services it reads.
 */
export const customersAdminModule = {
  name: "customers-admin",
  register({ app, db, reads }, { addresses, favourites, loyalty }) {
    const directory = createCustomerDirectory({ db, reads, addresses, favourites, loyalty });
    const actions = createCustomerActions({ db, loyalty });
    customersRoutes(app, { directory, actions });
  },
} satisfies AppModule;
