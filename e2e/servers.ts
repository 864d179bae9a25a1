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

/** The PostgreSQL server the stores' databases are made on, as `npm run test:pg`'s are. */
const SERVER = "postgres://postgres@127.0.0.1:5432";

/** The database of the store at `port`, and the server's own to make and drop it from. */
export function storeDatabase(port: number): { name: string; url: string; adminUrl: string } {
  const name = `odin_e2e_${port}`;
  return { name, url: `${SERVER}/${name}`, adminUrl: `${SERVER}/postgres` };
}
