import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./platform/config";
import { openMigratedDatabase, seedIfEmpty } from "./platform/database";
import { runJobsWithApp } from "./platform/jobs-runner";
import { createShutdown } from "./platform/shutdown";

/** Start-up only: configuration, database, job runner, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const app = await buildApp({
    config,
    database,
    storefront: process.argv.includes("--dev") ? "development" : "production",
  });
  if (config.sessionSecretGenerated) {
    app.log.warn("ODIN_SESSION_SECRET is not set: using a random secret for this process (demo mode)");
  }
  if (config.auth.jwtSecretGenerated) {
    app.log.warn(
      "ODIN_JWT_SECRET is not set: using a random token key for this process (demo mode); sign-ins end on restart",
    );
  }
  if (config.bankTransfer.detailsKeyDerived) {
    app.log.warn(
      "ODIN_BANK_DETAILS_KEY is not set: the key of saved bank account numbers is derived from the session secret (demo mode); without ODIN_SESSION_SECRET they cannot be read after a restart",
    );
  }
  await seedIfEmpty(database, config, (message) => app.log.info(message));
  // Scheduled jobs run here unless `npm run worker` runs them (decision 31); the runner stops when
  // the app closes, before the database does.
  if (config.jobs.inProcess) {
    runJobsWithApp(app, { db: database.db, pollIntervalMs: config.jobs.pollIntervalMs });
  } else {
    app.log.info("scheduled jobs are left to npm run worker (ODIN_JOBS_IN_PROCESS=false)");
  }

  const shutdown = createShutdown(app, database, config.shutdownGraceMs);
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Odin is serving on ${database.engine} at http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
