/**
 * Tax invoices and credit notes (CGST Rules 2017, rules 46 and 53; decision 46). Values the spec
 * leaves open and that we chose are marked `// value not given by the spec`.
 */
export const TAX_DOCUMENTS = {
  kinds: ["invoice", "credit_note"],
  /** A serial number's series: `INV-2627-000001`, `CRN-2627-000001`. // value not given by the spec */
  prefixes: { invoice: "INV", credit_note: "CRN" },
  /** Rule 46(b): a serial number of at most 16 characters. */
  maxNumberLength: 16,
  /** Digits the sequence is padded to; it may grow to 7 and stay within 16 characters. */
  sequenceDigits: 6,
  reasons: ["cancel", "return"],
} as const;

export type TaxDocumentKind = (typeof TAX_DOCUMENTS.kinds)[number];
export type CreditReason = (typeof TAX_DOCUMENTS.reasons)[number];

/** A serial number as it is printed and named in addresses. */
export const TAX_DOCUMENT_NUMBER = /^(INV|CRN)-\d{4}-\d{6,7}$/;
