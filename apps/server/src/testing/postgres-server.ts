import pg from "pg";

/**
 * The PostgreSQL server the tests and journeys make their own databases on (127.0.0.1:5432, user
 * `postgres`, trust auth): `npm run test:pg`, the crash test's server and the journeys' stores.
 */
const SERVER = "postgres://postgres@127.0.0.1:5432";

/** The URL of the database `name` on that server. */
export const testDatabaseUrl = (name: string): string => `${SERVER}/${name}`;

/** Runs `use` on a connection to the server's own database, to make or drop another one. */
export async function withTestServer<T>(use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl("postgres") });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}
