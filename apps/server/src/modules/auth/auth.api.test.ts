import { AUTH_COOKIES, ERROR_CODES, MESSAGES, tokenResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../platform/secrets";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, postToken, setCookies, signIn } from "../../testing/auth";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

const test = useTestApp();

async function signedIn(roles?: string[]) {
  const user = await createUser(test, roles);
  const response = await signIn(test, user.email, user.password);
  expect(response.statusCode).toBe(200);
  return { user, tokens: tokenResponse.parse(response.json()), response };
}

const refresh = (refreshToken: string) =>
  postToken(test, { grant_type: "refresh_token", refresh_token: refreshToken });

const account = (accessToken: string) =>
  test.app.inject({
    method: "GET",
    url: "/api/user/account",
    headers: { ...CLIENT_HEADERS, authorization: `Bearer ${accessToken}` },
  });

describe("POST /auth/token, grant_type password", () => {
  it("signs in by e-mail and by mobile number, with user_id and roles in a short-lived access token", async () => {
    const user = await createUser(test);
    for (const username of [user.email, user.email.toUpperCase(), user.mobileNumber]) {
      const response = await signIn(test, username, user.password);
      expect(response.statusCode).toBe(200);
      const tokens = tokenResponse.parse(response.json());
      const claims = decodeJwt(tokens.access_token);
      expect(claims.user_id).toBe(user.id);
      expect(claims.roles).toEqual(["ROLE_END_USER"]);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(900);
      expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it("sets HttpOnly SameSite=Lax cookies, not Secure in the demo without a site origin, whatever the host", async () => {
    // Secure follows the site's origin (platform/cookies.test.ts); the demo answers on plain http.
    const user = await createUser(test);
    const local = setCookies(await signIn(test, user.email, user.password));
    const onSite = setCookies(
      await postToken(
        test,
        { grant_type: "password", username: user.email, password: user.password },
        { host: "shop.example.in" },
      ),
    );
    for (const name of [AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken]) {
      for (const cookies of [local, onSite]) {
        expect(cookies.get(name)).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
        expect(cookies.get(name)?.secure).toBeFalsy();
      }
    }
    expect(local.get(AUTH_COOKIES.accessToken)?.maxAge).toBe(900);
  });

  it("stores the refresh token only as its SHA-256", async () => {
    const { tokens } = await signedIn();
    const rows = await test.database.db.select().from(schema.refreshTokens);
    expect(rows.some((row) => row.tokenHash === tokens.refresh_token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === sha256Hex(tokens.refresh_token))).toBe(true);
  });

  it("refuses a wrong password and an unknown account with the same message", async () => {
    const user = await createUser(test);
    for (const [username, password] of [
      [user.email, "Wrong@1234"],
      ["nobody-here@example.in", user.password],
      ["6000000000", user.password],
    ] as const) {
      const response = await signIn(test, username, password);
      expect(response.statusCode).toBe(401);
      expect(problemOf(response)).toMatchObject({
        code: ERROR_CODES.invalidCredentials,
        detail: MESSAGES.login.invalidCredentials,
      });
      expect(response.json().access_token).toBeUndefined();
    }
  });

  it("refuses each role the storefront does not serve, with its message (spec 1 §6)", async () => {
    const cases = [
      [["ROLE_BUSINESS_USER"], ERROR_CODES.businessUser, MESSAGES.session.businessUserRefused],
      [["ROLE_END_USER", "ROLE_BUSINESS_USER"], ERROR_CODES.invalidRole, MESSAGES.session.invalidRole],
      [[], ERROR_CODES.invalidRole, MESSAGES.session.invalidRole],
      [
        ["ROLE_END_USER", "ROLE_STAFF"],
        ERROR_CODES.staffUser,
        "Dude! You are a staff! Not a customer. Logging out..",
      ],
      [["ROLE_STAFF"], ERROR_CODES.staffUser, "Dude! You are a staff! Not a customer. Logging out.."],
    ] as const;
    for (const [roles, code, detail] of cases) {
      const user = await createUser(test, [...roles]);
      const response = await signIn(test, user.email, user.password);
      expect(response.statusCode, roles.join(",")).toBe(403);
      expect(problemOf(response)).toMatchObject({ code, detail });
      expect(setCookies(response).get(AUTH_COOKIES.refreshToken)?.value ?? "").toBe("");
      const families = await test.database.db
        .select()
        .from(schema.refreshFamilies)
        .where(eq(schema.refreshFamilies.userId, user.id));
      expect(families).toHaveLength(0);
    }
  });

  it("validates the shapes of the otp and social grants and answers 501 until they land", async () => {
    const otp = await postToken(test, {
      grant_type: "otp",
      mobileNumber: { mobileNumber: "9876543210", countryCallingCode: "+91" },
      otpDetails: { sessionID: "s", passPhrase: "1234" },
    });
    // The OTP grant has landed (decision 0018): an unknown session is an invalid code.
    expect(otp.statusCode).toBe(400);
    expect(problemOf(otp)?.code).toBe(ERROR_CODES.otpInvalid);
    const social = await postToken(test, {
      grant_type: "social",
      social_token: "t",
      social_identity_provider: "google",
    });
    // The social grant has landed (decision 0019): a socialToken this server did not sign is refused.
    expect(social.statusCode).toBe(401);
    expect(problemOf(social)).toMatchObject({
      code: ERROR_CODES.unauthorized,
      detail: MESSAGES.social.signInAgain,
    });
    const badOtp = await postToken(test, { grant_type: "otp", mobileNumber: { mobileNumber: "9" } });
    expect(badOtp.statusCode).toBe(400);
    expect((await postToken(test, { grant_type: "client_credentials" })).statusCode).toBe(400);
  });
});

describe("POST /auth/token, grant_type refresh_token", () => {
  it("rotates the refresh token on every use, from the body or from the cookie", async () => {
    const { tokens } = await signedIn();
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = tokenResponse.parse(first.json());
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await account(rotated.access_token)).statusCode).toBe(200);
    const byCookie = await test.app.inject({
      method: "POST",
      url: "/auth/token",
      headers: CLIENT_HEADERS,
      cookies: { [AUTH_COOKIES.refreshToken]: rotated.refresh_token },
      payload: { grant_type: "refresh_token" },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(setCookies(byCookie).get(AUTH_COOKIES.refreshToken)?.value).toBe(byCookie.json().refresh_token);
  });

  it("revokes the whole family when a used refresh token is replayed", async () => {
    const { tokens, user } = await signedIn();
    const next = tokenResponse.parse((await refresh(tokens.refresh_token)).json());
    const replay = await refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(problemOf(replay)).toMatchObject({ code: ERROR_CODES.unauthorized });
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    const [family] = await test.database.db
      .select()
      .from(schema.refreshFamilies)
      .where(eq(schema.refreshFamilies.userId, user.id));
    expect(family?.revokedReason).toBe("reuse");
    // Another sign-in of the same user is a different family and keeps working.
    const other = await signedIn();
    expect((await refresh(other.tokens.refresh_token)).statusCode).toBe(200);
  });

  it("ends a family at its absolute lifetime, however often it rotated", async () => {
    const { tokens, user } = await signedIn();
    const next = tokenResponse.parse((await refresh(tokens.refresh_token)).json());
    await test.database.db
      .update(schema.refreshFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.refreshFamilies.userId, user.id));
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it("refuses an unknown or missing refresh token", async () => {
    expect((await refresh("x".repeat(43))).statusCode).toBe(401);
    expect((await postToken(test, { grant_type: "refresh_token" })).statusCode).toBe(401);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the family and clears both cookies", async () => {
    const { tokens } = await signedIn();
    const response = await test.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: CLIENT_HEADERS,
      cookies: { [AUTH_COOKIES.refreshToken]: tokens.refresh_token },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    for (const name of [AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken]) {
      expect(cookies.get(name)?.value).toBe("");
      expect(Number(cookies.get(name)?.expires ?? Date.now())).toBeLessThan(Date.now());
    }
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("are refused with alg none, tampered, foreign-signed or missing", async () => {
    const { tokens, user } = await signedIn();
    expect((await account(tokens.access_token)).statusCode).toBe(200);
    const [header, payload, signature] = tokens.access_token.split(".") as [string, string, string];
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const none = `${b64({ alg: "none", typ: "JWT" })}.${payload}.`;
    const tampered = `${header}.${b64({ ...claims, user_id: user.id + 1 })}.${signature}`;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("z".repeat(64)));
    for (const token of [none, tampered, foreign, "not-a-jwt"]) {
      const response = await account(token);
      expect(response.statusCode, token).toBe(401);
      expect(problemOf(response)?.code).toBe(ERROR_CODES.unauthorized);
    }
    const anonymous = await test.app.inject({
      method: "GET",
      url: "/api/user/account",
      headers: CLIENT_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("are read from the access cookie as well", async () => {
    const { tokens, user } = await signedIn();
    const response = await test.app.inject({
      method: "GET",
      url: "/api/user/account",
      headers: CLIENT_HEADERS,
      cookies: { [AUTH_COOKIES.accessToken]: tokens.access_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: user.id,
      userInfo: { firstName: "Test" },
      emails: [{ emailID: user.email, verified: false }],
      mobileNumbers: [{ type: "PRIMARY", phoneNumber: user.mobileNumber, verified: true }],
    });
  });
});

describe("POST /auth/logout without a body", () => {
  it("still revokes the cookie's family", async () => {
    const { tokens } = await signedIn();
    const response = await test.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: { module: "odin" },
      cookies: { [AUTH_COOKIES.refreshToken]: tokens.refresh_token },
    });
    expect(response.json()).toEqual({ loggedOut: true });
    expect(response.statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it("revokes the family of a refresh token given in the body", async () => {
    const { tokens } = await signedIn();
    const response = await test.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: CLIENT_HEADERS,
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});
