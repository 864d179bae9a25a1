import { PGlite } from "@electric-sql/pglite";
import { type Database, fromPglite } from "@odin/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ContentChange, createContentChanges } from "./content-changes";

let client: PGlite;
let db: Database;

beforeAll(async () => {
  client = await PGlite.create("memory://");
  await client.exec(
    "create table content_changes (id bigserial primary key, kind text not null, key text not null, changed_at timestamptz not null default now())",
  );
  db = fromPglite(client).db;
});
beforeEach(() => client.exec("truncate content_changes restart identity"));
afterAll(() => client.close());

function follow(now?: () => number) {
  const changes = createContentChanges(db, now);
  const seen: ContentChange[] = [];
  changes.subscribe((change) => void seen.push(change));
  return { changes, seen };
}

describe("content changes", () => {
  it("starts with everything, then passes on each document that changed once", async () => {
    const { changes, seen } = follow();
    await changes.sync();
    expect(seen).toEqual([{ all: true }]);
    await db.execute(
      sql`insert into content_changes (kind, key) values ('master_template', 'home'), ('navigation', 'default'), ('master_template', 'home')`,
    );
    await changes.sync();
    await changes.sync();
    expect(seen.slice(1)).toEqual([
      {
        all: false,
        documents: [
          { kind: "master_template", key: "home" },
          { kind: "navigation", key: "default" },
        ],
      },
    ]);
  });

  it("follows a change that commits after a later one (a gap in the ids)", async () => {
    const { changes, seen } = follow();
    await changes.sync();
    await db.execute(sql`insert into content_changes (id, kind, key) values (2, 'static_page', 'terms')`);
    await changes.sync();
    // Id 1 belonged to a transaction still open: it commits now.
    await db.execute(sql`insert into content_changes (id, kind, key) values (1, 'master_template', 'nw')`);
    await changes.sync();
    expect(seen.slice(1)).toEqual([
      { all: false, documents: [{ kind: "static_page", key: "terms" }] },
      { all: false, documents: [{ kind: "master_template", key: "nw" }] },
    ]);
  });

  it("starts over with everything when it has not looked for half an hour", async () => {
    const clock = { now: 0 };
    const { changes, seen } = follow(() => clock.now);
    await changes.sync();
    clock.now = 31 * 60_000;
    await changes.sync();
    expect(seen).toEqual([{ all: true }, { all: true }]);
  });
});
