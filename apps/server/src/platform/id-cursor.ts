/**
 * The back office's keyset pages over rows newest first (styles, promotions, a promotion's orders): a
 * page asks for one row more than it shows, and `next` is the last shown row's id, which the next
 * page goes below. No total is counted.
 */

/** The cursor of the page after these ids (one more than `limit` read), or null on the last page. */
export function nextCursor(ids: readonly number[], limit: number): string | null {
  return ids.length > limit ? String(ids[limit - 1]) : null;
}

/** The id a cursor goes below, or null when it is none this server gave. */
export function readCursor(after: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(after)) return null;
  const id = Number(after);
  return id <= 2_147_483_647 ? id : null;
}
