import { ERROR_CODES, MESSAGES, otpSentResponse, tokenResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, randomIp } from "../../testing/auth";
import {
  ageChallenge,
  freshPhone,
  postOtp,
  readOtp,
  sendOtp,
  otpSignIn as signInWithOtp,
  wrongCodeFor,
} from "../../testing/otp";
import { problemOf } from "../../testing/test-app";

/** Sending, checking and resending codes, and the OTP sign-in grant (docs/decisions/0018). */
const test = useTestApp({ env: { ODIN_OTP_MAX_SENDS_PER_ADDRESS: "4" } });

const generate = (mobileNumber: string, purpose = "login", extra: Record<string, unknown> = {}) =>
  sendOtp(test, mobileNumber, purpose, extra);
const otpSignIn = (mobileNumber: string, sessionID: string, passPhrase: string) =>
  signInWithOtp(test, mobileNumber, sessionID, passPhrase);
const age = (sessionID: string, seconds: number) => ageChallenge(test, sessionID, seconds);
const validate = (body: Record<string, unknown>) => postOtp(test, "validate", body);

describe("POST /api/otp/generate and the OTP sign-in grant", () => {
  it("sends 6 digits by SMS through the sandbox, keeps only a keyed hash, and signs in once", async () => {
    const user = await createUser(test);
    const response = await postOtp(test, "generate", { mobileNumber: user.mobileNumber, purpose: "login" });
    expect(response.statusCode).toBe(200);
    const sent = otpSentResponse.parse(response.json());
    expect(sent).toMatchObject({ resendAfterSeconds: 30, expiresInSeconds: 300 });

    // The sandbox gateway received the SMS over HTTP; the viewer's JSON lists it.
    await test.app.outbox.drain();
    const inbox = await test.app.inject({
      method: "GET",
      url: `/_sandbox/outbox/messages?recipient=${user.mobileNumber}`,
    });
    expect(inbox.statusCode).toBe(200);
    const [sms] = inbox.json().messages;
    expect(sms).toMatchObject({ channel: "sms", to: `+91${user.mobileNumber}`, senderId: "ODINST" });
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain("valid for 5 minutes");

    const [challenge] = await test.database.db
      .select()
      .from(schema.otpChallenges)
      .where(eq(schema.otpChallenges.id, sent.sessionID));
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(challenge)).not.toContain(code);
    const [message] = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, `+91${user.mobileNumber}`));
    expect(message).toMatchObject({ status: "sent", payload: null, template: "otp-login" });
    expect(test.logs.some((line) => JSON.stringify(line).includes(code))).toBe(false);

    const signedIn = await otpSignIn(user.mobileNumber, sent.sessionID, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    tokenResponse.parse(signedIn.json());
    const [account] = await test.database.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(account?.isMobileNumberVerified).toBe(true);

    const again = await otpSignIn(user.mobileNumber, sent.sessionID, code);
    expect(again.statusCode).toBe(400);
    expect(problemOf(again)).toMatchObject({
      code: ERROR_CODES.otpInvalid,
      detail: MESSAGES.otp.invalidCheckAgain,
    });
  });

  it("answers 404 for a login code to a number without an account", async () => {
    const response = await postOtp(test, "generate", { mobileNumber: freshPhone(), purpose: "login" });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({
      detail: MESSAGES.otp.noAccount,
      data: { detail: MESSAGES.otp.noAccount },
    });
  });

  it("sends a cash-on-delivery code only for a signed-in shopper", async () => {
    const response = await postOtp(test, "generate", { mobileNumber: freshPhone(), purpose: "cod" });
    expect(response.statusCode).toBe(401);
    expect(problemOf(response)?.detail).toBe(MESSAGES.session.loginToContinue);
  });

  it("binds a code to its session, phone and purpose", async () => {
    const user = await createUser(test);
    const first = await generate(user.mobileNumber);
    const code = await readOtp(test, user.mobileNumber);
    const other = await createUser(test);
    const otherSession = await generate(other.mobileNumber);
    // Another phone, another purpose, another session: refused, and the code still works after.
    expect((await otpSignIn(other.mobileNumber, first, code)).statusCode).toBe(400);
    expect((await otpSignIn(other.mobileNumber, otherSession, code)).statusCode).toBe(400);
    const asRegistration = await validate({
      sessionID: first,
      mobileNumber: user.mobileNumber,
      passPhrase: code,
      purpose: "registration",
    });
    expect(asRegistration.statusCode).toBe(400);
    expect(problemOf(asRegistration)?.data).toMatchObject({ call_for: "register" });
    expect((await otpSignIn(user.mobileNumber, first, code)).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    const user = await createUser(test);
    const sessionID = await generate(user.mobileNumber);
    const code = await readOtp(test, user.mobileNumber);
    await age(sessionID, 301);
    const response = await otpSignIn(user.mobileNumber, sessionID, code);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ code: ERROR_CODES.otpExpired, detail: MESSAGES.otp.expired });
  });

  it("kills a code after 5 wrong tries, even for the right code", async () => {
    const user = await createUser(test, ["ROLE_END_USER"], { mobileVerified: false });
    const sessionID = await generate(user.mobileNumber);
    const code = await readOtp(test, user.mobileNumber);
    for (let tried = 1; tried <= 4; tried += 1) {
      const wrong = await otpSignIn(user.mobileNumber, sessionID, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(problemOf(wrong)).toMatchObject({
        code: ERROR_CODES.otpInvalid,
        detail: MESSAGES.otp.invalidTryAgain,
        data: { attemptsLeft: 5 - tried, detail: MESSAGES.otp.invalidTryAgain },
      });
    }
    const fifth = await otpSignIn(user.mobileNumber, sessionID, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(403);
    expect(problemOf(fifth)).toMatchObject({
      code: ERROR_CODES.otpAttemptsExhausted,
      detail: MESSAGES.otp.attemptsExhaustedUnverified,
    });
    const right = await otpSignIn(user.mobileNumber, sessionID, code);
    expect(problemOf(right)?.code).toBe(ERROR_CODES.otpAttemptsExhausted);
  });

  it("compares at most 5 of many concurrent guesses", { tags: ["postgres"] }, async () => {
    const user = await createUser(test);
    const sessionID = await generate(user.mobileNumber);
    const code = await readOtp(test, user.mobileNumber);
    const guesses = Array.from({ length: 12 }, (_, index) => wrongCodeFor(String(Number(code) + index)));
    const answers = await Promise.all(guesses.map((guess) => otpSignIn(user.mobileNumber, sessionID, guess)));
    expect(
      answers.filter((answer) => problemOf(answer)?.code === ERROR_CODES.otpInvalid).length,
    ).toBeLessThan(5);
    const [row] = await test.database.db
      .select()
      .from(schema.otpChallenges)
      .where(eq(schema.otpChallenges.id, sessionID));
    expect(row?.attempts).toBe(5);
  });
});

