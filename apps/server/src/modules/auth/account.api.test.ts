import {
  changePasswordResponse,
  DEFAULT_PASSWORD_RULE,
  ERROR_CODES,
  MESSAGES,
  passwordRuleResponse,
  tokenResponse,
  userExistsResponse,
} from "@odin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, postToken, randomIp, signIn, solveCaptcha } from "../../testing/auth";
import {
  CLIENT_HEADERS,
  createTestApp,
  type OwnedTestApp,
  problemOf,
  type TestApp,
} from "../../testing/test-app";

const test = useTestApp();
/** An app with a configured password rule, a low per-IP limit and a maximum of 3 attempts. */
let strict: OwnedTestApp;
beforeAll(async () => {
  strict = await createTestApp({
    env: {
      ODIN_PASSWORD_RULE_REGEX: "^(?=.*\\d)\\S{10,}$",
      ODIN_PASSWORD_RULE_MESSAGE: "Use at least 10 characters with a digit.",
      ODIN_MAX_LOGIN_ATTEMPTS: "3",
      ODIN_IP_MAX_LOGIN_FAILURES: "4",
    },
  });
});
afterAll(async () => {
  await strict.close();
});

describe("POST /api/user/exists", () => {
  it("answers for a mobile number, an e-mail, both and neither", async () => {
    const user = await createUser(test);
    const ask = async (payload: Record<string, unknown>) => {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/user/exists",
        headers: CLIENT_HEADERS,
        payload,
      });
      expect(response.statusCode).toBe(200);
      return userExistsResponse.parse(response.json());
    };
    const mobile = { mobileNumber: user.mobileNumber, countryCallingCode: "+91" };
    expect(await ask({ mobileNumber: mobile })).toMatchObject({
      mobileNumberPresent: true,
      emailIdPresent: false,
    });
    expect(await ask({ emailId: user.email.toUpperCase() })).toMatchObject({
      mobileNumberPresent: false,
      emailIdPresent: true,
    });
    expect(await ask({ mobileNumber: mobile, emailId: user.email })).toMatchObject({
      mobileNumberPresent: true,
      emailIdPresent: true,
    });
    expect(
      await ask({
        mobileNumber: { mobileNumber: "6000000001", countryCallingCode: "+91" },
        emailId: "no@x.in",
      }),
    ).toMatchObject({ mobileNumberPresent: false, emailIdPresent: false });
    const empty = await test.app.inject({
      method: "POST",
      url: "/api/user/exists",
      headers: CLIENT_HEADERS,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("GET /api/user/password-rule", () => {
  it("publishes the default rule, or the configured one that replaces it", async () => {
    const byDefault = await test.app.inject({ method: "GET", url: "/api/user/password-rule" });
    expect(passwordRuleResponse.parse(byDefault.json()).data).toEqual(DEFAULT_PASSWORD_RULE);
    expect(DEFAULT_PASSWORD_RULE.errorMessage).toBe("Please enter at least 8 characters.");
    const configured = await strict.app.inject({ method: "GET", url: "/api/user/password-rule" });
    expect(passwordRuleResponse.parse(configured.json()).data).toEqual({
      regex: "^(?=.*\\d)\\S{10,}$",
      errorMessage: "Use at least 10 characters with a digit.",
    });
  });
});

function changePassword(app: TestApp, userId: number, accessToken: string, body: Record<string, string>) {
  return app.app.inject({
    method: "PUT",
    url: `/api/user/${userId}/password`,
    headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` },
    payload: body,
  });
}

async function signedIn(app: TestApp) {
  const user = await createUser(app);
  const response = await signIn(app, user.email, user.password);
  expect(response.statusCode).toBe(200);
  return { user, tokens: tokenResponse.parse(response.json()) };
}

describe("PUT /api/user/{userId}/password", () => {
  it("changes the shopper's own password and ends the sign-ins made with the old one", async () => {
    const { user, tokens } = await signedIn(test);
    const response = await changePassword(test, user.id, tokens.access_token, {
      currentPassword: user.password,
      newPassword: "Newer@2026",
    });
    expect(response.statusCode).toBe(200);
    const changed = changePasswordResponse.parse(response.json());
    expect((await signIn(test, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(test, user.email, "Newer@2026")).statusCode).toBe(200);
    const oldRefresh = await postToken(test, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(oldRefresh.statusCode).toBe(401);
    const newRefresh = await postToken(test, {
      grant_type: "refresh_token",
      refresh_token: changed.refresh_token,
    });
    expect(newRefresh.statusCode).toBe(200);
  });

  it("refuses another user's password, a wrong current password, spaces, short ones and no token", async () => {
    const { user, tokens } = await signedIn(test);
    const other = await createUser(test);
    const foreign = await changePassword(test, other.id, tokens.access_token, {
      currentPassword: other.password,
      newPassword: "Newer@2026",
    });
    expect(foreign.statusCode).toBe(403);
    expect(problemOf(foreign)).toMatchObject({
      code: ERROR_CODES.forbidden,
      detail: MESSAGES.login.notYourAccount,
    });
    expect((await signIn(test, other.email, other.password)).statusCode).toBe(200);

    const wrong = await changePassword(test, user.id, tokens.access_token, {
      currentPassword: "Wrong@2026",
      newPassword: "Newer@2026",
    });
    expect(problemOf(wrong)).toMatchObject({ status: 400, detail: MESSAGES.login.currentPasswordWrong });
    const spaced = await changePassword(test, user.id, tokens.access_token, {
      currentPassword: user.password,
      newPassword: "has space 1",
    });
    expect(problemOf(spaced)).toMatchObject({ status: 400, detail: "No Space Allowed" });
    const short = await changePassword(test, user.id, tokens.access_token, {
      currentPassword: user.password,
      newPassword: "Ab@1",
    });
    expect(problemOf(short)).toMatchObject({ status: 400, detail: "Please enter at least 8 characters." });
    const anonymous = await test.app.inject({
      method: "PUT",
      url: `/api/user/${user.id}/password`,
      headers: CLIENT_HEADERS,
      payload: { currentPassword: user.password, newPassword: "Newer@2026" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await signIn(test, user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses, after as many wrong current passwords as sign-in allows, even the right one; other accounts go on", async () => {
    const { user, tokens } = await signedIn(strict);
    const wrongTry = () =>
      changePassword(strict, user.id, tokens.access_token, {
        currentPassword: "Wrong@2026",
        newPassword: "Tenchars99",
      });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(problemOf(await wrongTry())).toMatchObject({ detail: MESSAGES.login.currentPasswordWrong });
    }
    const right = await changePassword(strict, user.id, tokens.access_token, {
      currentPassword: user.password,
      newPassword: "Tenchars99",
    });
    expect(problemOf(right)).toMatchObject({
      status: 429,
      code: ERROR_CODES.rateLimited,
      detail: MESSAGES.login.passwordTriesExhausted,
    });
    expect((await signIn(strict, user.email, "Tenchars99")).statusCode).toBe(401);
    // The count is the account's: another shopper changes a password at once.
    const other = await signedIn(strict);
    const theirs = await changePassword(strict, other.user.id, other.tokens.access_token, {
      currentPassword: other.user.password,
      newPassword: "Tenchars99",
    });
    expect(theirs.statusCode).toBe(200);
  });

  it("checks the configured rule in place of the default", async () => {
    const { user, tokens } = await signedIn(strict);
    const weak = await changePassword(strict, user.id, tokens.access_token, {
      currentPassword: user.password,
      newPassword: "Eightchr",
    });
    expect(problemOf(weak)).toMatchObject({
      status: 400,
      detail: "Use at least 10 characters with a digit.",
    });
    const strong = await changePassword(strict, user.id, tokens.access_token, {
      currentPassword: user.password,
      newPassword: "Tenchars99",
    });
    expect(strong.statusCode).toBe(200);
  });
});

describe("failed-login maximum", () => {
  it("requires a captcha at the maximum (5 by default), then accepts a solved one once", async () => {
    const user = await createUser(test);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await signIn(test, user.email, "Wrong@1234");
      expect(problemOf(failed)?.data).toMatchObject({
        failedAttempts: attempt,
        captchaRequired: attempt >= 5,
      });
    }
    const blocked = await signIn(test, user.email, user.password);
    expect(blocked.statusCode).toBe(403);
    expect(problemOf(blocked)).toMatchObject({
      code: ERROR_CODES.captchaRequired,
      detail: MESSAGES.login.captchaRequired,
    });
    const badCaptcha = await signIn(test, user.email, user.password, {
      captchaToken: "bm90LWEtcGF5bG9hZA==",
    });
    expect(problemOf(badCaptcha)?.code).toBe(ERROR_CODES.captchaFailed);

    const captchaToken = await solveCaptcha(test);
    const verify = await test.app.inject({
      method: "POST",
      url: "/api/captcha/verify",
      headers: CLIENT_HEADERS,
      payload: { payload: captchaToken },
    });
    expect(verify.json()).toEqual({ verified: true });
    // A solved captcha admits the attempt; a wrong password with it still counts.
    const stillWrong = await signIn(test, user.email, "Wrong@1234", { captchaToken });
    expect(stillWrong.statusCode).toBe(401);
    const reused = await signIn(test, user.email, user.password, { captchaToken });
    expect(problemOf(reused)?.code).toBe(ERROR_CODES.captchaFailed);
    const success = await signIn(test, user.email, user.password, { captchaToken: await solveCaptcha(test) });
    expect(success.statusCode).toBe(200);
    // Success clears the counter: the next wrong password starts again at 1.
    const after = await signIn(test, user.email, "Wrong@1234");
    expect(problemOf(after)?.data).toMatchObject({ failedAttempts: 1, captchaRequired: false });
  });

  it("follows the configured maximum", async () => {
    const user = await createUser(strict);
    for (let attempt = 1; attempt <= 3; attempt += 1) await signIn(strict, user.email, "Wrong@1234");
    expect(problemOf(await signIn(strict, user.email, user.password))?.code).toBe(
      ERROR_CODES.captchaRequired,
    );
  });

  it("blocks an address after too many failures across accounts", async () => {
    const ip = randomIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const user = await createUser(strict);
      await postToken(
        strict,
        { grant_type: "password", username: user.email, password: "Wrong@1234" },
        {
          "x-forwarded-for": ip,
        },
      );
    }
    const user = await createUser(strict);
    const blocked = await postToken(
      strict,
      { grant_type: "password", username: user.email, password: user.password },
      { "x-forwarded-for": ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(problemOf(blocked)).toMatchObject({
      code: ERROR_CODES.blockedIp,
      detail: MESSAGES.generic.blockedIp,
    });
    expect((await signIn(strict, user.email, user.password)).statusCode).toBe(200);
  });
});
