import { type CreditReason, TAX_DOCUMENTS, type TaxDocumentKind } from "@odin/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** A party as a tax document prints it: the supplier or the recipient. */
export interface TaxPartySnapshot {
  name: string;
  /** Address lines. */
  address: string[];
  state: string;
  stateCode: string;
  /** The supplier's; an unregistered recipient has none. */
  gstin?: string;
}

/** One line of a tax document: goods (HSN) or a charge (SAC). Money in paise. */
export interface TaxLineSnapshot {
  /** The order item it covers; none for a delivery or COD charge. */
  itemId?: number;
  hsn: string;
  description: string;
  quantity: number;
  /** Before discounts, GST included (MRP × quantity for goods). */
  gross: number;
  discount: number;
  /** The taxable value after discount (CGST Act s. 15). */
  taxable: number;
  /** The GST rate in percent (IGST, or CGST + SGST together). */
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** "UTGST" in a union territory without a legislature. */
  stateTaxName: "SGST" | "UTGST";
  total: number;
  /** Where this line is supplied, when it differs from the document's place of supply (a store pickup). */
  placeOfSupply?: { state: string; code: string };
}

/** Everything a tax document prints, as it was when issued, so its PDF is the same every time. */
export interface TaxDocumentSnapshot {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  supplier: TaxPartySnapshot;
  recipient: TaxPartySnapshot;
  placeOfSupply: { state: string; code: string };
  orderNumber: string;
  orderDate: string;
  /** A credit note's invoice and why it was issued. */
  invoice?: { number: string; issuedAt: string };
  reason?: CreditReason;
  lines: TaxLineSnapshot[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
}

/**
 * Tax invoices and credit notes (decision 46). `number` is the serial printed on it, consecutive per
 * kind and financial year (`sequence` within `financialYear`, the year it starts in). `reference` is
 * what makes issuing idempotent: `invoice` for an order's one invoice, the caller's reference (the
 * cancellation or return) for a credit note.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: TAX_DOCUMENTS.kinds }).notNull(),
    number: text("number").notNull().unique(),
    financialYear: smallint("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    reference: text("reference").notNull(),
    itemIds: jsonb("item_ids").$type<number[]>().notNull(),
    /** A credit note's invoice. */
    invoiceId: integer("invoice_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    snapshot: jsonb("snapshot").$type<TaxDocumentSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex("tax_documents_reference_idx").on(t.orderId, t.kind, t.reference),
    uniqueIndex("tax_documents_sequence_idx").on(t.kind, t.financialYear, t.sequence),
    index("tax_documents_order_idx").on(t.orderId),
    check("tax_documents_kind", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("tax_documents_number_length", sql`length(${t.number}) <= 16`),
  ],
);

/** The last serial given per kind and financial year; taken under a row lock in the issuing transaction. */
export const taxDocumentCounters = pgTable(
  "tax_document_counters",
  {
    kind: text("kind", { enum: TAX_DOCUMENTS.kinds }).notNull(),
    financialYear: smallint("financial_year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);
