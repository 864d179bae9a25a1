import { ADMIN_MESSAGES, formatRupees } from "@odin/contracts";
import { CATALOGUE_LIMITS } from "./catalogue-words";

/**
 * Money in the catalogue's forms: staff type rupees (1299, 1,299.50, ₹1299.5), the API takes whole
 * paise. Read from the digits alone, never through a floating-point product, so ₹0.29 is 29 paise.
 */

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** The paise of rupees as typed, or undefined when it is not an amount with at most 2 decimals. */
export function paiseOf(typed: string): number | undefined {
  const plain = typed.replace(/[\s,]/g, "").replace(/^₹/, "");
  const match = RUPEES.exec(plain);
  if (!match) return undefined;
  const [, rupees = "0", fraction = ""] = match;
  return Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Paise as a form's field shows them: 129900 → "1299", 129950 → "1299.50". */
export function rupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

const RANGE = `from ${formatRupees(CATALOGUE_LIMITS.minPrice)} to ${formatRupees(CATALOGUE_LIMITS.maxPrice)}`;

/** What is wrong with an amount typed in rupees (`what`: "The MRP"), or its paise. */
export function amountOf(typed: string, what: string): { paise: number } | { problem: string } {
  const paise = paiseOf(typed);
  if (paise === undefined) {
    return { problem: `${what} is an amount in rupees, with at most 2 decimals (e.g. 1299 or 1299.50).` };
  }
  if (paise < CATALOGUE_LIMITS.minPrice || paise > CATALOGUE_LIMITS.maxPrice) {
    return { problem: `${what} must be ${RANGE}.` };
  }
  return { paise };
}

/** The price problem the server would refuse: a selling price above the MRP. */
export const PRICE_ABOVE_MRP = ADMIN_MESSAGES.catalogue.priceAboveMrp;
