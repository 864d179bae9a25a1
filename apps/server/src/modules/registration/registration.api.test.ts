import {
  AUTH_COOKIES,
  accountResponse,
  ERROR_CODES,
  MESSAGES,
  pictureProof,
  registeredResponse,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, setCookies, signIn, solveCaptcha, solvePicture } from "../../testing/auth";
import { postOtp, readOtp, registrationOtp, sendOtp } from "../../testing/otp";
import {
  newShopper,
  register,
  registerWithOtp,
  type Shopper,
  userDetailsOf,
} from "../../testing/registration";
import {
  CLIENT_HEADERS,
  createTestApp,
  type OwnedTestApp,
  problemOf,
  type TestApp,
} from "../../testing/test-app";
import { createPictureCodes } from "../auth/picture-codes";

const test = useTestApp();

function accountRow(app: TestApp, mobileNumber: string) {
  return app.database.db.select().from(schema.users).where(eq(schema.users.mobileNumber, mobileNumber));
}

/** The answer of a registration that signed in: tokens in the body and both cookies. */
function expectSignedIn(response: Awaited<ReturnType<typeof register>>) {
  expect(response.statusCode).toBe(200);
  const body = registeredResponse.parse(response.json());
  expect(body.registered).toBe(true);
  const cookies = setCookies(response);
  expect(cookies.get(AUTH_COOKIES.accessToken)).toMatchObject({ value: body.access_token, httpOnly: true });
  expect(cookies.get(AUTH_COOKIES.refreshToken)).toMatchObject({ value: body.refresh_token, httpOnly: true });
  return body;
}

async function registeredThroughOtp(shopper: Shopper = newShopper()) {
  const otpDetails = await registrationOtp(test, shopper.mobileNumber);
  return { shopper, response: await registerWithOtp(test, userDetailsOf(shopper), otpDetails) };
}

