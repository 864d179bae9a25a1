/** Month abbreviations of `DATE_DISPLAY_FORMAT` ("DD MMM 'YY"). */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An ISO calendar date ("2025-03-05") as the spec shows dates (spec 2 §9): "05 Mar '25". Read from
 * the text, not through `Date`, so no time zone can move it to another day.
 */
export function formatDisplayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${match[3]} ${month} '${match[1]?.slice(2)}`;
}
