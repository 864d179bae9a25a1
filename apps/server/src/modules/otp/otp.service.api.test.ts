import { randomInt } from "node:crypto";
import type { DatabaseHandle } from "@odin/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config";
import type { OutboxMessage } from "../../platform/outbox";
import { createRateLimiters, rateLimitsOf } from "../../platform/rate-limit";
import { openTestDatabase } from "../../testing/test-app";
import { createCaptchaVerifier } from "../auth/captcha";
import { createOtpService, type OtpService } from "./otp.service";

/** The service with a clock the test moves and an outbox that hands the codes to the test. */
let database: DatabaseHandle;
let otp: OtpService;
let clock = Date.now();
const enqueued: OutboxMessage[] = [];
/** The number the signed-in shopper's checkout delivers to. */
let deliveryNumber: string | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({});
  otp = createOtpService({
    db: database.db,
    config: { ...config.otp, ttlSeconds: 120 },
    sessionSecret: "t".repeat(40),
    outbox: {
      enqueue: async (_db, messages) => {
        enqueued.push(...(Array.isArray(messages) ? messages : [messages]));
      },
      kick: () => undefined,
    },
    captcha: createCaptchaVerifier("c".repeat(40), { db: database.db }),
    limits: createRateLimiters(rateLimitsOf(config), { db: database.db }),
    // The budget and the delivery number have tests of their own; here every code may go.
    smsBudget: { spend: (_template, work) => work() },
    deliveryNumber: async () => deliveryNumber,
    captchaOnRegistration: false,
    now: () => new Date(clock),
  });
});
afterAll(() => database.close());

const phone = () => `8${String(randomInt(0, 1e9)).padStart(9, "0")}`;

async function sendCode(mobileNumber: string, purpose: "registration" | "cod" = "registration") {
  // A cash-on-delivery code is for a signed-in shopper; the service only needs to know there is one.
  const userId = purpose === "cod" ? 1 : undefined;
  deliveryNumber = mobileNumber;
  const sent = await otp.generate({ mobileNumber, purpose, clientAddress: "10.9.9.9", userId });
  if (!sent.ok) throw new Error(sent.problem.detail);
  const message = enqueued.at(-1);
  expect(message).toMatchObject({
    channel: "sms",
    recipient: `+91${mobileNumber}`,
    template: `otp-${purpose}`,
  });
  expect(message?.payload.minutes).toBe("2");
  return { sessionID: sent.value.sessionID, code: message?.payload.code ?? "" };
}

describe("OtpService.consume", () => {
  it("uses up a code that validate accepted, once, without the code", async () => {
    const mobileNumber = phone();
    const { sessionID, code } = await sendCode(mobileNumber);
    const input = { sessionID, mobileNumber, purpose: "registration" as const };
    expect((await otp.consume(input)).ok).toBe(false);
    expect((await otp.validate({ ...input, passPhrase: code })).ok).toBe(true);
    expect((await otp.consume({ ...input, purpose: "cod" })).ok).toBe(false);
    expect((await otp.consume(input)).ok).toBe(true);
    expect((await otp.consume(input)).ok).toBe(false);
    expect((await otp.consume({ ...input, passPhrase: code })).ok).toBe(false);
  });

  it("checks and uses up a code given with it", async () => {
    const mobileNumber = phone();
    const { sessionID, code } = await sendCode(mobileNumber, "cod");
    const input = { sessionID, mobileNumber, purpose: "cod" as const };
    const wrong = await otp.consume({ ...input, passPhrase: code === "000000" ? "000001" : "000000" });
    expect(wrong.ok ? undefined : wrong.problem.data?.attemptsLeft).toBe(4);
    expect((await otp.consume({ ...input, passPhrase: code })).ok).toBe(true);
    expect((await otp.consume({ ...input, passPhrase: code })).ok).toBe(false);
  });

  it("ends a code at its configured lifetime, and a validated one too", async () => {
    const mobileNumber = phone();
    const first = await sendCode(mobileNumber, "cod");
    const input = { sessionID: first.sessionID, mobileNumber, purpose: "cod" as const };
    expect((await otp.validate({ ...input, passPhrase: first.code })).ok).toBe(true);
    clock += 121_000;
    const late = await otp.consume(input);
    expect(late.ok ? undefined : late.problem.code).toBe("OTP_EXPIRED");
    const second = await sendCode(mobileNumber, "cod");
    clock += 119_000;
    expect((await otp.consume({ ...input, sessionID: second.sessionID, passPhrase: second.code })).ok).toBe(
      true,
    );
  });

  it("keeps two sessions of one phone apart: each code works only in its own", async () => {
    const mobileNumber = phone();
    const first = await sendCode(mobileNumber, "cod");
    const second = await sendCode(mobileNumber, "cod");
    const input = { mobileNumber, purpose: "cod" as const };
    if (first.code !== second.code) {
      expect((await otp.consume({ ...input, sessionID: first.sessionID, passPhrase: second.code })).ok).toBe(
        false,
      );
    }
    expect((await otp.consume({ ...input, sessionID: first.sessionID, passPhrase: first.code })).ok).toBe(
      true,
    );
    expect((await otp.consume({ ...input, sessionID: second.sessionID, passPhrase: second.code })).ok).toBe(
      true,
    );
  });
});
