import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies every migration not yet applied. The same SQL runs on PGlite and PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators accept the drizzle instance of their driver.
  const db = handle.db as any;
  if (handle.engine === "pglite") await migratePglite(db, { migrationsFolder });
  else await migrateNodePg(db, { migrationsFolder });
}
