import type { RouteSpec } from "../route-spec";

/** The order's tax documents (spec 3 §7): its invoice and credit notes. */
export const invoicesRouteMap = {
  /** The order's tax invoice: a PDF, not JSON. */
  orderInvoice: {
    method: "GET",
    path: "/api/orders/:orderId/invoice",
    params: "invoiceParams",
    document: "application/pdf",
    signIn: "required",
  },
  /** One credit note of the order: a PDF, not JSON. */
  orderCreditNote: {
    method: "GET",
    path: "/api/orders/:orderId/creditNotes/:number",
    params: "creditNoteParams",
    document: "application/pdf",
    signIn: "required",
  },
  orderTaxDocuments: {
    method: "GET",
    path: "/api/orders/:orderId/documents",
    params: "invoiceParams",
    response: "taxDocumentList",
    signIn: "required",
  },
} as const satisfies Record<string, RouteSpec>;
