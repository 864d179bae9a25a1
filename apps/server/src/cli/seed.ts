/**
 * `npm run seed -- [--styles N] [--orders N] [--reset]`: seeds the configured database with the demo
 * store; `--orders` adds that many orders of bulk shoppers (the back office's benchmark). --reset
 * drops every table first (the data of the database is lost).
 */
import { parseArgs } from "node:util";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "@odin/db";
import { isSeeded, seedBulkOrders, seedDemoStore } from "@odin/db/seed";
import { sql } from "drizzle-orm";
import { loadConfig } from "../platform/config";

const { values } = parseArgs({
  options: {
    styles: { type: "string" },
    orders: { type: "string" },
    reset: { type: "boolean", default: false },
  },
});
const config = loadConfig();
const styles = values.styles ? Number.parseInt(values.styles, 10) : config.seedStyles;
if (!Number.isInteger(styles) || styles < 50) {
  console.error("--styles must be a whole number of at least 50");
  process.exit(1);
}
const orders = values.orders ? Number.parseInt(values.orders, 10) : 0;
if (!Number.isInteger(orders) || orders < 0 || orders > 5_000_000) {
  console.error("--orders must be a whole number from 0 to 5,000,000");
  process.exit(1);
}

async function reset(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}

const database = await openDatabase(config.database);
if (values.reset) await reset(database);
await migrateDatabase(database);
if (await isSeeded(database.db)) {
  console.error("The database already holds a catalog; run with --reset to replace it.");
  await database.close();
  process.exit(1);
}
const summary = await seedDemoStore(database.db, { styles, log: (message) => console.log(message) });
console.log(JSON.stringify(summary, null, 2));
if (orders > 0) await seedBulkOrders(database.db, { orders, log: (message) => console.log(message) });
await database.close();
