import { openDatabase, ReadRoutingPool } from "@odin/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../testing/postgres-server";

/** Nothing listens on this port: a replica that is gone. */
const GONE = "postgres://postgres@127.0.0.1:1/postgres";

const pools: pg.Pool[] = [];
const poolNamed = (applicationName: string, url = testDatabaseUrl("postgres")) => {
  const pool = new pg.Pool({ connectionString: url, application_name: applicationName, max: 1 });
  pool.on("error", () => undefined);
  pools.push(pool);
  return pool;
};
const nameOf = async (pool: { query: ReadRoutingPool["query"] }) =>
  (
    (await pool.query({ text: "select current_setting('application_name') as name" })).rows[0] as {
      name: string;
    }
  ).name;

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe("reads routed to a replica (decision 73)", { tags: ["postgres"] }, () => {
  it("go to the replica while it is fresh, and to the primary otherwise", async () => {
    let fresh = true;
    const routed = new ReadRoutingPool(
      poolNamed("primary"),
      poolNamed("replica"),
      () => fresh,
      () => undefined,
    );
    expect(await nameOf(routed)).toBe("replica");
    fresh = false;
    expect(await nameOf(routed)).toBe("primary");
  });

  it("run a read the replica fails on the primary, and say so", async () => {
    let failures = 0;
    const routed = new ReadRoutingPool(
      poolNamed("primary"),
      poolNamed("replica", GONE),
      () => true,
      () => failures++,
    );
    expect(await nameOf(routed)).toBe("primary");
    expect(failures).toBe(1);
  });

  it("keep transactions on the primary", async () => {
    const routed = new ReadRoutingPool(
      poolNamed("primary"),
      poolNamed("replica"),
      () => true,
      () => undefined,
    );
    const client = await routed.connect();
    try {
      expect(await nameOf(client)).toBe("primary");
    } finally {
      client.release();
    }
  });

  it("degrade to the primary when the replica is gone, or is no standby", async () => {
    for (const [url, reason] of [
      [GONE, /ECONNREFUSED|connect/],
      [testDatabaseUrl("postgres"), /not a standby/],
    ] as const) {
      const handle = await openDatabase({
        url: testDatabaseUrl("postgres"),
        poolSize: 2,
        replica: { url, maxLagMs: 2_000 },
      });
      try {
        const state = handle.replica?.state();
        expect(state?.kind).toBe("lost");
        expect(state?.kind === "lost" && state.reason).toMatch(reason);
        const answer = (await handle.reads.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(answer.rows).toEqual([{ one: 1 }]);
      } finally {
        await handle.close();
      }
    }
  });
});
