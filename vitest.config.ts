import { defineConfig } from "vitest/config";
import { PREACT_ALIASES, REACT_LIBRARIES } from "./apps/storefront/preact-runtime";

/**
 * Vitest resolves packages as Node does (no `module` condition or field): React Router and Testing
 * Library would be their CommonJS builds, whose `require("react")` no alias reaches. The
 * storefront's tests take their ES modules.
 */
const ES_MODULES = {
  conditions: ["module", "node", "development|production"],
  mainFields: ["module", "main"],
};

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores, which on CI's 2-core machine is
    // one worker and an idle core: every core runs one.
    maxWorkers: "100%",
    tags: [
      {
        name: "postgres",
        description:
          "Proves a guard under concurrency (locks, unique keys, conditional updates, SKIP LOCKED) or a crash: meaningful only on PostgreSQL, whose connections run at once, where PGlite runs one statement at a time. `npm run test:pg` runs these; `npm test` leaves them out.",
      },
    ],
    projects: [
      {
        test: {
          name: "unit",
          include: ["apps/server/**/*.test.ts", "packages/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.api.test.ts", "**/*.fuzz.test.ts"],
          // The server's and packages' unit files mock no module and keep no state in one, so the
          // files of a worker share their imports, in worker threads.
          pool: "threads",
          isolate: false,
          // Generous on purpose: on a busy 2-core machine starting PGlite (embedded PostgreSQL in
          // WASM) in a beforeAll takes far longer than Vitest's default 10 s hook timeout.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The storefront runs on Preact (apps/storefront/preact-runtime.ts): so do its tests, with the
        // libraries that import React by name (and Testing Library) transformed against the aliases.
        resolve: { alias: PREACT_ALIASES, ...ES_MODULES },
        ssr: { resolve: ES_MODULES },
        test: {
          name: "storefront",
          include: ["apps/storefront/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/build/**"],
          // Each file gets modules of its own (storefront tests mock modules, and the toast,
          // session and cache modules keep state), in worker threads, which start a file in about
          // two-thirds of a process's time.
          pool: "threads",
          testTimeout: 30_000,
          setupFiles: ["apps/storefront/app/testing/setup.ts"],
          server: { deps: { inline: [...REACT_LIBRARIES, "@testing-library/react"] } },
        },
      },
      {
        test: {
          name: "admin",
          include: ["apps/admin/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/build/**"],
          // The back office is browser code only: every file runs in a DOM, and gets modules of its
          // own (the session module keeps state), in worker threads.
          environment: "happy-dom",
          pool: "threads",
          testTimeout: 30_000,
          setupFiles: ["apps/admin/app/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/**/*.api.test.ts"],
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          // Every file builds its own app on its own database, so the files of a worker can share
          // their imports: evaluating the app's modules once per worker, not once per file, saves
          // most of a run's time on a busy machine.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Hostile requests to every OpenAPI operation (house rule 12): `npm run test:fuzz`, not `npm test`.
          name: "fuzz",
          include: ["apps/server/**/*.fuzz.test.ts"],
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
