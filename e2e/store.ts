import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { testDatabaseUrl, withTestServer } from "../apps/server/src/testing/postgres-server";
import { claimsFolder, storeDatabase, storeFolder } from "./servers";

/**
 * One store the journeys run against, started by Playwright (playwright.config.ts) with its PORT
 * and settings in the environment: the production build (`npm run serve`) on a PostgreSQL database
 * of its own on the server at 127.0.0.1:5432, made anew here and seeded with the demo store as the
 * store starts, and its files under `.data/e2e-<port>`; the sizes an earlier run's journeys claimed
 * (e2e/stock-support.ts) go with the old store. Playwright stops the store with SIGTERM; the
 * database is dropped once the store has shut down. A run cut short leaves it to the next run,
 * which drops it first.
 */

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("e2e/store.ts needs PORT");
const name = storeDatabase(port);
const dropDatabase = () =>
  withTestServer((admin) => admin.query(`drop database if exists ${name} with (force)`));

await rm(storeFolder(port), { recursive: true, force: true });
await rm(claimsFolder(port), { recursive: true, force: true });
await dropDatabase();
await withTestServer((admin) => admin.query(`create database ${name}`));

const store = spawn("npm", ["run", "serve", "--silent"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: testDatabaseUrl(name),
    ODIN_SEED_ON_START: "true",
    ODIN_DATA_DIR: storeFolder(port),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => store.kill(signal));
store.on("close", async (code) => {
  await dropDatabase();
  process.exit(code ?? 1);
});
