import { z } from "zod";
import { orderIdParam } from "../orders/order";
import { TAX_DOCUMENT_NUMBER, TAX_DOCUMENTS } from "./constants";

/** `GET /api/orders/{orderId}/invoice`: the order's tax invoice as a PDF. */
export const invoiceParams = orderIdParam;

/** `GET /api/orders/{orderId}/creditNotes/{number}`: one of its credit notes as a PDF. */
export const creditNoteParams = orderIdParam.extend({
  number: z.string().max(TAX_DOCUMENTS.maxNumberLength).regex(TAX_DOCUMENT_NUMBER),
});

export const taxDocumentSummary = z.object({
  kind: z.enum(TAX_DOCUMENTS.kinds),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  /** For a credit note: why it was issued. */
  reason: z.enum(TAX_DOCUMENTS.reasons).optional(),
  /** The PDF's address. */
  url: z.string(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummary>;

/** `GET /api/orders/{orderId}/documents`: the order's invoice and credit notes issued so far. */
export const taxDocumentList = z.object({ documents: z.array(taxDocumentSummary) });
export type TaxDocumentList = z.infer<typeof taxDocumentList>;
