import { ROLES } from "@odin/contracts";
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

/** PostgreSQL's unique_violation, found on the driver error or the error Drizzle wraps it in. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The columns every new shopper account starts with, however it was created: an end-user role, and
 * the e-mail in lower case so its unique index also catches case variants.
 */
export function newEndUser(email: string) {
  return { email: email.toLowerCase(), roles: [ROLES.endUser] };
}
