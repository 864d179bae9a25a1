import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** The service worker's switch (read with the others by config.ts). */
export const serviceWorkerEnv = {
  ODIN_SERVICE_WORKER: z.enum(["on", "off"]).default("on"),
};

type Env = BaseEnv & EnvOf<typeof serviceWorkerEnv>;

/**
 * Whether the storefront's pages register its service worker (offline page, product pages kept for
 * reading offline: docs/decisions/0077-installable-storefront.md). Off, they unregister it, and
 * /sw.js is a worker that deletes its caches and unregisters itself. The development server always
 * turns it off.
 */
export function serviceWorkerConfig(env: Env): boolean {
  return env.ODIN_SERVICE_WORKER === "on";
}
