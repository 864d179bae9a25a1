import { schema } from "@odin/db";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRegistryOf } from "../../../platform/jobs";
import { createLimiter } from "../../../platform/rate-limit";
import { useTestApp } from "../../../testing/api-fixture";
import { createUser } from "../../../testing/auth";
import { createAccountCipher } from "../account-cipher";
import { type BankTransferService, createBankTransferService } from "../bank-transfer.service";
import { SEND_PAYOUT } from "./payout-job";

const test = useTestApp();
let service: BankTransferService;
const users: number[] = [];
const references: string[] = [];

beforeAll(async () => {
  const { db } = test.database;
  service = createBankTransferService({
    db,
    cipher: createAccountCipher(test.config.bankTransfer.detailsKey),
    config: test.config.bankTransfer,
    saves: createLimiter("test-bank-transfer-saves", { points: 100, windowSeconds: 60 }, { db }),
  });
});
afterAll(async () => {
  const { db } = test.database;
  if (references.length > 0) {
    await db.delete(schema.payouts).where(inArray(schema.payouts.reference, references));
    for (const reference of references)
      await db.delete(schema.jobs).where(like(schema.jobs.key, `${reference}:%`));
  }
  if (users.length > 0) await db.delete(schema.users).where(inArray(schema.users.id, users));
});

const ACCOUNT = "50100123456789";

/** A shopper with one saved record. */
async function shopperWithRecord() {
  const user = await createUser(test);
  users.push(user.id);
  const saved = await service.add(user.id, {
    accountHolderName: "Asha Verma",
    bankName: "HDFC Bank",
    accountNumber: ACCOUNT,
    confirmAccountNumber: ACCOUNT,
    branchName: "Fort Mumbai",
    ifscCode: "HDFC0000060",
    accountType: "SB",
  });
  if (!saved.ok) throw new Error(saved.problem.detail);
  return { userId: user.id, neftId: saved.value.id };
}

let counter = 0;
function reference(): string {
  counter += 1;
  const made = `RT-${process.pid}-${Date.now() % 1_000_000}-${counter}`;
  references.push(made);
  return made;
}

const request = (input: Parameters<BankTransferService["requestPayout"]>[1]) =>
  test.database.db.transaction((tx) => service.requestPayout(tx, input));

async function payoutRow(ref: string) {
  const [row] = await test.database.db.select().from(schema.payouts).where(eq(schema.payouts.reference, ref));
  return row;
}

async function jobsOf(ref: string) {
  return test.database.db
    .select()
    .from(schema.jobs)
    .where(like(schema.jobs.key, `${ref}:%`));
}

/** Runs the payout job now, as the runner would. */
async function runJob(payoutId: number, round = 0) {
  const job = jobRegistryOf(test.app)
    .definitions()
    .find((definition) => definition.name === SEND_PAYOUT);
  if (!job) throw new Error("no payout job");
  await job.run(
    { payoutId, round },
    { db: test.database.db, log: test.app.log, jobId: 0, attempt: 1, key: null },
  );
}

/** The sandbox's tester page, as JSON-less HTML: how many of its payouts carry the reference. */
async function sandboxPayoutsOf(ref: string): Promise<number> {
  const page = await test.app.inject({ method: "GET", url: "/_sandbox/payouts/tester" });
  expect(page.statusCode).toBe(200);
  return page.body.split(`<td>${ref}</td>`).length - 1;
}

