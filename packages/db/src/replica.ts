import type { QueryConfig } from "pg";
import pg from "pg";
import {
  keptSamples,
  lsnOf,
  type PrimarySample,
  type ReplicaState,
  replicaLagMs,
  replicaState,
} from "./replica-lag";

export interface ReplicaOptions {
  /** postgres://… of a streaming replica (a hot standby) of the primary. */
  url: string;
  /** Reads go to the primary while the replica is further behind than this. */
  maxLagMs: number;
  poolSize: number;
  /** How often the primary's and the replica's log positions are compared. */
  sampleMs?: number;
}

export type ReplicaListener = (state: ReplicaState, previous: ReplicaState) => void;

export interface ReplicaRouter {
  /** The pool drizzle's read handle runs on: each query on the replica while it is fresh. */
  pool: ReadRoutingPool;
  state(): ReplicaState;
  /** The replica's own pool, for reads that `caughtUp` cleared. */
  replicaPool: pg.Pool;
  /**
   * Whether the replica has replayed everything the primary had written when called, waiting up
   * to `maxLagMs`; false when it is behind further or gone. For a load that a change feed then
   * keeps up to date: it must miss nothing committed before the feed's position.
   */
  caughtUp(): Promise<boolean>;
  /** `listener` is told each time the replica's state changes kind (fresh, lagging, lost). */
  onChange(listener: ReplicaListener): void;
  /** Compares the positions once (the monitor does it every `sampleMs`). */
  sample(): Promise<void>;
  close(): Promise<void>;
}

const SAMPLE_MS = 250;
/** How often `caughtUp` looks at the replica's position while it waits. */
const CATCH_UP_POLL_MS = 25;

/**
 * Reads that may be a little stale go to a streaming replica while it is at most `maxLagMs` behind
 * and answering, and to the primary otherwise (decision 73): a lagging or lost replica costs the
 * primary some reads, never a shopper an error. Every `sampleMs` the primary's log position is
 * noted, then the replica's replayed position is read; the lag is the age of the oldest noted
 * position the replica has not replayed. A query the replica fails is run again on the primary.
 * Transactions (`connect`) always go to the primary.
 */
export function routeReads(primary: pg.Pool, options: ReplicaOptions): ReplicaRouter {
  const replica = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 1_000,
  });
  // An idle connection the replica drops (a restart) must not end the process.
  replica.on("error", () => undefined);
  let samples: PrimarySample[] = [];
  let current: ReplicaState = { kind: "lost", reason: "not checked yet" };
  let sampling: Promise<void> | null = null;
  const listeners: ReplicaListener[] = [];

  function become(next: ReplicaState): void {
    const previous = current;
    current = next;
    if (previous.kind !== next.kind) for (const listener of listeners) listener(next, previous);
  }

  /** Where the primary's log ends now. */
  async function primaryPosition(): Promise<bigint> {
    const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_insert_lsn()::text as lsn");
    return lsnOf(rows[0]?.lsn as string);
  }

  async function compare(): Promise<void> {
    const at = Date.now();
    samples.push({ at, lsn: await primaryPosition() });
    samples = keptSamples(samples, Date.now(), options.maxLagMs * 2);
    try {
      const { rows } = await replica.query<{ standby: boolean; lsn: string | null }>(
        "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn",
      );
      const [row] = rows;
      if (!row?.standby || row.lsn === null) return become(replicaState(null, 0, "not a standby"));
      become(replicaState(replicaLagMs(samples, lsnOf(row.lsn), Date.now()), options.maxLagMs));
    } catch (error) {
      become(replicaState(null, 0, error instanceof Error ? error.message : String(error)));
    }
  }

  function sample(): Promise<void> {
    sampling ??= compare()
      .catch(() => undefined)
      .finally(() => {
        sampling = null;
      });
    return sampling;
  }

  async function caughtUp(): Promise<boolean> {
    if (current.kind === "lost") return false;
    const wanted = await primaryPosition();
    const until = Date.now() + options.maxLagMs;
    try {
      for (;;) {
        const { rows } = await replica.query<{ lsn: string | null }>(
          "select pg_last_wal_replay_lsn()::text as lsn",
        );
        const replayed = rows[0]?.lsn;
        if (replayed && lsnOf(replayed) >= wanted) return true;
        if (!replayed || Date.now() >= until) return false;
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      }
    } catch {
      void sample();
      return false;
    }
  }

  const timer = setInterval(() => void sample(), options.sampleMs ?? SAMPLE_MS);
  timer.unref();

  const pool = new ReadRoutingPool(
    primary,
    replica,
    () => current.kind === "fresh",
    () => void sample(),
  );
  return {
    pool,
    replicaPool: replica,
    state: () => current,
    caughtUp,
    onChange: (listener) => {
      listeners.push(listener);
    },
    sample,
    async close() {
      clearInterval(timer);
      await sampling;
      await replica.end();
    },
  };
}

/**
 * A pool for drizzle's read handle. Its name says "Pool" because drizzle's session recognises a
 * pool by its name, and then runs a transaction on one connection it asks for (`connect`: the
 * primary's) instead of statement by statement on the pool.
 */
export class ReadRoutingPool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly fresh: () => boolean,
    private readonly failed: () => void,
  ) {}

  async query(config: QueryConfig, values?: unknown[]) {
    if (!this.fresh()) return this.primary.query(config, values);
    try {
      return await this.replica.query(config, values);
    } catch {
      // The same read on the primary answers; the next comparison tells whether the replica is gone.
      this.failed();
      return this.primary.query(config, values);
    }
  }

  connect() {
    return this.primary.connect();
  }
}
