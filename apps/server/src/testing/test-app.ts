import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { errorResponse } from "@odin/contracts";
import { type DatabaseHandle, fromPglite, openDatabase } from "@odin/db";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../platform/config";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's configuration (the sandbox gateways' keys among it). */
  config: Config;
  /** Log lines written so far, parsed. */
  logs: Record<string, unknown>[];
}

/** An app a test built itself, and must close. */
export interface OwnedTestApp extends TestApp {
  close(): Promise<void>;
}

/** A private copy of the test catalog: PGlite in memory, loaded from the run's dump; or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject("testDatabase");
  if (target.engine === "postgres") return openDatabase({ url: target.url, poolSize: 4 });
  const dump = await readFile(target.dumpFile);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
  return fromPglite(client);
}

let workerCatalog: Promise<DatabaseHandle> | undefined;

/**
 * The test catalog this worker's apps share: loaded once per worker and never closed (the worker's
 * end frees it). The API files of a worker run one after another on it, as they once ran at the same
 * time on one PostgreSQL database, so each file makes its own shoppers, sizes and orders and removes
 * them afterwards. Loading a copy per file cost most of a run's time on a busy machine.
 */
export function workerTestDatabase(): Promise<DatabaseHandle> {
  workerCatalog ??= openTestDatabase();
  return workerCatalog;
}

/**
 * An app on the worker's test catalog, or on `database` when given (a second app on a file's first
 * app's database sees changes that the first app's caches would hide); `close()` closes the app
 * only. `env` adds settings to the test configuration; `beforeReady` adds a test's own hooks to the
 * built app.
 *
 * The app stands behind a proxy on loopback (ODIN_TRUSTED_PROXIES=loopback): `inject()` connects
 * from 127.0.0.1, so a test names its client's address in X-Forwarded-For. A test of the default,
 * which believes no forwarded address, passes `ODIN_TRUSTED_PROXIES: ""`.
 */
export async function createTestApp(
  options: {
    database?: DatabaseHandle;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<OwnedTestApp> {
  const database = options.database ?? (await workerTestDatabase());
  const logs: Record<string, unknown>[] = [];
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    ODIN_MODE: "demo",
    ODIN_TRUSTED_PROXIES: "loopback",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    storefront: "none",
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logs,
    close: () => app.close(),
  };
}

/** Headers every storefront call sends (spec 1 §3). */
export const CLIENT_HEADERS = {
  module: "odin",
  accept: "application/json",
  "content-type": "application/json",
};

/** The first problem of an error answer, checked against the error shape. */
export function problemOf(response: { json(): unknown }) {
  return errorResponse.parse(response.json()).errors[0];
}
