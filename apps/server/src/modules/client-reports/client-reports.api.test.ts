import { randomUUID } from "node:crypto";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomIp } from "../../testing/auth";
import { sandboxMessages } from "../../testing/otp";
import {
  CLIENT_HEADERS,
  createTestApp,
  type OwnedTestApp,
  problemOf,
  type TestApp,
} from "../../testing/test-app";

const OPERATOR = `ops-${randomUUID().slice(0, 8)}@shop.example.in`;

const report = (correlationId = randomUUID()) => ({
  statusCode: 503,
  errorInfo: {
    type: "api_error",
    path: "/api/v2/listing/products",
    method: "POST",
    correlationId,
    durationMs: 812,
    code: "503",
    detail: "down",
  },
});

function postReport(test: TestApp, payload: object, address = randomIp()) {
  return test.app.inject({
    method: "POST",
    url: "/api/errorMail",
    headers: { ...CLIENT_HEADERS, clientSessionId: "5b1f8a52-7c1e-4a0e-9d57-2f6f1c0b9a11" },
    remoteAddress: address,
    payload,
  });
}

const recorded = (test: TestApp, correlationId: string) =>
  test.database.db
    .select()
    .from(schema.clientErrorReports)
    .where(eq(schema.clientErrorReports.correlationId, correlationId));

describe("POST /api/errorMail with mail off (the default)", () => {
  let test: OwnedTestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { ODIN_ERROR_REPORTS_PER_MINUTE: "2" } });
  });
  afterAll(() => test.close());

  it("records the report and logs it with the failed call's correlation id", async () => {
    const body = report();
    const response = await postReport(test, body, "10.9.8.7");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [row] = await recorded(test, body.errorInfo.correlationId);
    expect(row).toMatchObject({
      type: "api_error",
      statusCode: 503,
      method: "POST",
      path: "/api/v2/listing/products",
      durationMs: 812,
      code: "503",
      detail: "down",
      clientSessionId: "5b1f8a52-7c1e-4a0e-9d57-2f6f1c0b9a11",
      clientAddress: "10.9.8.7",
    });
    const line = test.logs.find(
      (entry) =>
        entry.msg === "client reported an API call" &&
        (entry.clientReport as { correlationId?: string }).correlationId === body.errorInfo.correlationId,
    );
    expect(line).toMatchObject({ level: 40, clientReport: { statusCode: 503, ...body.errorInfo } });
  });

  it("refuses a report that is not one, recording nothing", async () => {
    const body = report();
    const response = await postReport(test, { ...body, errorInfo: { ...body.errorInfo, type: "anything" } });
    expect(response.statusCode).toBe(400);
    expect(await recorded(test, body.errorInfo.correlationId)).toEqual([]);
  });

  it("counts reports per client address and refuses those past the minute's limit with 429", async () => {
    const address = randomIp();
    expect((await postReport(test, report(), address)).statusCode).toBe(200);
    expect((await postReport(test, report(), address)).statusCode).toBe(200);
    const over = report();
    const refused = await postReport(test, over, address);
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)?.code).toBe("RATE_LIMITED");
    expect(await recorded(test, over.errorInfo.correlationId)).toEqual([]);
    expect((await postReport(test, report())).statusCode).toBe(200);
  });

  it("mails nothing", async () => {
    await postReport(test, report());
    const rows = await test.database.db
      .select({ id: schema.outboxMessages.id })
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.template, "client-error-report"));
    expect(rows).toEqual([]);
  });
});

describe("POST /api/errorMail with mail on", () => {
  let test: OwnedTestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { ODIN_ERROR_MAIL: "true", ODIN_ERROR_MAIL_TO: OPERATOR } });
  });
  afterAll(() => test.close());

  it("mails the recorded report to the operator through the outbox, once", async () => {
    const body = report();
    expect((await postReport(test, body)).statusCode).toBe(200);
    const [row] = await recorded(test, body.errorInfo.correlationId);
    const queued = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, OPERATOR));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.idempotencyKey).toMatch(new RegExp(`client-error-report:${row?.id}$`));
    const [mail] = await sandboxMessages(test, OPERATOR);
    expect(mail).toMatchObject({ channel: "email", to: OPERATOR });
    expect(mail?.subject).toBe("Odin: a failed API call in a browser (503 POST /api/v2/listing/products)");
    expect(mail?.text).toContain(`Correlation id: ${body.errorInfo.correlationId}`);
  });
});
