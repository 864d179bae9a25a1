import { type ContentKind, type Database, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { changeRowsAfter } from "../../platform/change-rows";
import { sharedCheck } from "../../platform/shared-check";

/** What changed: some published documents, or possibly anything (this instance starts or fell behind). */
export type ContentChange = { all: true } | { all: false; documents: { kind: ContentKind; key: string }[] };
export type ContentChangeListener = (change: ContentChange) => void | Promise<void>;

export interface ContentChanges {
  /** Resolves once every change committed before the call has reached the listeners. */
  sync(): Promise<void>;
  subscribe(listener: ContentChangeListener): void;
}

/** Rows read per round trip; more than this counts as "everything changed". */
const BATCH = 500;
/** A gap in the ids is a transaction still in flight (or rolled back); watched this long. */
const GAP_WATCH_MS = 60_000;
/** Change rows are kept this long; an instance idle for half of it starts over. */
const RETENTION_MS = 3_600_000;
const MAX_GAPS = 100;

type ChangeRow = { id: number | string; kind: ContentKind; key: string };

/**
 * Follows `content_changes` (written by the trigger of migration 0037 whenever a published document
 * is written), the way the catalog's change feed follows `catalog_changes`: in id order, watching the
 * ids skipped over until their transactions commit, so a slow publish on another instance is never
 * missed. Content changes are rare: one small query per `sync`, and one at a time.
 */
export function createContentChanges(db: Database, now: () => number = Date.now): ContentChanges {
  const listeners: ContentChangeListener[] = [];
  let lastId = -1;
  let lastSyncAt = 0;
  const gaps = new Map<number, number>();

  async function publish(change: ContentChange): Promise<void> {
    for (const listener of listeners) await listener(change);
  }

  async function start(): Promise<void> {
    const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id) as id from content_changes`);
    lastId = Number(row?.id ?? 0);
    lastSyncAt = now();
    gaps.clear();
    await db.execute(
      sql`delete from content_changes where changed_at < now() - make_interval(secs => ${RETENTION_MS / 1000})`,
    );
    await publish({ all: true });
  }

  async function check(): Promise<void> {
    if (lastId < 0 || now() - lastSyncAt > RETENTION_MS / 2) return start();
    const { rows, full } = await changeRowsAfter<ChangeRow>(db, "content_changes", "id, kind, key", {
      lastId,
      watched: gaps.keys(),
      batch: BATCH,
    });
    lastSyncAt = now();
    for (const [id, since] of gaps) if (lastSyncAt - since > GAP_WATCH_MS) gaps.delete(id);
    if (rows.length === 0) return;
    if (full) return start();
    const documents = new Map<string, { kind: ContentKind; key: string }>();
    for (const row of rows) {
      const id = Number(row.id);
      gaps.delete(id);
      for (let missing = lastId + 1; missing < id && gaps.size < MAX_GAPS; missing++)
        gaps.set(missing, lastSyncAt);
      lastId = Math.max(lastId, id);
      documents.set(`${row.kind}/${row.key}`, { kind: row.kind, key: row.key });
    }
    await publish({ all: false, documents: [...documents.values()] });
  }

  const sync = sharedCheck(check);

  return {
    sync,
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
}
