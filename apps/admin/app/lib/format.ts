/** How the back office writes instants and logged values. */

const INSTANT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An ISO instant in the staff member's own time zone, e.g. "28 Nov 2026, 11:04:55 pm". */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : INSTANT.format(date);
}

const MINUTE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** An instant to the minute, e.g. "28 Nov 2026, 11:04 pm": for tables where the seconds only take room. */
export function formatMinute(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : MINUTE.format(date);
}

/** A value of a change as a person reads it: text as it is, nothing as "(none)", the rest as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "(none)";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** An amount in paise as rupees, e.g. 79900 as "₹799.00". */
export function formatRupees(paise: number): string {
  return RUPEES.format(paise / 100);
}
