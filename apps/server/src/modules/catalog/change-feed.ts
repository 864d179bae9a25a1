import { type Database, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { sharedCheck } from "../../platform/shared-check";

/** What changed: some styles, or everything (a bulk change, or this instance fell behind). */
export type CatalogChange = { all: true } | { all: false; styleIds: number[] };
export type ChangeListener = (change: CatalogChange) => void | Promise<void>;

export interface ChangeFeed {
  /**
   * Resolves once every change committed before the call has reached the listeners, so an answer
   * built afterwards shows it. Concurrent callers share one database round trip.
   */
  sync(): Promise<void>;
  /** Listeners run in order of subscription, inside `sync`. */
  subscribe(listener: ChangeListener): void;
}

/** Rows read per round trip; more than this reloads everything. */
const BATCH = 5_000;
/** A gap in the id sequence is a transaction still in flight (or rolled back); watched this long. */
const GAP_WATCH_MS = 60_000;
/** Change rows are kept this long; an instance idle for longer reloads everything. */
const RETENTION_MS = 3_600_000;
const PRUNE_EVERY_MS = 300_000;
/** Gaps watched at most (a sequence does not skip ids but for rolled-back inserts). */
const MAX_GAPS = 1_000;

type ChangeRow = { id: number | string; style_id: number | null };

/**
 * Follows `catalog_changes` (written by database triggers): every instance sees every price,
 * stock, promotion and review change, whichever instance or tool made it.
 */
export function createChangeFeed(db: Database, now: () => number = Date.now): ChangeFeed {
  const listeners: ChangeListener[] = [];
  let lastId = -1;
  let lastSyncAt = 0;
  let lastPruneAt = now();
  /** Ids skipped over (not yet committed when read), with when they were first missed. */
  const gaps = new Map<number, number>();

  async function publish(change: CatalogChange): Promise<void> {
    for (const listener of listeners) await listener(change);
  }

  async function start(): Promise<void> {
    const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id) as id from catalog_changes`);
    lastId = Number(row?.id ?? 0);
    lastSyncAt = now();
    await publish({ all: true });
  }

  async function check(): Promise<void> {
    const stale = now() - lastSyncAt > RETENTION_MS / 2;
    if (lastId < 0 || stale) return start();
    const watched = [...gaps.keys()];
    const rows = await queryRows<ChangeRow>(
      db,
      sql`select id, style_id from catalog_changes
          where id > ${lastId} or id = any(${`{${watched.join(",")}}`}::bigint[])
          order by id limit ${BATCH}`,
    );
    lastSyncAt = now();
    if (now() - lastPruneAt > PRUNE_EVERY_MS) {
      lastPruneAt = now();
      await db.execute(
        sql`delete from catalog_changes where changed_at < now() - make_interval(secs => ${RETENTION_MS / 1000})`,
      );
    }
    if (rows.length === 0) {
      for (const [id, since] of gaps) if (lastSyncAt - since > GAP_WATCH_MS) gaps.delete(id);
      return;
    }
    if (rows.length >= BATCH) return start();
    const styleIds = new Set<number>();
    let all = false;
    for (const row of rows) {
      const id = Number(row.id);
      gaps.delete(id);
      if (id > lastId) {
        for (let missing = lastId + 1; missing < id && gaps.size < MAX_GAPS; missing++) {
          gaps.set(missing, lastSyncAt);
        }
        lastId = id;
      }
      if (row.style_id === null) all = true;
      else styleIds.add(row.style_id);
    }
    for (const [id, since] of gaps) if (lastSyncAt - since > GAP_WATCH_MS) gaps.delete(id);
    await publish(all ? { all: true } : { all: false, styleIds: [...styleIds] });
  }

  const sync = sharedCheck(check);

  return {
    sync,
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
}
