import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type ReplicaOptions, type ReplicaRouter, routeReads } from "./replica";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a query runs on: the database, or a transaction the caller holds. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * For reads that may be a little stale (decision 73): the read replica's while it is fresh, the
   * primary's otherwise; `db` itself without a replica.
   */
  reads: Database;
  /**
   * A read handle that sees everything committed on the primary before the call: the replica once
   * it has replayed that far (waiting up to its bound), else `db` (decision 73).
   */
  readsUpToNow(): Promise<Database>;
  /** The read replica's state, when there is one. */
  replica?: Pick<ReplicaRouter, "state" | "onChange">;
  /** "pglite" for the embedded engine, "postgres" for a server. */
  engine: "pglite" | "postgres";
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  dataDir?: string;
  /** Largest number of pooled connections to a PostgreSQL server (and to its replica). */
  poolSize?: number;
  /** A streaming replica of the PostgreSQL server for reads that may be a little stale. */
  replica?: Omit<ReplicaOptions, "poolSize"> | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max: poolSize });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    if (!options.replica) {
      return { db, reads: db, readsUpToNow: async () => db, ...postgresEnds(pool) };
    }
    const router = routeReads(pool, { ...options.replica, poolSize });
    await router.sample();
    const replicaDb = drizzleNodePg({ client: router.replicaPool, schema }) as unknown as Database;
    const ends = postgresEnds(pool);
    return {
      db,
      reads: drizzleNodePg({ client: router.pool as unknown as pg.Pool, schema }) as unknown as Database,
      readsUpToNow: async () => ((await router.caughtUp()) ? replicaDb : db),
      replica: { state: router.state, onChange: router.onChange },
      ...ends,
      close: async () => {
        await router.close();
        await ends.close();
      },
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return fromPglite(client);
}

/** What a PostgreSQL handle answers with its primary's pool. */
function postgresEnds(pool: pg.Pool): Pick<DatabaseHandle, "engine" | "ping" | "close"> {
  return {
    engine: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** Wraps an already open PGlite instance (tests load one from a prepared dump). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    reads: db,
    readsUpToNow: async () => db,
    engine: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
