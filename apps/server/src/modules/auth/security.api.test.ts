import { randomBytes } from "node:crypto";
import { AUTH_COOKIES, tokenResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { count } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, postToken, randomIp, signIn } from "../../testing/auth";
import { freshPhone, otpSignIn, postOtp, readOtp, sendOtp, wrongCodeFor } from "../../testing/otp";
import { CLIENT_HEADERS } from "../../testing/test-app";

/**
 * Attacks on sign-in (issue "Accounts and sign-in", security acceptance): each must be refused
 * with a 4xx answer, never a 5xx, and leave the data as it was.
 */

const JWT_SECRET = randomBytes(32).toString("hex");

const test = useTestApp({ env: { ODIN_JWT_SECRET: JWT_SECRET } });

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed.
  "${7*7}{{7*7}}",
  "admin'--",
];

function send(method: "POST" | "PUT" | "GET", url: string, payload?: unknown) {
  return test.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": randomIp() },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Every account field of every call, filled with `value` in turn. */
function attacks(value: string): Array<[string, "POST" | "PUT" | "GET", string, unknown]> {
  const phone = freshPhone();
  const email = `s${randomBytes(4).toString("hex")}@example.in`;
  const register = { name: "Asha Rao", gender: "FEMALE", email, mobileNumber: phone, password: "Secret@123" };
  const otpDetails = { sessionID: "s", passPhrase: "123456" };
  const userDetails = {
    emailId: email,
    firstName: "Asha Rao",
    mobileNumber: phone,
    password: "Secret@123",
    gender: "FEMALE",
    userType: "END_USER",
  };
  return [
    ["token username", "POST", "/auth/token", { grant_type: "password", username: value, password: "x" }],
    ["token password", "POST", "/auth/token", { grant_type: "password", username: email, password: value }],
    [
      "token otp",
      "POST",
      "/auth/token",
      {
        grant_type: "otp",
        mobileNumber: { mobileNumber: value },
        otpDetails: { sessionID: value, passPhrase: value },
      },
    ],
    [
      "token social",
      "POST",
      "/auth/token",
      { grant_type: "social", social_token: value, social_identity_provider: "google" },
    ],
    ["token refresh", "POST", "/auth/token", { grant_type: "refresh_token", refresh_token: value }],
    ["exists e-mail", "POST", "/api/user/exists", { emailId: value }],
    ["exists mobile", "POST", "/api/user/exists", { mobileNumber: { mobileNumber: value } }],
    [
      "otp generate",
      "POST",
      "/api/otp/generate",
      { mobileNumber: value, purpose: "login", throughService: "flash" },
    ],
    [
      "otp resend",
      "POST",
      "/api/otp/resend",
      { sessionID: value, mobileNumber: phone, throughService: "flash" },
    ],
    [
      "otp validate",
      "POST",
      "/api/otp/validate",
      { sessionID: value, mobileNumber: phone, passPhrase: value, purpose: "registration" },
    ],
    ["register name", "POST", "/api/user/register", { ...register, name: value }],
    ["register e-mail", "POST", "/api/user/register", { ...register, email: value }],
    ["register password", "POST", "/api/user/register", { ...register, password: value }],
    ["register mobile", "POST", "/api/user/register", { ...register, mobileNumber: value }],
    [
      "register with OTP",
      "POST",
      "/api/user/register/otp",
      {
        userDetails: { ...userDetails, firstName: value },
        otpDetails: { sessionID: value, passPhrase: "123456" },
      },
    ],
    [
      "missing fields",
      "POST",
      "/api/user/missing-fields",
      { socialToken: value, mobileNo: phone, otpDetails },
    ],
    ["forgot password", "POST", "/api/user/forgot-password", { username: value }],
    [
      "reset password",
      "PUT",
      "/api/user/reset-password",
      { sessionId: value, type: "email", newPassword: "Secret@456" },
    ],
    [
      "reset token query",
      "PUT",
      `/api/user/reset-password?token=${encodeURIComponent(value)}`,
      { newPassword: "Secret@456" },
    ],
    ["social start", "GET", `/auth/social/google?returnTo=${encodeURIComponent(value)}`, undefined],
    [
      "change password",
      "PUT",
      `/api/user/${encodeURIComponent(value)}/password`,
      { currentPassword: value, newPassword: value },
    ],
  ];
}

describe("injection in every field", () => {
  it("is refused or stored inertly, never a 5xx, and the tables stay whole", async () => {
    const [before] = await test.database.db.select({ users: count() }).from(schema.users);
    for (const value of INJECTIONS) {
      for (const [field, method, url, payload] of attacks(value)) {
        const response = await send(method, url, payload);
        expect(response.statusCode, `${field} with ${value}: ${response.body}`).toBeLessThan(500);
        if (field.startsWith("exists")) {
          // The user-exists check answers for any text; an injected one finds no account.
          if (response.statusCode === 200) {
            expect(response.json(), field).toEqual({ mobileNumberPresent: false, emailIdPresent: false });
          }
        } else {
          expect(response.statusCode, `${field} with ${value}`).not.toBe(200);
        }
        // Whatever is echoed back is JSON, never markup a browser would run.
        expect(response.headers["content-type"] ?? "", field).not.toMatch(/html/);
      }
    }
    const [after] = await test.database.db.select({ users: count() }).from(schema.users);
    expect(after?.users).toBe(before?.users);
  });
});

describe("access tokens that must not pass", () => {
  const accountWith = (token: string) =>
    test.app.inject({
      method: "GET",
      url: "/api/user/account",
      headers: { ...CLIENT_HEADERS, authorization: `Bearer ${token}` },
    });

  async function claimsOf() {
    const user = await createUser(test);
    const response = await signIn(test, user.email, user.password);
    const tokens = tokenResponse.parse(response.json());
    const [, payload] = tokens.access_token.split(".");
    return { user, tokens, claims: JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) };
  }

  it("the genuine token passes, so the refusals below are about the token alone", async () => {
    const { tokens } = await claimsOf();
    expect((await accountWith(tokens.access_token)).statusCode).toBe(200);
  });

  it("refuses an expired token signed with the right key", async () => {
    const { claims } = await claimsOf();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await accountWith(expired)).statusCode).toBe(401);
  });

  it("refuses alg: none", async () => {
    const { claims } = await claimsOf();
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
    expect((await accountWith(unsigned)).statusCode).toBe(401);
    const noneAsCookie = await test.app.inject({
      method: "GET",
      url: "/api/user/account",
      headers: { ...CLIENT_HEADERS, cookie: `${AUTH_COOKIES.accessToken}=${unsigned}` },
    });
    expect(noneAsCookie.statusCode).toBe(401);
  });

  it("refuses a token signed with another key, and another algorithm with the right key", async () => {
    const { claims } = await claimsOf();
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(randomBytes(32).toString("hex")));
    expect((await accountWith(forged)).statusCode).toBe(401);
    const swapped = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS512" })
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await accountWith(swapped)).statusCode).toBe(401);
  });

  it("refuses a genuine token whose user id was edited", async () => {
    const { tokens } = await claimsOf();
    const [header, payload, signature] = tokens.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, user_id: claims.user_id + 1 })).toString(
      "base64url",
    );
    expect((await accountWith(`${header}.${edited}.${signature}`)).statusCode).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("a replayed refresh token is refused and ends the whole sign-in", async () => {
    const user = await createUser(test);
    const first = tokenResponse.parse((await signIn(test, user.email, user.password)).json());
    const rotated = await postToken(test, {
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
    });
    expect(rotated.statusCode).toBe(200);
    const next = tokenResponse.parse(rotated.json());

    const replay = await postToken(test, { grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await postToken(test, {
      grant_type: "refresh_token",
      refresh_token: next.refresh_token,
    });
    expect(afterReplay.statusCode).toBe(401);
  });
});

describe("one-time codes", () => {
  it("20 guesses: five wrong tries end the code, and even the right code no longer works", async () => {
    const user = await createUser(test);
    const sessionID = await sendOtp(test, user.mobileNumber, "login");
    const code = await readOtp(test, user.mobileNumber);
    const statuses: number[] = [];
    for (let guess = 0; guess < 20; guess += 1) {
      const response = await otpSignIn(test, user.mobileNumber, sessionID, wrongCodeFor(code));
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    const right = await otpSignIn(test, user.mobileNumber, sessionID, code);
    expect(right.statusCode).toBeGreaterThanOrEqual(400);
    expect(right.statusCode).toBeLessThan(500);
  });

  it("sends past the limit are refused with 429", async () => {
    const user = await createUser(test);
    const address = randomIp();
    const statuses: number[] = [];
    for (let send = 0; send < 5; send += 1) {
      const response = await postOtp(
        test,
        "generate",
        { mobileNumber: user.mobileNumber, purpose: "login", throughService: "flash" },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
