/**
 * Formats integer paise as rupees with Indian digit grouping (lakh, crore): 129900 → "₹1,299",
 * 12345678 → "₹1,23,456.78". Whole rupees show no decimals; otherwise two.
 *
 * Written by hand rather than with `Intl.NumberFormat` so the server and every browser print exactly
 * the same text (no hydration mismatch from a different ICU build).
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(paise));
  const rupees = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const fraction = rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`;
  return `${sign}₹${groupIndian(String(rupees))}${fraction}`;
}

/** A count with Indian digit grouping: 123456 → "1,23,456" (the same by hand, for the same reason). */
export function formatCount(count: number): string {
  const sign = count < 0 ? "-" : "";
  return `${sign}${groupIndian(String(Math.abs(Math.trunc(count))))}`;
}

/** "1234567" → "12,34,567": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(",")},${lastThree}`;
}

/** The discount a price gives off its MRP, in whole percent (both in paise); 0 without an MRP. */
export function discountPercent(mrp: number, price: number): number {
  return mrp > 0 ? Math.round(((mrp - price) * 100) / mrp) : 0;
}
