import {
  type CreditReason,
  fail,
  fillPath,
  type InvoicesProblem,
  invoicesProblems,
  ok,
  type Result,
  routes,
  type TaxDocumentKind,
  type TaxDocumentList,
} from "@odin/contracts";
import type { Database, TaxDocumentSnapshot, Transaction } from "@odin/db";
import type { InvoicesConfig } from "../../platform/config-invoices";
import { TtlCache } from "../../platform/ttl-cache";
import { lockOrder } from "../orders";
import { creditNoteSnapshot, invoiceable, invoicedItems, invoiceSnapshot } from "./document-snapshots";
import { documentNumber, financialYearOf } from "./invoice-numbers";
import { renderPdf } from "./invoice-pdf";
import {
  documentsOf,
  findByReference,
  findOwnedOrder,
  insertDocument,
  itemsWithCentres,
  nextSequence,
  type TaxDocumentRow,
} from "./invoices.repo";

const PDF_CACHE_MS = 10 * 60_000;
const PDF_CACHE_ENTRIES = 50;

/** The `reference` of an order's one invoice. */
const INVOICE_REFERENCE = "invoice";

export interface IssueInvoiceInput {
  /** The order's row id (orders.id). */
  orderId: number;
  /** The moment of issue: its date is printed and its financial year numbers the invoice. */
  at: Date;
}

export interface IssueCreditNoteInput {
  orderId: number;
  /** The order items cancelled or returned (order_items.id). */
  itemIds: readonly number[];
  reason: CreditReason;
  at: Date;
  /** What the credit note answers (the cancellation's or return's id): the same reference, the same note. */
  reference: string;
}

export type TaxDocument = TaxDocumentRow;

/** A rendered document for the shopper. */
export interface TaxDocumentFile {
  number: string;
  pdf: Buffer;
}

export interface InvoicesService {
  /**
   * Issues the order's tax invoice in the caller's transaction, once: a second call answers the same
   * invoice. It covers every item but those cancelled or unpaid, and the delivery and COD charges.
   * `notYetIssued` until an item has shipped or been handed over.
   */
  issueInvoice(tx: Transaction, input: IssueInvoiceInput): Promise<Result<TaxDocument, InvoicesProblem>>;
  /**
   * Issues a credit note for cancelled or returned items in the caller's transaction, once per
   * reference. Null when nothing is left to credit: the order has no invoice yet (nothing was
   * invoiced, so nothing is credited), or the items were credited already or never invoiced.
   */
  issueCreditNote(
    tx: Transaction,
    input: IssueCreditNoteInput,
  ): Promise<Result<TaxDocument | null, InvoicesProblem>>;
  /** The shopper's order's invoice as a PDF, issued now if the order has shipped and has none. */
  invoicePdf(userId: number, orderNumber: string): Promise<Result<TaxDocumentFile, InvoicesProblem>>;
  creditNotePdf(
    userId: number,
    orderNumber: string,
    number: string,
  ): Promise<Result<TaxDocumentFile, InvoicesProblem>>;
  /** The shopper's order's invoice and credit notes issued so far. */
  documents(userId: number, orderNumber: string): Promise<Result<TaxDocumentList, InvoicesProblem>>;
  /** Any order's documents issued so far, oldest first (the back office: its scope rule decides who sees them). */
  documentsOfOrder(orderId: number): Promise<TaxDocument[]>;
  /** One document of any order as a PDF, undefined when the order has none by that number. Issues nothing. */
  documentPdfOfOrder(orderId: number, number: string): Promise<TaxDocumentFile | undefined>;
}

