import type { AppModule } from "../platform/composition";
import { backOfficeOrderRoutes } from "./orders.routes";

/**
 * The back office's calls that span modules (decision 65), above the modules as the use cases are:
 * its orders, read and moved through the orders, cancellations, invoices, payments, returns and
 * bank-transfer modules' faces. Registered after them, and after the staff module whose guard keeps
 * every route.
 */
export const backOfficeModule = {
  name: "back-office",
  register({ app, db, reads }, { lifecycle, cancellations, invoices, outbox, pickupCodes }) {
    backOfficeOrderRoutes(app, {
      db,
      reads,
      lifecycle,
      cancellations,
      invoices,
      outbox,
      pickupCodes,
      now: () => new Date(),
    });
  },
} satisfies AppModule;
