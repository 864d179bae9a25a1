import { defineConfig, devices } from "@playwright/test";
import { FLAGS_OFF, FLAGS_OFF_PORT, PORT } from "./e2e/servers";

/**
 * Every journey registers shoppers of its own (e2e/shopper-support.ts), each with a one-time code,
 * and all from this machine's one address: the stores allow that many codes per address. A bank
 * transfer is followed every 2 seconds, not 10 minutes, so a journey sees a returned item's refund
 * settle, and jobs (a CSV import, an alert wave) are taken within a second.
 */
const JOURNEY_ENV =
  "ODIN_OTP_MAX_SENDS_PER_ADDRESS=10000 ODIN_PAYOUTS_POLL_SECONDS=2 ODIN_JOBS_POLL_SECONDS=1 ";

/**
 * The store at `port`, with `env` added: the production build on a fresh PostgreSQL database
 * (e2e/store.ts). Stopped with SIGTERM, it shuts down and its database is dropped.
 */
const store = (port: number, env = "") => ({
  command: `${JOURNEY_ENV}${env}PORT=${port} node --import tsx e2e/store.ts`,
  url: `http://localhost:${port}/readyz`,
  timeout: 240_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 30_000 },
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

/**
 * Journeys a shopper takes, in Chromium's headless shell (decision 58), against the production
 * build on fresh PostgreSQL databases (e2e/servers.ts, decision 59). No journey depends on
 * another's state (its own shoppers, orders and sizes), so they run in parallel, on E2E_WORKERS
 * workers (2 unless set).
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  /**
   * A journey that fails runs once more, recording its trace; the run still fails if it then passes
   * (a flaky journey is a defect). Tracing every journey cost the run 40% more CPU.
   */
  retries: 1,
  failOnFlakyTests: true,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } },
    { name: "mobile", use: { ...devices["Pixel 7"] } },
  ],
  webServer: [store(PORT), store(FLAGS_OFF_PORT, `ODIN_FEATURE_FLAGS=${FLAGS_OFF} `)],
});