describe("requestPayout and the payout job against the payouts sandbox", () => {
  it("records the payout and its job in the caller's transaction; the same reference creates nothing new", async () => {
    const { userId, neftId } = await shopperWithRecord();
    const ref = reference();
    const first = await request({ userId, neftId, amount: 149_900, reference: ref, reason: "cancel" });
    expect(first).toEqual({
      ok: true,
      value: {
        payoutId: expect.any(Number),
        reference: ref,
        amount: 149_900,
        status: "requested",
        created: true,
      },
    });
    const again = await request({ userId, neftId, amount: 149_900, reference: ref, reason: "cancel" });
    expect(again.ok && again.value).toMatchObject({
      created: false,
      payoutId: first.ok ? first.value.payoutId : 0,
    });
    expect(await jobsOf(ref)).toHaveLength(1);
    // Another amount under the same reference is a caller's mistake, refused.
    const other = await request({ userId, neftId, amount: 100_000, reference: ref, reason: "cancel" });
    expect(other.ok ? "" : other.problem.name).toBe("referenceReused");
    // Rolled back with its caller: nothing stays.
    const lost = reference();
    await expect(
      test.database.db.transaction(async (tx) => {
        await service.requestPayout(tx, { userId, neftId, amount: 500, reference: lost, reason: "return" });
        throw new Error("the caller failed");
      }),
    ).rejects.toThrow("the caller failed");
    expect(await payoutRow(lost)).toBeUndefined();
    expect(await jobsOf(lost)).toHaveLength(0);
  });

  it("refuses another shopper's record, and bad amounts or references as bugs", async () => {
    const asha = await shopperWithRecord();
    const ravi = await shopperWithRecord();
    const refused = await request({
      userId: ravi.userId,
      neftId: asha.neftId,
      amount: 500,
      reference: reference(),
      reason: "return",
    });
    expect(refused.ok ? "" : refused.problem.name).toBe("neftNotFound");
    await expect(request({ ...asha, amount: 99, reference: reference(), reason: "return" })).rejects.toThrow(
      RangeError,
    );
    await expect(request({ ...asha, amount: 500, reference: "a b", reason: "return" })).rejects.toThrow(
      RangeError,
    );
  });

  it("pays once however often the job runs, and follows the payout until it is processed", async () => {
    const { userId, neftId } = await shopperWithRecord();
    const ref = reference();
    const asked = await request({ userId, neftId, amount: 2_500, reference: ref, reason: "return" });
    if (!asked.ok) throw new Error(asked.problem.detail);
    const { payoutId } = asked.value;
    // Two runs at once, then a third after the answer was "lost" (its id forgotten): one payout.
    await Promise.all([runJob(payoutId), runJob(payoutId)]);
    const sent = await payoutRow(ref);
    expect(sent).toMatchObject({ status: "processing", settledAt: null });
    expect(sent?.providerPayoutId).toMatch(/^pout_/);
    await test.database.db
      .update(schema.payouts)
      .set({ providerPayoutId: null, status: "requested" })
      .where(eq(schema.payouts.id, payoutId));
    await runJob(payoutId);
    expect((await payoutRow(ref))?.providerPayoutId).toBe(sent?.providerPayoutId);
    expect(await sandboxPayoutsOf(ref)).toBe(1);
    // Still open: the next status check is scheduled once, after the poll interval.
    const next = (await jobsOf(ref)).filter((job) => job.key === `${ref}:1`);
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + 500_000);
    // The status check finds it processed (the sandbox's default), and stops.
    await runJob(payoutId, 1);
    expect(await payoutRow(ref)).toMatchObject({ status: "processed", settledAt: expect.any(Date) });
    expect((await payoutRow(ref))?.utr).toMatch(/^SBX/);
    expect(await jobsOf(ref)).toHaveLength(2);
    expect(await service.payout(ref)).toMatchObject({ status: "processed", amount: 2_500 });
  });

  it("keeps a reversal the tester chose, with its reason, and never changes a final payout", async () => {
    const { userId, neftId } = await shopperWithRecord();
    const ref = reference();
    const asked = await request({ userId, neftId, amount: 10_000, reference: ref, reason: "return" });
    if (!asked.ok) throw new Error(asked.problem.detail);
    await runJob(asked.value.payoutId);
    const providerId = (await payoutRow(ref))?.providerPayoutId ?? "";
    const chosen = await test.app.inject({
      method: "POST",
      url: `/_sandbox/payouts/tester/${providerId}`,
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      payload: "outcome=reversed",
    });
    expect(chosen.json()).toMatchObject({ status: "reversed" });
    await runJob(asked.value.payoutId, 1);
    const row = await payoutRow(ref);
    expect(row).toMatchObject({ status: "reversed", settledAt: expect.any(Date) });
    expect(row?.failureReason).toContain("returned");
    await runJob(asked.value.payoutId, 2);
    expect((await payoutRow(ref))?.status).toBe("reversed");
  });
});

describe("the payouts sandbox's protocol", () => {
  const auth = () =>
    `Basic ${Buffer.from(`${test.config.bankTransfer.payouts.keyId}:${test.config.bankTransfer.payouts.keySecret}`).toString("base64")}`;
  const body = () => ({
    account_number: test.config.bankTransfer.payouts.accountNumber,
    amount: 1000,
    currency: "INR",
    mode: "NEFT",
    purpose: "refund",
    fund_account: {
      account_type: "bank_account",
      bank_account: { name: "Asha Verma", ifsc: "HDFC0000060", account_number: ACCOUNT },
      contact: { name: "Asha Verma", type: "customer" },
    },
    reference_id: "sandbox-protocol",
    narration: "Odin return refund",
  });
  const post = (headers: Record<string, string>, payload: object) =>
    test.app.inject({ method: "POST", url: "/_sandbox/payouts/v1/payouts", headers, payload });

  it("wants the key, the idempotency header, and the same body for the same key", async () => {
    expect((await post({ "x-payout-idempotency": "key-1" }, body())).statusCode).toBe(401);
    const missing = await post({ authorization: auth() }, body());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe("X-Payout-Idempotency");
    const key = `sandbox-${Date.now()}`;
    const first = await post({ authorization: auth(), "x-payout-idempotency": key }, body());
    expect(first.statusCode, first.body).toBe(200);
    const again = await post({ authorization: auth(), "x-payout-idempotency": key }, body());
    expect(again.json().id).toBe(first.json().id);
    const changed = await post(
      { authorization: auth(), "x-payout-idempotency": key },
      { ...body(), amount: 2000 },
    );
    expect(changed.statusCode).toBe(400);
  });
});
