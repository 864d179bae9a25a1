import { randomBytes } from "node:crypto";
import { adminJob, adminMessage, jobsPage, outboxPage } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { staffWith } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();

const tag = () => randomBytes(6).toString("hex");

async function job(state: "pending" | "failed" | "running", attempts: number, name = `test-${tag()}`) {
  const [row] = await test.database.db
    .insert(schema.jobs)
    .values({
      name,
      key: tag(),
      payload: { orderId: 1 },
      state,
      attempts,
      lastError: attempts ? "gateway down" : null,
      // Kept out of reach of the test app's runner (a daily job has a handler there).
      runAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  if (!row) throw new Error("no job");
  return row;
}

async function message(status: "pending" | "failed", template: "order-status" | "otp-login", keep: boolean) {
  const [row] = await test.database.db
    .insert(schema.outboxMessages)
    .values({
      channel: "sms",
      recipient: "9876543210",
      template,
      payload: keep
        ? { orderId: "OD1", status: "Shipped", items: "1", link: "https://odin.example/o" }
        : null,
      idempotencyKey: `test:${tag()}`,
      status,
      attempts: status === "failed" ? 8 : 0,
      lastError: status === "failed" ? "provider refused" : null,
      // Kept out of reach of the test app's dispatcher until a retry makes it due.
      availableAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  if (!row) throw new Error("no message");
  return row;
}

const post = (url: string, headers: Record<string, string>) =>
  test.app.inject({ method: "POST", url, headers, payload: {} });

async function auditFor(resource: string, id: number) {
  return test.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.resource, resource), eq(schema.auditLog.resourceId, String(id))));
}

describe("the jobs queue in the back office (decision 60)", () => {
  it("lists dead jobs with their error, and runs one again, once, audited", async () => {
    const operator = await staffWith(test, ["jobs:read", "jobs:write"]);
    const dead = await job("failed", 5);
    const page = jobsPage.parse(
      (
        await test.app.inject({
          url: `/admin/api/jobs?state=dead&name=${dead.name}`,
          headers: operator.headers,
        })
      ).json(),
    );
    expect(page.jobs).toEqual([
      expect.objectContaining({ id: dead.id, state: "dead", lastError: "gateway down" }),
    ]);
    const [first, second] = await Promise.all([
      post(`/admin/api/jobs/${dead.id}/retry`, operator.headers),
      post(`/admin/api/jobs/${dead.id}/retry`, operator.headers),
    ]);
    const answers = [first, second].map((answer) => answer?.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const done = [first, second].find((answer) => answer?.statusCode === 200);
    expect(adminJob.parse(done?.json())).toMatchObject({ state: "pending", attempts: 0 });
    const entries = await auditFor("job", dead.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toEqual({
      state: { from: "dead", to: "pending" },
      attempts: { from: 5, to: 0 },
    });
  });

  it("discards a waiting job, and refuses to discard a running one", async () => {
    const operator = await staffWith(test, ["jobs:read", "jobs:write"]);
    const waiting = await job("pending", 0);
    const discarded = await post(`/admin/api/jobs/${waiting.id}/discard`, operator.headers);
    expect(adminJob.parse(discarded.json()).state).toBe("cancelled");
    const running = await job("running", 1);
    const refused = await post(`/admin/api/jobs/${running.id}/discard`, operator.headers);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: "STATE_CHANGED", data: { state: "running" } });
    expect((await post("/admin/api/jobs/2147483647/retry", operator.headers)).statusCode).toBe(404);
  });

  it("refuses to discard a daily job, which schedules the next day's run, and records nothing", async () => {
    const operator = await staffWith(test, ["jobs:read", "jobs:write"]);
    const daily = await job("pending", 0, "prune-audit-log");
    const refused = await post(`/admin/api/jobs/${daily.id}/discard`, operator.headers);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)?.code).toBe("DAILY_JOB_KEPT");
    const [row] = await test.database.db.select().from(schema.jobs).where(eq(schema.jobs.id, daily.id));
    expect(row?.state).toBe("pending");
    expect(await auditFor("job", daily.id)).toEqual([]);
    await test.database.db.delete(schema.jobs).where(eq(schema.jobs.id, daily.id));
  });
});

describe("the outbox in the back office (decision 60)", () => {
  it("shows a message's recipient partly hidden and never its contents", async () => {
    const operator = await staffWith(test, ["jobs:read"]);
    const dead = await message("failed", "order-status", true);
    const answer = await test.app.inject({
      url: "/admin/api/outbox?status=dead&template=order-status&limit=100",
      headers: operator.headers,
    });
    const listed = outboxPage.parse(answer.json()).messages.find((row) => row.id === dead.id);
    expect(listed).toMatchObject({
      recipient: "98••••3210",
      status: "dead",
      retryable: true,
      lastError: "provider refused",
    });
    expect(answer.body).not.toContain("9876543210");
    expect(answer.body).not.toContain("odin.example/o");
  });

  it("sends a dead message again, audited; refuses one whose code was not kept", async () => {
    const operator = await staffWith(test, ["jobs:read", "jobs:write"]);
    const dead = await message("failed", "order-status", true);
    const retried = await post(`/admin/api/outbox/${dead.id}/retry`, operator.headers);
    expect(retried.statusCode).toBe(200);
    expect(adminMessage.parse(retried.json())).toMatchObject({ status: "pending", attempts: 0 });
    expect((await auditFor("outbox-message", dead.id)).map((entry) => entry.action)).toEqual(["retry"]);
    const code = await message("failed", "otp-login", false);
    const refused = await post(`/admin/api/outbox/${code.id}/retry`, operator.headers);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)?.code).toBe("MESSAGE_NOT_KEPT");
  });

  it("discards a waiting message, clearing its contents", async () => {
    const operator = await staffWith(test, ["jobs:read", "jobs:write"]);
    const waiting = await message("pending", "order-status", true);
    const discarded = await post(`/admin/api/outbox/${waiting.id}/discard`, operator.headers);
    expect(adminMessage.parse(discarded.json()).status).toBe("discarded");
    const [row] = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.id, waiting.id));
    expect(row).toMatchObject({ status: "discarded", payload: null });
    expect((await post(`/admin/api/outbox/${waiting.id}/discard`, operator.headers)).statusCode).toBe(409);
  });
});
