import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { InvoicesConfig } from "../../platform/config-invoices";
import { invoicesRoutes } from "./invoices.routes";
import { createInvoicesService, type InvoicesService } from "./invoices.service";

export {
  createInvoicesService,
  type InvoicesService,
  type IssueCreditNoteInput,
  type IssueInvoiceInput,
  type TaxDocument,
} from "./invoices.service";

/** GST tax invoices and credit notes: the service (issued by the order lifecycle), and its routes on `app`. */
export function registerInvoices(
  app: FastifyInstance,
  deps: { db: Database; config: InvoicesConfig },
): InvoicesService {
  const invoices = createInvoicesService({ ...deps, now: () => new Date() });
  invoicesRoutes(app, invoices);
  return invoices;
}
