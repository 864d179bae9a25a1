import { buildApp } from "../app";
import { loadConfig } from "../platform/config";
import { openMigratedDatabase } from "../platform/database";
import { runJobsWithApp } from "../platform/jobs-runner";

/**
 * The server as `npm start` runs it, without the storefront's build: its API, stand-ins and job
 * runner, configured by the environment. A test starts it as a child process to kill it mid-payment
 * (payment-crash.api.test.ts); it prints `listening <url>` once it serves.
 */
const config = loadConfig();
const database = await openMigratedDatabase(config);
const app = await buildApp({ config, database, storefront: "none" });
runJobsWithApp(app, { db: database.db, pollIntervalMs: config.jobs.pollIntervalMs });
const url = await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${url}\n`);