describe("POST /api/otp/resend", () => {
  it("waits 30 seconds, then replaces the code", async () => {
    const user = await createUser(test);
    const sending = Date.now();
    const sessionID = await generate(user.mobileNumber);
    const first = await readOtp(test, user.mobileNumber);
    const early = await postOtp(test, "resend", { sessionID, mobileNumber: user.mobileNumber });
    const waited = (Date.now() - sending) / 1000;
    expect(early.statusCode).toBe(429);
    expect(problemOf(early)).toMatchObject({
      code: ERROR_CODES.otpResendTooSoon,
      data: { detail: MESSAGES.otp.resendTooSoon },
    });
    // The 30 seconds less at most the time this test took since the send, however long that was.
    expect(problemOf(early)?.data?.retryAfterSeconds).toBeGreaterThanOrEqual(30 - waited);
    expect(problemOf(early)?.data?.retryAfterSeconds).toBeLessThanOrEqual(30);

    await age(sessionID, 31);
    const resent = await postOtp(test, "resend", { sessionID, mobileNumber: user.mobileNumber });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ sessionID, resendAfterSeconds: 30 });
    const second = await readOtp(test, user.mobileNumber);
    if (second !== first) expect((await otpSignIn(user.mobileNumber, sessionID, first)).statusCode).toBe(400);
    expect((await otpSignIn(user.mobileNumber, sessionID, second)).statusCode).toBe(200);
  });

  it("sends at most 3 codes to one phone in 10 minutes", async () => {
    const user = await createUser(test);
    const sessionID = await generate(user.mobileNumber);
    for (let resend = 0; resend < 2; resend += 1) {
      await age(sessionID, 31);
      expect((await postOtp(test, "resend", { sessionID, mobileNumber: user.mobileNumber })).statusCode).toBe(
        200,
      );
    }
    await age(sessionID, 31);
    const fourth = await postOtp(test, "resend", { sessionID, mobileNumber: user.mobileNumber });
    expect(fourth.statusCode).toBe(429);
    expect(problemOf(fourth)).toMatchObject({
      code: ERROR_CODES.rateLimited,
      detail: MESSAGES.otp.tooManySends,
      data: { detail: MESSAGES.otp.tooManySends },
    });
    const fresh = await postOtp(test, "generate", { mobileNumber: user.mobileNumber, purpose: "login" });
    expect(fresh.statusCode).toBe(429);
    // The sends that passed went out; the refused ones did not.
    const rows = await test.database.db
      .select()
      .from(schema.otpSends)
      .where(eq(schema.otpSends.mobileNumber, user.mobileNumber));
    expect(rows).toHaveLength(3);
  });

  it("caps the sends asked from one client address", async () => {
    // Login codes for accounts of their own, so no number reaches its per-phone limit.
    const send = async (clientAddress: string) => {
      const { mobileNumber } = await createUser(test);
      return postOtp(test, "generate", { mobileNumber, purpose: "login" }, clientAddress);
    };
    const address = randomIp();
    for (let sent = 0; sent < 4; sent += 1) expect((await send(address)).statusCode).toBe(200);
    const over = await send(address);
    expect(over.statusCode).toBe(429);
    expect(problemOf(over)?.detail).toBe(MESSAGES.otp.tooManySends);
    expect((await send(randomIp())).statusCode).toBe(200);
  });

  it("refuses a session of another phone", async () => {
    const user = await createUser(test);
    const sessionID = await generate(user.mobileNumber);
    await age(sessionID, 31);
    const response = await postOtp(test, "resend", { sessionID, mobileNumber: freshPhone() });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)?.code).toBe(ERROR_CODES.otpInvalid);
  });
});