export function createInvoicesService(deps: {
  db: Database;
  config: InvoicesConfig;
  now: () => Date;
}): InvoicesService {
  const { db, config } = deps;
  /** Issued documents never change: a few recent PDFs are kept so a shopper's repeated opening draws once. */
  const pdfs = new TtlCache<Buffer>(PDF_CACHE_MS, PDF_CACHE_ENTRIES);

  async function fileOf(snapshot: TaxDocumentSnapshot): Promise<TaxDocumentFile> {
    return { number: snapshot.number, pdf: await pdfs.get(snapshot.number, () => renderPdf(snapshot)) };
  }

  async function numbered(tx: Transaction, kind: TaxDocumentKind, at: Date) {
    const financialYear = financialYearOf(at);
    const sequence = await nextSequence(tx, kind, financialYear);
    return { financialYear, sequence, number: documentNumber(kind, financialYear, sequence) };
  }

  const service: InvoicesService = {
    async issueInvoice(tx, { orderId, at }) {
      const order = await lockOrder(tx, orderId);
      if (!order) return fail(invoicesProblems.unknownOrder());
      const existing = await findByReference(tx, orderId, "invoice", INVOICE_REFERENCE);
      if (existing) return ok(existing);
      const items = await itemsWithCentres(tx, orderId);
      if (!invoiceable(items)) return fail(invoicesProblems.notYetIssued());
      const covered = invoicedItems(items);
      const serial = await numbered(tx, "invoice", at);
      const snapshot = invoiceSnapshot(config, order, covered, { number: serial.number, issuedAt: at });
      return ok(
        await insertDocument(tx, {
          kind: "invoice",
          ...serial,
          orderId,
          reference: INVOICE_REFERENCE,
          itemIds: covered.map((item) => item.id),
          issuedAt: at,
          snapshot,
        }),
      );
    },

    async issueCreditNote(tx, { orderId, itemIds, reason, at, reference }) {
      const order = await lockOrder(tx, orderId);
      if (!order) return fail(invoicesProblems.unknownOrder());
      const existing = await findByReference(tx, orderId, "credit_note", reference);
      if (existing) return ok(existing);
      const items = new Set((await itemsWithCentres(tx, orderId)).map((item) => item.id));
      if (itemIds.length === 0 || itemIds.some((id) => !items.has(id)))
        return fail(invoicesProblems.unknownItems());
      const documents = await documentsOf(tx, orderId);
      const invoice = documents.find((document) => document.kind === "invoice");
      if (!invoice) return ok(null);
      const credited = new Set(
        documents.filter((document) => document.kind === "credit_note").flatMap((d) => d.itemIds),
      );
      const creditable = invoice.itemIds.filter((id) => itemIds.includes(id) && !credited.has(id));
      if (creditable.length === 0) return ok(null);
      const serial = await numbered(tx, "credit_note", at);
      const snapshot = creditNoteSnapshot(invoice, creditable, {
        number: serial.number,
        issuedAt: at,
        reason,
      });
      return ok(
        await insertDocument(tx, {
          kind: "credit_note",
          ...serial,
          orderId,
          reference,
          itemIds: creditable,
          invoiceId: invoice.id,
          issuedAt: at,
          snapshot,
        }),
      );
    },

    async invoicePdf(userId, orderNumber) {
      const order = await findOwnedOrder(db, userId, orderNumber);
      if (!order) return fail(invoicesProblems.unknownOrder());
      const existing = await findByReference(db, order.id, "invoice", INVOICE_REFERENCE);
      if (existing) return ok(await fileOf(existing.snapshot));
      const issued = await db.transaction((tx) =>
        service.issueInvoice(tx, { orderId: order.id, at: deps.now() }),
      );
      if (!issued.ok) return issued;
      return ok(await fileOf(issued.value.snapshot));
    },

    async creditNotePdf(userId, orderNumber, number) {
      const order = await findOwnedOrder(db, userId, orderNumber);
      if (!order) return fail(invoicesProblems.unknownOrder());
      const note = (await documentsOf(db, order.id)).find(
        (d) => d.kind === "credit_note" && d.number === number,
      );
      if (!note) return fail(invoicesProblems.unknownCreditNote());
      return ok(await fileOf(note.snapshot));
    },

    documentsOfOrder: (orderId) => documentsOf(db, orderId),

    async documentPdfOfOrder(orderId, number) {
      const document = (await documentsOf(db, orderId)).find((candidate) => candidate.number === number);
      return document ? fileOf(document.snapshot) : undefined;
    },

    async documents(userId, orderNumber) {
      const order = await findOwnedOrder(db, userId, orderNumber);
      if (!order) return fail(invoicesProblems.unknownOrder());
      const rows = await documentsOf(db, order.id);
      return ok({
        documents: rows.map((row) => ({
          kind: row.kind,
          number: row.number,
          issuedAt: row.issuedAt.toISOString(),
          ...(row.snapshot.reason ? { reason: row.snapshot.reason } : {}),
          url:
            row.kind === "invoice"
              ? fillPath(routes.orderInvoice.path, { orderId: orderNumber })
              : fillPath(routes.orderCreditNote.path, { orderId: orderNumber, number: row.number }),
        })),
      });
    },
  };
  return service;
}
