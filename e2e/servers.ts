/**
 * The stores the journeys run against, each the production build on a fresh PGlite store: the
 * default one (Playwright's baseURL) and one whose operator turned some feature flags off.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const FLAGS_OFF_PORT = PORT + 1;
/** ODIN_FEATURE_FLAGS of the second store (docs/configuration.md). */
export const FLAGS_OFF = "ratings=false,priceInfoBlock=false,socialLogin=false,newFooter=false";
export const flagsOffOrigin = `http://localhost:${FLAGS_OFF_PORT}`;
