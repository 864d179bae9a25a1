/** Pure rules of the audit log's reading (decision 62): its keyset cursor and its time filters. */

/** Where a page ended: the last entry's time and id, newest first. */
export interface AuditCursor {
  at: Date;
  id: number;
}

export function encodeCursor({ at, id }: AuditCursor): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

/** The cursor a page's `next` carries, or undefined for one that was not ours. */
export function decodeCursor(text: string): AuditCursor | undefined {
  const [iso, idText] = Buffer.from(text, "base64url").toString().split("|");
  const at = new Date(iso ?? "");
  const id = Number(idText);
  if (Number.isNaN(at.getTime()) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  return { at, id };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** India's offset: a date the staff member types is a day in India. */
const INDIA = "+05:30";

/** The first instant a filter's `from` names: a date starts at midnight in India. */
export function fromInstant(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T00:00:00${INDIA}` : value);
}

/** The instant before which a filter's `to` ends: a date includes its whole day in India. */
export function untilInstant(value: string): Date {
  if (!DATE_ONLY.test(value)) return new Date(new Date(value).getTime() + 1);
  return new Date(new Date(`${value}T00:00:00${INDIA}`).getTime() + 86_400_000);
}
