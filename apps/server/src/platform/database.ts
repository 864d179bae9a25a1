import { type DatabaseHandle, migrateDatabase, openDatabase } from "@odin/db";
import { isSeeded, seedDemoStore } from "@odin/db/seed";
import type { Config } from "./config";

/** Opens the configured database (PostgreSQL or embedded PGlite) and applies pending migrations. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database);
  await migrateDatabase(handle);
  return handle;
}

/** Seeds the demo store when the catalog is empty and seeding on start is enabled. */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  config: Config,
  log: (message: string) => void,
): Promise<void> {
  if (!config.seedOnStart || (await isSeeded(handle.db))) return;
  log(`seeding the demo store with ${config.seedStyles} styles (first start)`);
  const summary = await seedDemoStore(handle.db, { styles: config.seedStyles, log });
  log(`demo store seeded: ${JSON.stringify(summary)}`);
}
