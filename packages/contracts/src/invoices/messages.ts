/**
 * The invoices slice of MESSAGES: tax invoices and credit notes. `../messages.ts` composes the slices
 * into `MESSAGES`: import that, not this file.
 */

export const invoices = {
  notYetIssued: "The invoice is issued once the first item of the order ships.", // wording not given by the spec
  unknownCreditNote: "This order has no credit note with this number.", // wording not given by the spec
} as const;
