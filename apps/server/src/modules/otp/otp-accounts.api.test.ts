import { ERROR_CODES, MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, signIn, solveCaptcha } from "../../testing/auth";
import {
  ageChallenge,
  freshPhone,
  postOtp,
  readOtp,
  sendOtp,
  otpSignIn as signInWithOtp,
  wrongCodeFor,
} from "../../testing/otp";
import { CLIENT_HEADERS, createTestApp, problemOf } from "../../testing/test-app";

/** Lockout (207), registration codes, 605 on password sign-in and the sandbox viewer (docs/decisions/0018). */
const test = useTestApp();

const generate = (mobileNumber: string, purpose = "login", extra: Record<string, unknown> = {}) =>
  sendOtp(test, mobileNumber, purpose, extra);
const otpSignIn = (mobileNumber: string, sessionID: string, passPhrase: string) =>
  signInWithOtp(test, mobileNumber, sessionID, passPhrase);
const age = (sessionID: string, seconds: number) => ageChallenge(test, sessionID, seconds);
const validate = (body: Record<string, unknown>) => postOtp(test, "validate", body);

describe("account lockout (code 207)", () => {
  it("locks a phone's OTPs after 15 wrong codes, with the verified user's message", async () => {
    const user = await createUser(test);
    await test.database.db
      .update(schema.users)
      .set({ isMobileNumberVerified: true })
      .where(eq(schema.users.id, user.id));
    const sessionID = await generate(user.mobileNumber);
    let last: Awaited<ReturnType<typeof otpSignIn>> | undefined;
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) {
        await age(sessionID, 31);
        expect(
          (await postOtp(test, "resend", { sessionID, mobileNumber: user.mobileNumber })).statusCode,
        ).toBe(200);
      }
      const code = await readOtp(test, user.mobileNumber);
      for (let tried = 0; tried < 5; tried += 1)
        last = await otpSignIn(user.mobileNumber, sessionID, wrongCodeFor(code));
    }
    expect(last?.statusCode).toBe(403);
    expect(problemOf(last as NonNullable<typeof last>)).toMatchObject({
      code: "207",
      detail: MESSAGES.otp.accountLockedVerified,
    });
    const generateAgain = await postOtp(test, "generate", {
      mobileNumber: user.mobileNumber,
      purpose: "login",
    });
    expect(generateAgain.statusCode).toBe(403);
    expect(problemOf(generateAgain)?.code).toBe(ERROR_CODES.accountLocked);
  });
});

describe("registration codes", () => {
  it("need a solved captcha while the flag is on", async () => {
    const mobileNumber = freshPhone();
    const missing = await postOtp(test, "generate", { mobileNumber, purpose: "registration" });
    expect(missing.statusCode).toBe(403);
    expect(problemOf(missing)?.code).toBe(ERROR_CODES.captchaRequired);
    const forged = await postOtp(test, "generate", {
      mobileNumber,
      purpose: "registration",
      captchaToken: Buffer.from("{}").toString("base64"),
    });
    expect(problemOf(forged)?.code).toBe(ERROR_CODES.captchaFailed);
    const captchaToken = await solveCaptcha(test);
    await generate(mobileNumber, "registration", { captchaToken });
    // A solution is spent once.
    const replay = await postOtp(test, "generate", { mobileNumber, purpose: "registration", captchaToken });
    expect(problemOf(replay)?.code).toBe(ERROR_CODES.captchaFailed);
  });

  it("answer 409 for a number that has a verified account", async () => {
    const user = await createUser(test);
    await test.database.db
      .update(schema.users)
      .set({ isMobileNumberVerified: true })
      .where(eq(schema.users.id, user.id));
    const response = await postOtp(test, "generate", {
      mobileNumber: user.mobileNumber,
      purpose: "registration",
      captchaToken: await solveCaptcha(test),
    });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({
      code: ERROR_CODES.userAlreadyExists,
      detail: "User Profile Already Exists",
      data: { detail: "User Profile Already Exists" },
    });
  });

  it("validate once, with data.call_for register on failure", async () => {
    const mobileNumber = freshPhone();
    const sessionID = await generate(mobileNumber, "registration", {
      captchaToken: await solveCaptcha(test),
    });
    const code = await readOtp(test, mobileNumber);
    const body = { sessionID, mobileNumber, purpose: "registration" };
    const wrong = await validate({ ...body, passPhrase: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong)).toMatchObject({
      detail: MESSAGES.otp.invalidTryAgain,
      data: { detail: MESSAGES.otp.invalidTryAgain, call_for: "register", attemptsLeft: 4 },
    });
    const right = await validate({ ...body, passPhrase: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ data: { otpValidated: true, sessionID } });
    expect((await validate({ ...body, passPhrase: code })).statusCode).toBe(400);
  });
});

describe("password sign-in with a phone not verified", () => {
  it("answers 605 with data.mobileNumber after the password check, then works once an OTP proves the phone", async () => {
    const user = await createUser(test, ["ROLE_END_USER"], { mobileVerified: false });
    const wrong = await signIn(test, user.email, "Wrong@1234");
    expect(wrong.statusCode).toBe(401);
    const unverified = await signIn(test, user.email, user.password);
    expect(unverified.statusCode).toBe(403);
    expect(problemOf(unverified)).toMatchObject({
      code: ERROR_CODES.phoneNotVerified,
      data: { mobileNumber: user.mobileNumber },
    });
    expect(unverified.json().access_token).toBeUndefined();

    const sessionID = await generate(user.mobileNumber);
    const code = await readOtp(test, user.mobileNumber);
    expect((await otpSignIn(user.mobileNumber, sessionID, code)).statusCode).toBe(200);
    expect((await signIn(test, user.email, user.password)).statusCode).toBe(200);
  });

  it("does not ask for the phone while OTP on registration is off", async () => {
    const open = await createTestApp({
      database: test.database,
      env: { ODIN_FEATURE_FLAGS: "otpOnRegistration=false" },
    });
    try {
      const user = await createUser(open, ["ROLE_END_USER"], { mobileVerified: false });
      expect((await signIn(open, user.email, user.password)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe("the sandbox outbox viewer", () => {
  it("lists the received SMS, newest first, in an HTML page", async () => {
    const user = await createUser(test);
    await generate(user.mobileNumber);
    await test.app.outbox.drain();
    const page = await test.app.inject({
      method: "GET",
      url: `/_sandbox/outbox?recipient=${user.mobileNumber}`,
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`SMS to +91${user.mobileNumber}`);
    expect(page.body).toMatch(/is your OTP to log in to Odin/);
    const all = await test.app.inject({ method: "GET", url: "/_sandbox/outbox", headers: CLIENT_HEADERS });
    expect(all.body).toContain("Sandbox outbox");
  });
});
