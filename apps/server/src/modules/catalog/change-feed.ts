import { type Database, queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { changeRowsAfter } from "../../platform/change-rows";
import { sharedCheck } from "../../platform/shared-check";

/** What changed: some styles, or everything (a promotion, or this instance fell behind). */
export type CatalogChange = { all: true } | { all: false; styleIds: number[] };
export type ChangeListener = (change: CatalogChange) => void | Promise<void>;

export interface ChangeFeed {
  /**
   * Resolves once every change committed before the call has reached the listeners, so an answer
   * built afterwards shows it; but for a bulk change (a read naming more than `BULK_STYLES`
   * styles, or more rows than one read takes), which reaches them behind the answers within about
   * a second. Concurrent callers share one database round trip.
   */
  sync(): Promise<void>;
  /**
   * As `sync`, but while bulk changes are coming (one was read in the last five seconds) it starts
   * a check and does not wait for it: the caller goes on with what the listeners hold. A check then
   * waits behind the bulk change's own writes, and every request waiting for it would be answered
   * in one burst when it comes back. For listings, which may show a change a moment late (within
   * the 5 s the specification allows), never for money.
   */
  syncUnlessBulk(): Promise<void>;
  /** Resolves once every change committed before the call, bulk ones too, has reached the listeners. */
  settle(): Promise<void>;
  /** Listeners run in order of subscription, one change at a time. */
  subscribe(listener: ChangeListener): void;
  /** Drops the bulk changes gathering (the app is closing). */
  stop(): void;
}

export interface ChangeFeedOptions {
  now?: () => number;
  /** How long bulk changes gather before they reach the listeners together. */
  bulkGatherMs?: number;
  /** Told when a bulk change could not reach the listeners; it is tried again with the next one. */
  onBulkError?: (error: unknown) => void;
}

/** Rows read per round trip; more than this reloads everything. */
const BATCH = 5_000;
/**
 * A read naming more styles than this is a bulk change: a bulk edit's batch (250 styles), a CSV
 * import, a restock of a whole range. Answers do not wait for it (decision 72).
 */
const BULK_STYLES = 100;
const BULK_GATHER_MS = 1_000;
/** How long after the last bulk change `syncUnlessBulk` still does not wait. */
const BULK_QUIET_MS = 5_000;
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
 * stock, promotion and review change, whichever instance or tool made it. Small changes reach the
 * listeners before `sync` resolves; bulk changes gather for a second and reach them behind the
 * answers, which meanwhile come from what the listeners hold (decision 72).
 */
export function createChangeFeed(db: Database, options: ChangeFeedOptions = {}): ChangeFeed {
  const now = options.now ?? Date.now;
  const bulkGatherMs = options.bulkGatherMs ?? BULK_GATHER_MS;
  const listeners: ChangeListener[] = [];
  let lastId = -1;
  let lastSyncAt = 0;
  let lastPruneAt = now();
  let lastBulkAt = Number.NEGATIVE_INFINITY;
  /** Ids skipped over (not yet committed when read), with when they were first missed. */
  const gaps = new Map<number, number>();
  /** Listeners take one change at a time, whether a caller or the bulk lane hands it over. */
  let delivering: Promise<void> = Promise.resolve();
  /** Bulk changes gathering, and their delivery once it is due. */
  const bulk = {
    all: false,
    styleIds: new Set<number>(),
    due: null as Promise<void> | null,
    timer: undefined as NodeJS.Timeout | undefined,
    stopped: false,
  };

  function publish(change: CatalogChange): Promise<void> {
    const delivery = delivering.then(async () => {
      for (const listener of listeners) await listener(change);
    });
    delivering = delivery.catch(() => undefined);
    return delivery;
  }

  /** Hands everything gathered to the listeners; what fails is gathered again, for the next try. */
  async function deliverBulk(): Promise<void> {
    const change: CatalogChange = bulk.all ? { all: true } : { all: false, styleIds: [...bulk.styleIds] };
    bulk.all = false;
    bulk.styleIds = new Set();
    bulk.due = null;
    try {
      await publish(change);
    } catch (error) {
      options.onBulkError?.(error);
      gather(change);
    }
  }

  function gather(change: CatalogChange): void {
    if (bulk.stopped) return;
    lastBulkAt = now();
    if (change.all) bulk.all = true;
    else for (const id of change.styleIds) bulk.styleIds.add(id);
    bulk.due ??= new Promise<void>((resolve) => {
      bulk.timer = setTimeout(resolve, bulkGatherMs);
    }).then(deliverBulk);
  }

  async function latestId(): Promise<number> {
    const [row] = await queryRows<{ id: string | null }>(db, sql`select max(id) as id from catalog_changes`);
    return Number(row?.id ?? 0);
  }

  async function check(): Promise<void> {
    const stale = now() - lastSyncAt > RETENTION_MS / 2;
    if (lastId < 0 || stale) {
      lastId = await latestId();
      lastSyncAt = now();
      return publish({ all: true });
    }
    const { rows, full } = await changeRowsAfter<ChangeRow>(db, "catalog_changes", "id, style_id", {
      lastId,
      watched: gaps.keys(),
      batch: BATCH,
    });
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
    if (full) {
      lastId = await latestId();
      return gather({ all: true });
    }
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
    if (all) return publish({ all: true });
    const change: CatalogChange = { all: false, styleIds: [...styleIds] };
    return styleIds.size > BULK_STYLES ? gather(change) : publish(change);
  }

  const sync = sharedCheck(check);

  return {
    sync,
    syncUnlessBulk() {
      const checked = sync();
      if (now() - lastBulkAt > BULK_QUIET_MS) return checked;
      // Nobody waits for this check: a caller that waits runs one of its own, and learns of a failure.
      checked.catch(() => undefined);
      return Promise.resolve();
    },
    async settle() {
      await sync();
      while (bulk.due) await bulk.due;
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    stop() {
      bulk.stopped = true;
      clearTimeout(bulk.timer);
      bulk.due = null;
    },
  };
}
