import { randomBytes } from "node:crypto";
import { auditPage, auditSettings } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { recordAudit, systemActor } from "../../platform/audit";
import { useTestApp } from "../../testing/api-fixture";
import { staffWith } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";
import { deleteExpired } from "./audit.repo";

const test = useTestApp();

/** Entries of a resource of this test's own, so other files' entries never mix in. */
async function seedEntries(count: number, resource = `test-${randomBytes(4).toString("hex")}`) {
  const actor = systemActor("test", "t");
  for (let index = 0; index < count; index += 1) {
    await recordAudit(test.database.db, actor, {
      resource,
      resourceId: index % 2 === 0 ? "even" : "odd",
      action: "update",
      before: { price: index },
      after: { price: index + 1 },
    });
  }
  return resource;
}

const get = (url: string, headers: Record<string, string>) => test.app.inject({ url, headers });

describe("the audit log (decision 62)", () => {
  afterAll(async () => {
    await test.database.db.update(schema.auditSettings).set({ retentionDays: 730 });
  });

  it("pages newest first by keyset, without repeats or gaps, filtered by resource and id", async () => {
    const reader = await staffWith(test, ["audit:read"]);
    const resource = await seedEntries(7);
    const seen: number[] = [];
    let next: string | null = null;
    do {
      const after: string = next ? `&after=${next}` : "";
      const answer = await get(`/admin/api/audit?resource=${resource}&limit=3${after}`, reader.headers);
      expect(answer.statusCode).toBe(200);
      const page = auditPage.parse(answer.json());
      seen.push(...page.entries.map((entry) => entry.id));
      next = page.next;
    } while (next);
    expect(seen).toHaveLength(7);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const odd = auditPage.parse(
      (await get(`/admin/api/audit?resource=${resource}&resourceId=odd`, reader.headers)).json(),
    );
    expect(odd.entries).toHaveLength(3);
    expect(odd.entries[0]?.changes).toEqual({ price: { from: 5, to: 6 } });
  });

  it("filters by time: a date is a whole day in India", async () => {
    const reader = await staffWith(test, ["audit:read"]);
    const resource = await seedEntries(1);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const inDay = auditPage.parse(
      (await get(`/admin/api/audit?resource=${resource}&from=${today}&to=${today}`, reader.headers)).json(),
    );
    expect(inDay.entries).toHaveLength(1);
    const before = auditPage.parse(
      (await get(`/admin/api/audit?resource=${resource}&to=2020-01-01`, reader.headers)).json(),
    );
    expect(before.entries).toHaveLength(0);
  });

  it("exports CSV with formulas defused", async () => {
    const reader = await staffWith(test, ["audit:read"]);
    const resource = await seedEntries(0);
    await recordAudit(test.database.db, systemActor('=HYPERLINK("x")', "t"), {
      resource,
      resourceId: "1",
      action: "create",
      after: { name: "Kurta, cotton" },
    });
    const answer = await get(`/admin/api/audit/export?resource=${resource}`, reader.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, row] = answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(header).toBe("at,actor,actorId,resource,resourceId,action,changes,clientAddress,userAgent");
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain(`""to"":""Kurta, cotton""`);
  });

  it("sets the retention within its bounds, and records the change", async () => {
    const owner = await staffWith(test, ["audit:read", "audit:write"]);
    const put = (retentionDays: unknown) =>
      test.app.inject({
        method: "PUT",
        url: "/admin/api/audit/settings",
        headers: owner.headers,
        payload: { retentionDays },
      });
    expect((await put(90)).statusCode).toBe(400);
    const set = await put(365);
    expect(set.statusCode).toBe(200);
    expect(auditSettings.parse(set.json())).toEqual({ retentionDays: 365 });
    const page = auditPage.parse(
      (await get("/admin/api/audit?resource=audit-settings&limit=1", owner.headers)).json(),
    );
    expect(page.entries[0]).toMatchObject({
      actor: { id: owner.id },
      action: "update",
      changes: { retentionDays: { to: 365 } },
    });
  });

  it("refuses each call to a role without its permission", async () => {
    const none = await staffWith(test, ["orders:read"]);
    const reader = await staffWith(test, ["audit:read"]);
    for (const url of ["/admin/api/audit", "/admin/api/audit/export", "/admin/api/audit/settings"]) {
      const answer = await get(url, none.headers);
      expect(answer.statusCode, url).toBe(403);
      expect(problemOf(answer)?.data).toEqual({ permission: "audit:read" });
    }
    const put = await test.app.inject({
      method: "PUT",
      url: "/admin/api/audit/settings",
      headers: reader.headers,
      payload: { retentionDays: 400 },
    });
    expect(put.statusCode).toBe(403);
  });
});

describe("the audit log's rows cannot be changed", () => {
  it("refuses update, delete and truncate of an entry, whatever the code", async () => {
    const resource = await seedEntries(1);
    const { db } = test.database;
    const [entry] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, resource));
    if (!entry) throw new Error("no entry");
    await expect(
      db.update(schema.auditLog).set({ action: "forged" }).where(eq(schema.auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(db.delete(schema.auditLog).where(eq(schema.auditLog.id, entry.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.id, entry.id));
    expect(still).toEqual(entry);
  });

  it("lets the retention job remove only the entries past the retention", async () => {
    const { db } = test.database;
    const resource = await seedEntries(0);
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    // Only a table owner may back-date an entry for this test; the store's code never can.
    await recordAudit(db, systemActor("test", "t"), { resource, resourceId: "old", action: "create" });
    await recordAudit(db, systemActor("test", "t"), { resource, resourceId: "new", action: "create" });
    await db.execute(
      sql`update audit_log set at = now() - interval '800 days' where resource = ${resource} and resource_id = 'old'`,
    );
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect(await deleteExpired(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(schema.auditLog).where(eq(schema.auditLog.resource, resource));
    expect(left.map((row) => row.resourceId)).toEqual(["new"]);
  });
});
