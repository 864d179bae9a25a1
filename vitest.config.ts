import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["apps/**/*.test.{ts,tsx}", "packages/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/*.api.test.ts", "**/build/**"],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/**/*.api.test.ts"],
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
