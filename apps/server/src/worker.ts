import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./platform/config";
import { openMigratedDatabase } from "./platform/database";
import { runJobsWithApp } from "./platform/jobs-runner";
import { createShutdown } from "./platform/shutdown";

/**
 * `npm run worker`: runs the scheduled jobs in a process of their own (decision 31). It builds the
 * same app as the server, so every module adds its job handlers as it does there, but never
 * listens: built as a worker, it leaves out what only answers requests, the catalog in memory
 * (about 400 MB at 100,000 styles) and the change feeds that keep such read models current. It
 * needs PostgreSQL: the embedded database belongs to the server's process.
 */
async function worker(): Promise<void> {
  const config = loadConfig();
  if (!config.database.url) {
    throw new ConfigError(
      "npm run worker needs DATABASE_URL: with the embedded database the server runs the jobs itself",
    );
  }
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config, database, storefront: "none", role: "worker" });
  runJobsWithApp(app, { db: database.db, pollIntervalMs: config.jobs.pollIntervalMs });

  const shutdown = createShutdown(app, database, config.shutdownGraceMs);
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.ready();
  app.log.info("Odin's job worker is running");
}

worker().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
