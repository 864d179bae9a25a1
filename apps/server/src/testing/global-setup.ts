import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { fromPglite, migrateDatabase, openDatabase } from "@odin/db";
import { seedDemoStore } from "@odin/db/seed";
import type { TestProject } from "vitest/node";
import { testDatabaseUrl, withTestServer } from "./postgres-server";

/** Styles in the shared test catalog: enough for every filter to have matches, quick to seed. */
export const TEST_CATALOG_STYLES = 300;

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { engine: "pglite"; dumpFile: string } | { engine: "postgres"; url: string };
  }
}

async function preparePostgres(project: TestProject): Promise<() => Promise<void>> {
  const name = `odin_test_${randomBytes(6).toString("hex")}`;
  await withTestServer((admin) => admin.query(`create database ${name}`));
  const url = testDatabaseUrl(name);
  const handle = await openDatabase({ url });
  await migrateDatabase(handle);
  await seedDemoStore(handle.db, { styles: TEST_CATALOG_STYLES });
  await handle.close();
  project.provide("testDatabase", { engine: "postgres", url });
  return async () => {
    await withTestServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create("memory://", { extensions: { pg_trgm } });
  const handle = fromPglite(client);
  await migrateDatabase(handle);
  await seedDemoStore(handle.db, { styles: TEST_CATALOG_STYLES });
  const dump = await client.dumpDataDir("none");
  const dumpFile = join(tmpdir(), `odin-test-${randomBytes(6).toString("hex")}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("testDatabase", { engine: "pglite", dumpFile });
  return () => rm(dumpFile, { force: true });
}

/**
 * Prepares one migrated, seeded catalog per test run: a PGlite dump that every test file loads
 * into its own in-memory database, or, with ODIN_TEST_DATABASE=postgres, a fresh PostgreSQL
 * database that is dropped afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return process.env.ODIN_TEST_DATABASE === "postgres" ? preparePostgres(project) : preparePglite(project);
}
