import type { AppModule } from "../../platform/composition";
import { invoicesRoutes } from "./invoices.routes";
import { createInvoicesService, type InvoicesService } from "./invoices.service";

declare module "../../platform/composition" {
  interface Services {
    invoices: InvoicesService;
  }
}

/** GST tax invoices and credit notes: the service (issued by the order lifecycle), and its routes. */
export const invoicesModule = {
  name: "invoices",
  register({ app, db, config }) {
    const invoices = createInvoicesService({ db, config: config.invoices, now: () => new Date() });
    invoicesRoutes(app, invoices);
    return { invoices };
  },
} satisfies AppModule;
