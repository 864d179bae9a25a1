import { fileURLToPath } from "node:url";

/**
 * The stores the journeys run against (e2e/store.ts), each the production build on a fresh
 * PostgreSQL database of its own: the default one (Playwright's baseURL) and one whose operator
 * turned some feature flags off.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const FLAGS_OFF_PORT = PORT + 1;
/** ODIN_FEATURE_FLAGS of the second store (docs/configuration.md). */
export const FLAGS_OFF = "ratings=false,priceInfoBlock=false,socialLogin=false,newFooter=false";
export const flagsOffOrigin = `http://localhost:${FLAGS_OFF_PORT}`;

/** The database of the store at `port`, on the tests' PostgreSQL server. */
export const storeDatabase = (port: number): string => `odin_e2e_${port}`;

/**
 * The folder of the store at `port` (its files), and the one of the sizes the journeys claimed on it
 * (e2e/stock-support.ts): both go with the store.
 */
export const storeFolder = (port: number): string =>
  fileURLToPath(new URL(`../.data/e2e-${port}`, import.meta.url));
export const claimsFolder = (port: number): string => `${storeFolder(port)}-claims`;