describe("registration with OTP on registration on (the default)", () => {
  it("answers 605 with the mobile number and creates nothing", async () => {
    const shopper = newShopper();
    const response = await register(test, shopper);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response)).toEqual({
      status: 403,
      code: ERROR_CODES.phoneNotVerified,
      detail: MESSAGES.registration.verifyPhone,
      data: { mobileNumber: shopper.mobileNumber },
    });
    expect(await accountRow(test, shopper.mobileNumber)).toEqual([]);
  });

  it("creates a verified end-user account on /register/otp and signs it in", async () => {
    const shopper = newShopper();
    expect(problemOf(await register(test, shopper))?.code).toBe("605");
    const { response } = await registeredThroughOtp(shopper);
    const body = expectSignedIn(response);

    const [row] = await accountRow(test, shopper.mobileNumber);
    expect(row).toMatchObject({
      firstName: "Asha",
      lastName: "Rani Verma",
      email: shopper.email,
      gender: "FEMALE",
      roles: ["ROLE_END_USER"],
      userType: "END_USER",
      isMobileNumberVerified: true,
      isEmailVerified: false,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(decodeJwt(body.access_token)).toMatchObject({ user_id: row?.id, roles: ["ROLE_END_USER"] });

    const account = await test.app.inject({
      method: "GET",
      url: "/api/user/account",
      headers: { ...CLIENT_HEADERS, authorization: `Bearer ${body.access_token}` },
    });
    expect(accountResponse.parse(account.json()).mobileNumbers).toEqual([
      { type: "PRIMARY", phoneNumber: shopper.mobileNumber, verified: true },
    ]);
    expect((await signIn(test, shopper.email, shopper.password)).statusCode).toBe(200);
  });

  it("answers 605 on /register/otp without otpDetails", async () => {
    const shopper = newShopper();
    const response = await registerWithOtp(test, userDetailsOf(shopper));
    expect(response.statusCode).toBe(403);
    expect(problemOf(response)).toMatchObject({
      code: ERROR_CODES.phoneNotVerified,
      data: { mobileNumber: shopper.mobileNumber },
    });
  });

  it("refuses a wrong OTP and an OTP of another phone, creating nothing", async () => {
    const shopper = newShopper();
    const otp = await registrationOtp(test, shopper.mobileNumber);
    const wrongCode = String((Number(otp.passPhrase) + 1) % 1_000_000).padStart(otp.passPhrase.length, "0");
    const wrong = await registerWithOtp(test, userDetailsOf(shopper), { ...otp, passPhrase: wrongCode });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(problemOf(wrong)?.code).not.toBe(ERROR_CODES.userAlreadyExists);
    expect(wrong.cookies).toEqual([]);

    const other = newShopper();
    const stolen = await registerWithOtp(test, userDetailsOf(other), otp);
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect(stolen.statusCode).toBeLessThan(500);
    expect(await accountRow(test, shopper.mobileNumber)).toEqual([]);
    expect(await accountRow(test, other.mobileNumber)).toEqual([]);

    // The right code still works for its own phone.
    expectSignedIn(await registerWithOtp(test, userDetailsOf(shopper), otp));
  });

  it("refuses an existing phone or e-mail with 409 and the exact message", async () => {
    const existing = await createUser(test);
    const cases: Array<[Shopper, { emailIdPresent: boolean; mobileNumberPresent: boolean }]> = [
      [
        { ...newShopper(), mobileNumber: existing.mobileNumber },
        { emailIdPresent: false, mobileNumberPresent: true },
      ],
      [
        { ...newShopper(), email: existing.email.toUpperCase() },
        { emailIdPresent: true, mobileNumberPresent: false },
      ],
    ];
    for (const [shopper, data] of cases) {
      for (const response of [
        await register(test, shopper),
        await registerWithOtp(test, userDetailsOf(shopper), { sessionID: "unused", passPhrase: "123456" }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(problemOf(response)).toEqual({
          status: 409,
          code: ERROR_CODES.userAlreadyExists,
          detail: "User Profile Already Exists",
          data,
        });
      }
    }
  });

  it("lets one of two concurrent registrations of the same phone win; the other gets 409", {
    tags: ["postgres"],
  }, async () => {
    const first = newShopper();
    const second = { ...newShopper(), mobileNumber: first.mobileNumber };
    const otpA = await registrationOtp(test, first.mobileNumber);
    const otpB = await registrationOtp(test, first.mobileNumber);
    const answers = await Promise.all([
      registerWithOtp(test, userDetailsOf(first), otpA),
      registerWithOtp(test, userDetailsOf(second), otpB),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await accountRow(test, first.mobileNumber)).length).toBe(1);
  });

  it("refuses invalid fields with the form rules' messages", async () => {
    const cases: Array<[Partial<Shopper>, string]> = [
      [{ name: "Al" }, MESSAGES.registration.nameMinLength],
      [{ name: "R2D2 Unit" }, MESSAGES.registration.nameLettersOnly],
      [{ email: "not-an-email" }, MESSAGES.registration.invalidEmail],
      [{ mobileNumber: "5123456789" }, MESSAGES.login.enterValidPhone],
      [{ password: "short" }, MESSAGES.password.minLength],
      [{ password: "has spaces in it" }, MESSAGES.password.noSpaceAllowed],
    ];
    for (const [change, detail] of cases) {
      const shopper = { ...newShopper(), ...change };
      for (const response of [
        await register(test, shopper),
        await registerWithOtp(test, userDetailsOf(shopper), { sessionID: "s", passPhrase: "123456" }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: ERROR_CODES.validation, detail });
      }
    }
    const gender = await register(test, newShopper(), { gender: "Select Gender" });
    expect(gender.statusCode).toBe(400);
  });

  it("refuses or stores inertly SQL and script injection in every field, never with a 5xx", async () => {
    const hostile = ["'; DROP TABLE users; --", "<script>alert(1)</script>", '" OR 1=1 --', "{{7*7}}#{7*7}"];
    for (const value of hostile) {
      for (const field of ["name", "email", "mobileNumber", "gender", "captchaToken"]) {
        const response = await register(test, newShopper(), { [field]: value });
        expect(response.statusCode, `${field}=${value}`).toBeLessThan(500);
        expect(response.statusCode, `${field}=${value}`).not.toBe(200);
      }
      const social = await register(test, newShopper(), {
        userType: "SOCIAL_USER",
        socialIdentityProvider: "google",
        socialToken: value,
      });
      expect(social.statusCode).toBeGreaterThanOrEqual(400);
      expect(social.statusCode).toBeLessThan(500);
      for (const field of [
        "firstName",
        "emailId",
        "mobileNumber",
        "gender",
        "userType",
        "countryCallingCode",
      ]) {
        const response = await registerWithOtp(test, userDetailsOf(newShopper(), { [field]: value }), {
          sessionID: value,
          passPhrase: "123456",
        });
        expect(response.statusCode, `${field}=${value}`).toBeLessThan(500);
        expect(response.statusCode, `${field}=${value}`).not.toBe(200);
      }
    }

    // Free-text fields and the password are kept as typed: as data, never as code.
    const shopper = { ...newShopper(), password: "'OR'1'='1';--<script>x</script>" };
    const otp = await registrationOtp(test, shopper.mobileNumber);
    const details = userDetailsOf(shopper, {
      middleName: "<script>alert(1)</script>",
      lastName: "O'Brien'); DROP TABLE users;--",
    });
    expectSignedIn(await registerWithOtp(test, details, otp));
    const [row] = await accountRow(test, shopper.mobileNumber);
    expect(row?.lastName).toBe("<script>alert(1)</script> O'Brien'); DROP TABLE users;--");
    expect((await signIn(test, shopper.mobileNumber, shopper.password)).statusCode).toBe(200);
    const [count] = await test.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
    expect(count?.n).toBeGreaterThan(0);
  });

  it("hands a social body to social sign-in, which refuses a token it did not issue", async () => {
    const response = await register(test, newShopper(), {
      userType: "SOCIAL_USER",
      socialIdentityProvider: "facebook",
      socialToken: "not-a-token-we-issued",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(501);
    expect(problemOf(response)?.code).not.toBe(ERROR_CODES.phoneNotVerified);
  });
});

describe("a picture code's proof in place of ALTCHA (decision 56)", () => {
  /** `POST /api/otp/generate` of a registration code for a new phone, with `captchaToken`. */
  const sendWith = (captchaToken: string) =>
    postOtp(test, "generate", {
      mobileNumber: newShopper().mobileNumber,
      purpose: "registration",
      captchaToken,
    });
  const expectRefused = async (captchaToken: string) => {
    const response = await sendWith(captchaToken);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response)).toMatchObject({
      code: ERROR_CODES.captchaFailed,
      detail: MESSAGES.login.captchaFailed,
    });
  };

  it("sends the registration code, typed in any case, and the account registers with it; once only", async () => {
    const shopper = newShopper();
    const { proof } = await solvePicture(test, (code) => code.toLowerCase());
    const sessionID = await sendOtp(test, shopper.mobileNumber, "registration", { captchaToken: proof });
    const passPhrase = await readOtp(test, shopper.mobileNumber);
    expectSignedIn(await registerWithOtp(test, userDetailsOf(shopper), { sessionID, passPhrase }));
    // Replayed, for another phone: refused.
    await expectRefused(proof);
  });

  it("refuses a wrong answer, and then the right one: a picture gets one answer", async () => {
    const { challenge, code } = await solvePicture(test);
    const wrong = `${code.slice(0, -1)}${code.endsWith("A") ? "C" : "A"}`;
    await expectRefused(pictureProof(challenge, wrong));
    await expectRefused(pictureProof(challenge, code));
  });

  it("refuses an expired challenge and forged ones, which spend nothing", async () => {
    const secret = test.config.sessionSecret;
    const newCode = () => "KA7XM";
    const late = createPictureCodes(secret, { now: () => Date.now() - 6 * 60_000, newCode }).issue();
    await expectRefused(pictureProof(late.challenge, "KA7XM"));
    const foreign = createPictureCodes("f".repeat(40), { newCode }).issue();
    await expectRefused(pictureProof(foreign.challenge, "KA7XM"));

    const { challenge, code } = await solvePicture(test);
    const [, id, expires, answerHash, signature = ""] = challenge.split(".");
    await expectRefused(
      pictureProof(`picture.${id}.${Number(expires) + 3_600}.${answerHash}.${signature}`, code),
    );
    await expectRefused(pictureProof(`picture.${id}.${expires}.${answerHash}.${signature.slice(1)}A`, code));
    // The genuine challenge is still unspent, and so is one this server signed a moment ago.
    expect((await sendWith(pictureProof(challenge, code))).statusCode).toBe(200);
    const fresh = createPictureCodes(secret, { newCode }).issue();
    expect((await sendWith(pictureProof(fresh.challenge, "ka7xm"))).statusCode).toBe(200);
  });
});

describe("registration with OTP on registration off", () => {
  let direct: OwnedTestApp;
  let open: OwnedTestApp;
  beforeAll(async () => {
    [direct, open] = await Promise.all([
      createTestApp({ env: { ODIN_FEATURE_FLAGS: "otpOnRegistration=false" } }),
      createTestApp({
        env: {
          ODIN_FEATURE_FLAGS: "otpOnRegistration=false,captchaOnRegistration=false",
          ODIN_PASSWORD_RULE_REGEX: "^(?=.*\\d)\\S{6,}$",
          ODIN_PASSWORD_RULE_MESSAGE: "Use 6 or more characters with a digit.",
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), open.close()]);
  });

  it("checks the password rule before the captcha, as the body's validation did", async () => {
    const response = await register(direct, { ...newShopper(), password: "short" });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({
      code: ERROR_CODES.validation,
      detail: MESSAGES.password.minLength,
    });
  });

  it("requires a solved captcha, then creates an unverified account and signs it in", async () => {
    const shopper = newShopper();
    const missing = await register(direct, shopper);
    expect(missing.statusCode).toBe(403);
    expect(problemOf(missing)?.code).toBe(ERROR_CODES.captchaRequired);
    const wrong = await register(direct, shopper, { captchaToken: Buffer.from("{}").toString("base64") });
    expect(problemOf(wrong)?.code).toBe(ERROR_CODES.captchaFailed);
    expect(await accountRow(direct, shopper.mobileNumber)).toEqual([]);

    const captchaToken = await solveCaptcha(direct);
    expectSignedIn(await register(direct, shopper, { captchaToken }));
    const [row] = await accountRow(direct, shopper.mobileNumber);
    expect(row).toMatchObject({ isMobileNumberVerified: false, roles: ["ROLE_END_USER"], firstName: "Asha" });
    const reused = await register(direct, newShopper(), { captchaToken });
    expect(problemOf(reused)?.code).toBe(ERROR_CODES.captchaFailed);
  });

  it("takes a picture code's proof for the captcha, once (decision 56)", async () => {
    const { proof, challenge } = await solvePicture(direct);
    const wrongly = await register(direct, newShopper(), { captchaToken: pictureProof(challenge, "") });
    expect(problemOf(wrongly)?.code).toBe(ERROR_CODES.captchaFailed);
    const second = await solvePicture(direct);
    const shopper = newShopper();
    expectSignedIn(await register(direct, shopper, { captchaToken: second.proof }));
    expect(await accountRow(direct, shopper.mobileNumber)).toHaveLength(1);
    const replayed = await register(direct, newShopper(), { captchaToken: second.proof });
    expect(problemOf(replayed)?.code).toBe(ERROR_CODES.captchaFailed);
    // The first picture had its one answer (an empty one).
    expect(problemOf(await register(direct, newShopper(), { captchaToken: proof }))?.code).toBe(
      ERROR_CODES.captchaFailed,
    );
  });

  it("replaces the default password rule with the configured one", async () => {
    const looser = { ...newShopper(), password: "abc123" };
    expectSignedIn(await register(open, looser));
    expect((await signIn(open, looser.email, "abc123")).statusCode).toBe(200);

    const stricter = await register(open, { ...newShopper(), password: "NoDigitsAtAll" });
    expect(stricter.statusCode).toBe(400);
    expect(problemOf(stricter)?.detail).toBe("Use 6 or more characters with a digit.");
    const viaOtp = await registerWithOtp(open, userDetailsOf({ ...newShopper(), password: "NoDigitsAtAll" }));
    expect(problemOf(viaOtp)?.detail).toBe("Use 6 or more characters with a digit.");
  });

  it("still refuses an existing account with 409", async () => {
    const existing = await createUser(open);
    const response = await register(open, { ...newShopper(), email: existing.email });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)?.detail).toBe(MESSAGES.registration.userAlreadyExists);
  });
});
