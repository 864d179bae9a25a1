import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { InvoicesService, TaxDocumentFile } from "./invoices.service";

const OWN_ORDER =
  "The signed-in shopper's own order only: any other order id, another shopper's included, answers 404 " +
  '"This orderId doesn\'t exist".';

/** A document as a PDF the browser shows, named by its number, never kept by shared caches. */
function sendPdf(reply: FastifyReply, file: TaxDocumentFile): FastifyReply {
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${file.number}.pdf"`)
    .header("cache-control", "private, no-store")
    .send(file.pdf);
}

/** The order's tax invoice and credit notes (decision 46). */
export function invoicesRoutes(app: FastifyInstance, invoices: InvoicesService): void {
  serve(app, routes.orderInvoice, {
    tag: "orders",
    summary: "The order's GST tax invoice (PDF)",
    description:
      "200 answers `application/pdf`: the tax invoice with the fields of CGST rule 46 (supplier, serial " +
      "number, date, recipient, HSN, description, quantity, taxable value after discount, CGST + SGST or " +
      "IGST with their rates, place of supply). The invoice is issued once, when the first item ships " +
      "or is collected (here on first request if it has not been yet); before that the answer is 404 " +
      `"The invoice is issued once the first item of the order ships.". ${OWN_ORDER}`,
    handler: async (request, reply) =>
      sendPdf(reply, unwrap(await invoices.invoicePdf(signedInUserId(request), request.params.orderId))),
  });

  serve(app, routes.orderCreditNote, {
    tag: "orders",
    summary: "A credit note of the order (PDF)",
    description:
      "200 answers `application/pdf`: a credit note issued for cancelled or returned items, against the " +
      "order's invoice (its number is `CRN-` and the financial year, as listed by the order's documents). " +
      `An unknown number answers 404. ${OWN_ORDER}`,
    handler: async (request, reply) => {
      const { orderId, number } = request.params;
      return sendPdf(reply, unwrap(await invoices.creditNotePdf(signedInUserId(request), orderId, number)));
    },
  });

  serve(app, routes.orderTaxDocuments, {
    tag: "orders",
    summary: "The order's invoice and credit notes issued so far",
    description: `Each with its number, date of issue, reason (credit notes) and PDF address. ${OWN_ORDER}`,
    handler: async (request) =>
      unwrap(await invoices.documents(signedInUserId(request), request.params.orderId)),
  });
}
