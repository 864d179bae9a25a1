import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import pg from "pg";
import { storeDatabase } from "./servers";

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
const { name, url, adminUrl } = storeDatabase(port);

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

await rm(`.data/e2e-${port}`, { recursive: true, force: true });
await rm(`.data/e2e-${port}-claims`, { recursive: true, force: true });
await onServer(`drop database if exists ${name} with (force)`);
await onServer(`create database ${name}`);

const store = spawn("npm", ["run", "serve", "--silent"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: url,
    ODIN_SEED_ON_START: "true",
    ODIN_DATA_DIR: `.data/e2e-${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => store.kill(signal));
store.on("close", async (code) => {
  await onServer(`drop database if exists ${name} with (force)`);
  process.exit(code ?? 1);
});
