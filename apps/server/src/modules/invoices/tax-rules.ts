import { type GstState, gstStateByName } from "@odin/contracts";
import type { OrderItemProduct, TaxDocumentSnapshot, TaxLineSnapshot } from "@odin/db";
import { gstContained } from "../bag";

/**
 * How the GST inside an order's lines is printed on its tax documents (decision 46): per line the
 * taxable value after discount, the rate, and CGST + SGST (or UTGST) within a state, IGST across
 * states. Pure: the service reads the rows and hands them in. Money in paise.
 */

/** An order item as the rules need it: its row and the state of the centre that ships it. */
export interface TaxableItem {
  id: number;
  hsnCode: string;
  product: Pick<OrderItemProduct, "styleName" | "brandName" | "size" | "colour">;
  quantity: number;
  mrp: number;
  /** GST included, after every discount. */
  lineTotal: number;
  gstRate: number;
  gstAmount: number;
  /** Handed over at the store (STOREPICK): supplied where the store is. */
  pickedUpAtStore: boolean;
  centreState: string;
}

/** A delivery or COD charge as the order's pricing lines hold it. */
export interface TaxableCharge {
  description: string;
  amount: number;
  gstIncluded: number;
}

/** Courier services (SAC 996812): delivery and cash-on-delivery charges. */
export const CHARGES_SAC = "996812";

/** GST rates in force, to read a charge's rate back from its amount and the GST in it. */
const GST_RATES = [0, 0.25, 1.5, 3, 5, 12, 18, 28, 40];

export function stateOf(name: string): GstState {
  const state = gstStateByName(name);
  if (!state) throw new Error(`"${name}" is no state or union territory of India`);
  return state;
}

/**
 * CGST and SGST are half the GST each; an odd paisa goes to CGST, so the two always add up to the
 * GST the shopper paid. Across states it is all IGST.
 */
export function splitTax(gst: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: gst };
  const sgst = Math.floor(gst / 2);
  return { cgst: gst - sgst, sgst, igst: 0 };
}

function line(
  base: Omit<TaxLineSnapshot, "cgst" | "sgst" | "igst" | "stateTaxName" | "taxable">,
  gst: number,
  supplied: GstState,
  fromState: GstState,
  placeOfSupply: GstState,
): TaxLineSnapshot {
  const taxes = splitTax(gst, supplied.code === fromState.code);
  const own =
    supplied.code === placeOfSupply.code
      ? {}
      : { placeOfSupply: { state: supplied.name, code: supplied.code } };
  return {
    ...base,
    taxable: base.total - gst,
    ...taxes,
    stateTaxName: supplied.ut ? "UTGST" : "SGST",
    ...own,
  };
}

/** A goods line: supplied where the delivery ends, or at the store for a pickup (IGST Act s. 10). */
export function goodsLine(item: TaxableItem, placeOfSupply: GstState): TaxLineSnapshot {
  const centre = stateOf(item.centreState);
  const supplied = item.pickedUpAtStore ? centre : placeOfSupply;
  const { product } = item;
  const gross = item.mrp * item.quantity;
  return line(
    {
      itemId: item.id,
      hsn: item.hsnCode,
      description: `${product.brandName} ${product.styleName}, ${product.colour}, size ${product.size}`,
      quantity: item.quantity,
      gross,
      discount: gross - item.lineTotal,
      rate: item.gstRate,
      total: item.lineTotal,
    },
    item.gstAmount,
    supplied,
    centre,
    placeOfSupply,
  );
}

/** The rate whose GST inside `amount` is `gst` (the order keeps the charge's GST, not its rate). */
export function chargeRate(amount: number, gst: number): number {
  const exact = GST_RATES.find((rate) => gstContained(amount, rate) === gst);
  if (exact !== undefined) return exact;
  const taxable = amount - gst;
  return taxable > 0 ? Math.round((gst * 10_000) / taxable) / 100 : 0;
}

/** A charge: a service supplied where the shopper is, by the registration in the supplier's state. */
export function chargeLine(
  charge: TaxableCharge,
  supplierState: GstState,
  placeOfSupply: GstState,
): TaxLineSnapshot {
  return line(
    {
      hsn: CHARGES_SAC,
      description: charge.description,
      quantity: 1,
      gross: charge.amount,
      discount: 0,
      rate: chargeRate(charge.amount, charge.gstIncluded),
      total: charge.amount,
    },
    charge.gstIncluded,
    placeOfSupply,
    supplierState,
    placeOfSupply,
  );
}

export function totalsOf(lines: readonly TaxLineSnapshot[]): TaxDocumentSnapshot["totals"] {
  const totals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const each of lines) {
    totals.taxable += each.taxable;
    totals.cgst += each.cgst;
    totals.sgst += each.sgst;
    totals.igst += each.igst;
    totals.total += each.total;
  }
  return totals;
}
