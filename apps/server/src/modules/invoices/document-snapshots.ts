import { type GstState, SHIPPING_METHODS } from "@odin/contracts";
import type { TaxDocumentSnapshot, TaxLineSnapshot, TaxPartySnapshot } from "@odin/db";
import type { InvoicesConfig } from "../../platform/config-invoices";
import type { ItemRow, OrderRow, TaxDocumentRow } from "./invoices.repo";
import { chargeLine, goodsLine, stateOf, totalsOf } from "./tax-rules";

/**
 * What an invoice or credit note prints, built from the order as placed (its address and pricing
 * snapshots, its items) and the configured supplier. Pure.
 */

/** Item statuses from which the goods have left the centre or been handed over. */
export const SHIPPED_STATUSES: ReadonlySet<string> = new Set([
  "SHIPPED",
  "DELIVERED",
  "CUSTOMERPICKCOMPLETE",
  "RETURN_REQUESTED",
  "PICKED_UP",
  "RETURNED",
  "REFUNDED",
  "RTO",
]);

/** Items an invoice leaves out: cancelled before it, or not paid for yet. */
const NOT_SUPPLIED: ReadonlySet<string> = new Set(["CANCELLED", "PAYMENT_PENDING"]);

/** Delivery and COD charges are supplies too; the order's pricing lines hold them with their GST. */
const CHARGE_KEYS = { deliveryCharges: "Delivery charges", codCharges: "Cash on delivery charges" } as const;

export function invoiceable(items: readonly ItemRow[]): boolean {
  return items.some((item) => SHIPPED_STATUSES.has(item.status));
}

export function placeOfSupplyOf(order: OrderRow): GstState {
  return stateOf(order.shippingAddress.state);
}

export function recipientOf(order: OrderRow): TaxPartySnapshot {
  const address = order.shippingAddress;
  const state = stateOf(address.state);
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    address: [address.address, address.landmark, `${address.city} ${address.pincode}`].filter(
      (part): part is string => Boolean(part),
    ),
    state: state.name,
    stateCode: state.code,
  };
}

function supplierOf(config: InvoicesConfig): TaxPartySnapshot {
  const { supplier } = config;
  return {
    name: supplier.legalName,
    address: supplier.address,
    state: supplier.state,
    stateCode: supplier.stateCode,
    gstin: supplier.gstin,
  };
}

function goodsLines(items: readonly ItemRow[], placeOfSupply: GstState): TaxLineSnapshot[] {
  return items.map((item) =>
    goodsLine(
      { ...item, pickedUpAtStore: item.shippingMethod === SHIPPING_METHODS.storePick },
      placeOfSupply,
    ),
  );
}

/** The items an invoice covers: every item of the order but those cancelled or unpaid. */
export function invoicedItems(items: readonly ItemRow[]): ItemRow[] {
  return items.filter((item) => !NOT_SUPPLIED.has(item.status));
}

interface Heading {
  number: string;
  issuedAt: Date;
}

function base(config: InvoicesConfig, order: OrderRow, heading: Heading) {
  const placeOfSupply = placeOfSupplyOf(order);
  return {
    number: heading.number,
    issuedAt: heading.issuedAt.toISOString(),
    supplier: supplierOf(config),
    recipient: recipientOf(order),
    placeOfSupply: { state: placeOfSupply.name, code: placeOfSupply.code },
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
  };
}

export function invoiceSnapshot(
  config: InvoicesConfig,
  order: OrderRow,
  items: readonly ItemRow[],
  heading: Heading,
): TaxDocumentSnapshot {
  const placeOfSupply = placeOfSupplyOf(order);
  const supplierState = stateOf(config.supplier.state);
  const charges = order.pricing.lines.flatMap((line) => {
    const description = CHARGE_KEYS[line.key as keyof typeof CHARGE_KEYS];
    if (!description || line.amount <= 0) return [];
    return [
      chargeLine(
        { description, amount: line.amount, gstIncluded: line.gstIncluded },
        supplierState,
        placeOfSupply,
      ),
    ];
  });
  const lines = [...goodsLines(items, placeOfSupply), ...charges];
  return { kind: "invoice", ...base(config, order, heading), lines, totals: totalsOf(lines) };
}

/** A credit note prints the credited items' lines as the invoice did, to the same parties, against it. */
export function creditNoteSnapshot(
  invoice: TaxDocumentRow,
  itemIds: readonly number[],
  credit: Heading & { reason: "cancel" | "return" },
): TaxDocumentSnapshot {
  const { supplier, recipient, placeOfSupply, orderNumber, orderDate } = invoice.snapshot;
  const wanted = new Set(itemIds);
  const lines = invoice.snapshot.lines.filter((line) => line.itemId !== undefined && wanted.has(line.itemId));
  return {
    kind: "credit_note",
    number: credit.number,
    issuedAt: credit.issuedAt.toISOString(),
    supplier,
    recipient,
    placeOfSupply,
    orderNumber,
    orderDate,
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason: credit.reason,
    lines,
    totals: totalsOf(lines),
  };
}
