/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from "../platform/config";
import { openMigratedDatabase } from "../platform/database";

const database = await openMigratedDatabase(loadConfig());
console.log(`migrations applied (${database.engine})`);
await database.close();
