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
  close(): Promise<void>;
}

/** The shared test catalog: a private in-memory PGlite copy, or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject("testDatabase");
  if (target.engine === "postgres") return openDatabase({ url: target.url, poolSize: 4 });
  const dump = await readFile(target.dumpFile);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
  return fromPglite(client);
}

/**
 * An app on the test catalog. Given `database`, the app shares it (a second app sees changes that a
 * first app's caches would hide) and `close()` leaves that database open for its owner. `env` adds
 * settings to the test configuration; `beforeReady` adds a test's own hooks to the built app.
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
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
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
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
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
