import { TAX_DOCUMENTS, type TaxDocumentKind } from "@odin/contracts";

/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The financial year of an instant, named by the calendar year it starts in: India's runs from
 * 1 April to 31 March, in India time (31 March 23:59 IST is in the year before 1 April 00:00 IST).
 */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** "2627" for the year starting in 2026. */
export function financialYearLabel(startYear: number): string {
  const two = (year: number) => String(year % 100).padStart(2, "0");
  return `${two(startYear)}${two(startYear + 1)}`;
}

/** The largest sequence that keeps a serial number within 16 characters (7 digits). */
export const MAX_SEQUENCE = 10 ** (TAX_DOCUMENTS.maxNumberLength - "INV-2627-".length) - 1;

/**
 * The serial number (rule 46(b)): the series, the financial year and the sequence, e.g.
 * `INV-2627-000001`; unique per financial year because the year is part of it.
 */
export function documentNumber(kind: TaxDocumentKind, financialYear: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`sequence ${sequence} is outside 1-${MAX_SEQUENCE}`);
  }
  const digits = String(sequence).padStart(TAX_DOCUMENTS.sequenceDigits, "0");
  return `${TAX_DOCUMENTS.prefixes[kind]}-${financialYearLabel(financialYear)}-${digits}`;
}

/** A date as printed: 26 Nov 2026, in India time. */
export function indiaDate(iso: string): string {
  const india = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const month = india.toLocaleString("en-IN", { month: "short", timeZone: "UTC" });
  return `${india.getUTCDate()} ${month} ${india.getUTCFullYear()}`;
}
