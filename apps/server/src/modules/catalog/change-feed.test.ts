import { PGlite } from "@electric-sql/pglite";
import { type Database, fromPglite } from "@odin/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CatalogChange, createChangeFeed } from "./change-feed";

let client: PGlite;
let db: Database;
let queries: number;

// One PGlite for the file (it takes seconds to start on a busy machine); each test starts from an
// empty table whose ids begin at 1 again.
beforeAll(async () => {
  client = await PGlite.create("memory://");
  await client.exec(
    "create table catalog_changes (id bigserial primary key, style_id integer, changed_at timestamptz not null default now())",
  );
  const inner = fromPglite(client).db;
  // Counts the feed's round trips.
  db = new Proxy(inner, {
    get(target, key, receiver) {
      if (key === "execute") {
        return (query: unknown) => {
          queries++;
          return target.execute(query as Parameters<typeof target.execute>[0]);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
});
beforeEach(async () => {
  await client.exec("truncate catalog_changes restart identity");
  queries = 0;
});
afterAll(() => client.close());

function recorder() {
  const seen: CatalogChange[] = [];
  return { seen, listener: (change: CatalogChange) => void seen.push(change) };
}

describe("change feed", () => {
  it("starts with a full load, then passes on the styles that changed", async () => {
    const feed = createChangeFeed(db);
    const { seen, listener } = recorder();
    feed.subscribe(listener);
    await feed.sync();
    expect(seen).toEqual([{ all: true }]);
    await db.execute(sql`insert into catalog_changes (style_id) values (11), (12), (11)`);
    await feed.sync();
    expect(seen[1]).toEqual({ all: false, styleIds: [11, 12] });
    await feed.sync();
    expect(seen).toHaveLength(2);
  });

  it("reloads everything for a bulk change", async () => {
    const feed = createChangeFeed(db);
    const { seen, listener } = recorder();
    feed.subscribe(listener);
    await feed.sync();
    await db.execute(sql`insert into catalog_changes (style_id) values (null)`);
    await feed.sync();
    expect(seen[1]).toEqual({ all: true });
  });

  it("watches an id it skipped and passes it on once it commits", async () => {
    const feed = createChangeFeed(db);
    const { seen, listener } = recorder();
    feed.subscribe(listener);
    await feed.sync();
    // Id 2 is taken by a transaction that has not committed yet; id 3 is visible first.
    await db.execute(sql`insert into catalog_changes (id, style_id) values (1, 10), (3, 30)`);
    await feed.sync();
    expect(seen[1]).toEqual({ all: false, styleIds: [10, 30] });
    await db.execute(sql`insert into catalog_changes (id, style_id) values (2, 20)`);
    await feed.sync();
    expect(seen[2]).toEqual({ all: false, styleIds: [20] });
  });

  it("shares one round trip among callers who arrive while one is under way", async () => {
    const feed = createChangeFeed(db);
    await feed.sync();
    const before = queries;
    await Promise.all(Array.from({ length: 20 }, () => feed.sync()));
    // The first caller's check, then one more shared by the 19 who came during it.
    expect(queries - before).toBe(2);
  });

  it("makes a caller who arrives during a check wait for a newer one", async () => {
    const feed = createChangeFeed(db);
    const { seen, listener } = recorder();
    feed.subscribe(listener);
    await feed.sync();
    const first = feed.sync();
    await db.execute(sql`insert into catalog_changes (style_id) values (42)`);
    const second = feed.sync();
    await Promise.all([first, second]);
    expect(seen.flatMap((change) => (change.all ? [] : change.styleIds))).toContain(42);
  });

  describe("a bulk change", () => {
    const styles = (from: number, count: number) => Array.from({ length: count }, (_, at) => from + at);
    const insertStyles = (ids: number[]) =>
      db.execute(
        sql.raw(`insert into catalog_changes (style_id) values ${ids.map((id) => `(${id})`).join(",")}`),
      );

    it("reaches the listeners behind the callers, gathered, and a small one meanwhile at once", async () => {
      const feed = createChangeFeed(db, { bulkGatherMs: 50 });
      const { seen, listener } = recorder();
      feed.subscribe(listener);
      await feed.sync();
      await insertStyles(styles(1_000, 101));
      await feed.sync();
      expect(seen).toHaveLength(1);
      await insertStyles(styles(2_000, 150));
      await feed.sync();
      await insertStyles([7]);
      await feed.sync();
      expect(seen[1]).toEqual({ all: false, styleIds: [7] });
      await feed.settle();
      expect(seen).toHaveLength(3);
      expect(seen[2]).toEqual({ all: false, styleIds: [...styles(1_000, 101), ...styles(2_000, 150)] });
      feed.stop();
    });

    it("of more rows than one read takes reloads everything, behind the callers", async () => {
      const feed = createChangeFeed(db, { bulkGatherMs: 50 });
      const { seen, listener } = recorder();
      feed.subscribe(listener);
      await feed.sync();
      await db.execute(
        sql`insert into catalog_changes (style_id) select n % 90 from generate_series(1, 5000) n`,
      );
      await feed.sync();
      expect(seen).toHaveLength(1);
      await feed.settle();
      expect(seen[1]).toEqual({ all: true });
      // The read skipped to the last row: nothing is handed over twice.
      await feed.settle();
      expect(seen).toHaveLength(2);
      feed.stop();
    });

    it("that fails is told of and tried again with the next one", async () => {
      const errors: unknown[] = [];
      const feed = createChangeFeed(db, { bulkGatherMs: 20, onBulkError: (error) => errors.push(error) });
      const { seen, listener } = recorder();
      let failures = 1;
      feed.subscribe((change) => {
        if (!change.all && failures-- > 0) throw new Error("the index could not be read");
        listener(change);
      });
      await feed.sync();
      await insertStyles(styles(1, 120));
      await feed.settle();
      expect(errors).toHaveLength(1);
      expect(seen.at(-1)).toEqual({ all: false, styleIds: styles(1, 120) });
      feed.stop();
    });

    it("does not hold a listing's caller while bulk changes come, nor for five seconds after", async () => {
      let clock = 0;
      const feed = createChangeFeed(db, { bulkGatherMs: 20, now: () => clock });
      // The listener holds every single-style change until it is let go.
      const holding: (() => void)[] = [];
      const letGo = () => {
        for (const release of holding.splice(0)) release();
      };
      feed.subscribe((change) =>
        !change.all && change.styleIds.length === 1
          ? new Promise<void>((resolve) => holding.push(resolve))
          : undefined,
      );
      const within = (ms: number) =>
        Promise.race([
          feed.syncUnlessBulk().then(() => "went on"),
          new Promise((resolve) => setTimeout(() => resolve("waited"), ms)),
        ]);
      await feed.sync();
      await insertStyles([7]);
      expect(await within(200)).toBe("waited");
      letGo();
      await feed.sync();
      await insertStyles(styles(1_000, 120));
      await feed.sync();
      await insertStyles([8]);
      expect(await within(1_000)).toBe("went on");
      clock += 5_001;
      await insertStyles([9]);
      expect(await within(200)).toBe("waited");
      // Whatever is held is let go until every change has reached the listener.
      const letting = setInterval(letGo, 10);
      await feed.settle();
      clearInterval(letting);
      feed.stop();
    });

    it("gathering when the feed stops never reaches the listeners", async () => {
      const feed = createChangeFeed(db, { bulkGatherMs: 20 });
      const { seen, listener } = recorder();
      feed.subscribe(listener);
      await feed.sync();
      await insertStyles(styles(1, 120));
      await feed.sync();
      feed.stop();
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(seen).toHaveLength(1);
    });
  });
});
