import { ERROR_CODES, MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, randomIp } from "../testing/auth";
import { type Buyer, call, newBuyer, removeBuyers } from "../testing/checkout";
import { metricValue } from "../testing/metrics";
import { ageChallenge, freshPhone, postOtp, sandboxMessages, sendOtp } from "../testing/otp";
import { forgotPassword } from "../testing/password-reset";
import {
  CLIENT_HEADERS,
  createTestApp,
  type OwnedTestApp,
  problemOf,
  type TestApp,
} from "../testing/test-app";

/**
 * The store's SMS budget of the hour (docs/decisions/0051-sms-budget.md) in front of every SMS:
 * codes and links a request asks for are refused with 429 once it is spent, writing nothing; an
 * order's notices are counted and still sent. Each test app counts its own budget.
 */

/** The budget metric's value for one template and outcome. */
const exhausted = (test: TestApp, template: string, outcome: "refused" | "sent") =>
  metricValue(test, "odin_sms_budget_exhausted_total", { template, outcome });

const budgetWarnings = (test: TestApp) =>
  test.logs.filter((line) => line.level === 40 && String(line.msg).includes("SMS budget"));

function expectBudgetRefusal(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(429);
  expect(problemOf(response)).toMatchObject({
    code: ERROR_CODES.rateLimited,
    detail: MESSAGES.generic.smsBudgetSpent,
  });
}

/** Outbox rows written for these phone numbers (+91 and the number). */
async function rowsFor(test: TestApp, numbers: readonly string[]) {
  return test.database.db
    .select()
    .from(schema.outboxMessages)
    .where(
      inArray(
        schema.outboxMessages.recipient,
        numbers.map((number) => `+91${number}`),
      ),
    );
}

describe("a budget of 5 SMS an hour, asked for 12 codes at once", { tags: ["postgres"] }, () => {
  const BUDGET = 5;
  const ASKED = 12;
  let test: OwnedTestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { ODIN_SMS_BUDGET_PER_HOUR: String(BUDGET) } });
  });
  afterAll(() => test.close());

  it("sends exactly 5, refuses the other 7 with 429, counts them in the metric and logs a warning", async () => {
    const users = await Promise.all(Array.from({ length: ASKED }, () => createUser(test)));
    const numbers = users.map((user) => user.mobileNumber);
    const answers = await Promise.all(
      numbers.map((mobileNumber) => postOtp(test, "generate", { mobileNumber, purpose: "login" })),
    );
    const sent = answers.filter((answer) => answer.statusCode === 200).length;
    expect(sent, "codes sent of 12 asked for").toBe(BUDGET);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expectBudgetRefusal(answer);

    expect(await rowsFor(test, numbers)).toHaveLength(BUDGET);
    const delivered = await Promise.all(numbers.map((number) => sandboxMessages(test, `+91${number}`)));
    expect(delivered.flat()).toHaveLength(BUDGET);
    expect(await exhausted(test, "otp-login", "refused")).toBe(ASKED - BUDGET);
    expect(budgetWarnings(test).length).toBeGreaterThan(0);
  });
});

describe("once the budget is spent", () => {
  let test: OwnedTestApp;
  let early: { mobileNumber: string; sessionID: string };
  let shopper: Buyer;
  beforeAll(async () => {
    test = await createTestApp({ env: { ODIN_SMS_BUDGET_PER_HOUR: "1" } });
    shopper = await newBuyer(test);
    const user = await createUser(test);
    // The one SMS of the hour: a login code whose session asks for another code later.
    early = { mobileNumber: user.mobileNumber, sessionID: await sendOtp(test, user.mobileNumber) };
    await ageChallenge(test, early.sessionID, 31);
  });
  afterAll(async () => {
    await removeBuyers(test, [shopper.user.id]);
    await test.close();
  });

  it("refuses every code and link a request asks for with 429, and writes no SMS", async () => {
    const user = await createUser(test);
    const appLinkNumber = freshPhone();
    const withAddress = { "x-forwarded-for": randomIp() };
    const refusals = [
      await postOtp(test, "generate", { mobileNumber: user.mobileNumber, purpose: "login" }),
      await postOtp(test, "resend", early),
      await call(
        test,
        shopper,
        "POST",
        "/api/otp/generate",
        { mobileNumber: shopper.user.mobileNumber, purpose: "cod" },
        withAddress,
      ),
      await test.app.inject({
        method: "POST",
        url: "/api/appDownloadLink",
        headers: { ...CLIENT_HEADERS, ...withAddress },
        payload: { mobileNumber: appLinkNumber },
      }),
      // A number with an account and one without answer alike (decision 0020).
      await forgotPassword(test, user.mobileNumber),
      await forgotPassword(test, freshPhone()),
    ];
    for (const refusal of refusals) expectBudgetRefusal(refusal);

    const numbers = [user.mobileNumber, shopper.user.mobileNumber, appLinkNumber];
    expect(await rowsFor(test, numbers)).toHaveLength(0);
    expect((await rowsFor(test, [early.mobileNumber])).length).toBe(1);
    expect(await exhausted(test, "otp-login", "refused")).toBe(2);
    expect(await exhausted(test, "app-link", "refused")).toBe(1);
    expect(await exhausted(test, "password-reset", "refused")).toBe(2);
  });

  it("still e-mails a reset link: the budget is for SMS only", async () => {
    const user = await createUser(test);
    const response = await forgotPassword(test, user.email);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("sends an order's notices anyway, counted past the budget in the metric", async () => {
    const mobileNumber = freshPhone();
    await test.app.outbox.enqueue(test.database.db, {
      channel: "sms",
      recipient: `+91${mobileNumber}`,
      template: "order-status",
      payload: { orderId: "ODN-1", status: "Shipped", items: "1 item", link: "https://shop.example.in/o" },
      idempotencyKey: `order-status:${mobileNumber}`,
    });
    const [notice] = await sandboxMessages(test, `+91${mobileNumber}`);
    expect(notice?.text).toContain("Shipped");
    expect(await exhausted(test, "order-status", "sent")).toBe(1);
  });
});
