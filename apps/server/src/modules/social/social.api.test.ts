import { AUTH_COOKIES, ERROR_CODES, MESSAGES, registeredResponse, tokenResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, postToken, randomIp, setCookies } from "../../testing/auth";
import { freshPhone, registrationOtp } from "../../testing/otp";
import {
  createSocialTestApp,
  fragmentOf,
  postMissingFields,
  type SocialTestApp,
  socialSignIn,
} from "../../testing/social";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";

let test: SocialTestApp;
beforeAll(async () => {
  test = await createSocialTestApp();
});
afterAll(() => test.close());

const userIdOf = (response: { cookies: Array<Record<string, unknown>> }) =>
  decodeJwt(String(setCookies(response).get(AUTH_COOKIES.accessToken)?.value ?? "")).user_id;
const tag = () => Math.random().toString(36).slice(2, 10);

async function identitiesOf(userId: number) {
  return test.database.db
    .select()
    .from(schema.socialIdentities)
    .where(eq(schema.socialIdentities.userId, userId));
}

describe("social sign-in of an existing account", () => {
  it("links a Google account by its verified e-mail, signs in with cookies and returns to the stored route", async () => {
    const user = await createUser(test);
    const person = { name: "Link Test", email: user.email.toUpperCase(), emailVerified: true };
    const { response, location } = await socialSignIn(test, "google", person, "/mybag?from=social");
    expect(location).toBe("/mybag?from=social");
    const cookies = setCookies(response);
    for (const name of [AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken]) {
      expect(cookies.get(name)).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    }
    expect(userIdOf(response)).toBe(user.id);
    expect(cookies.get("odin_oauth_google")).toMatchObject({ value: "", path: "/googlesuccess" });
    const [identity] = await identitiesOf(user.id);
    expect(identity).toMatchObject({ provider: "google", email: person.email });

    // Linked now: the identity signs in even after the account's e-mail changes.
    await test.database.db
      .update(schema.users)
      .set({ email: `changed-${tag()}@example.in` })
      .where(eq(schema.users.id, user.id));
    const again = await socialSignIn(test, "google", person);
    expect(again.location).toBe("/");
    expect(userIdOf(again.response)).toBe(user.id);
  });

  it("links a Facebook account by the e-mail Facebook shares", async () => {
    const user = await createUser(test);
    const { response, location } = await socialSignIn(test, "facebook", {
      name: "Fb Link",
      email: user.email,
    });
    expect(location).toBe("/");
    expect(userIdOf(response)).toBe(user.id);
    expect((await identitiesOf(user.id)).map((identity) => identity.provider)).toEqual(["facebook"]);
  });

  it("never links by an e-mail the provider has not verified", async () => {
    const user = await createUser(test);
    const person = { name: "Not Verified", email: user.email, emailVerified: false };
    const { response, location } = await socialSignIn(test, "google", person);
    const fragment = fragmentOf(location);
    expect(fragment.get("login")).toBe("missed");
    expect(setCookies(response).has(AUTH_COOKIES.accessToken)).toBe(false);
    expect(await identitiesOf(user.id)).toHaveLength(0);
    // Finishing it with a number would make a second account with that e-mail: refused before any SMS.
    const answer = await postMissingFields(test, {
      socialToken: fragment.get("socialToken"),
      mobileNo: freshPhone(),
    });
    expect(answer.statusCode).toBe(409);
    expect(problemOf(answer)).toMatchObject({
      code: ERROR_CODES.userAlreadyExists,
      detail: MESSAGES.registration.userAlreadyExists,
      data: { emailIdPresent: true, mobileNumberPresent: false },
    });
  });

  it("refuses an account whose role the storefront does not serve, without linking it", async () => {
    const staff = await createUser(test, ["ROLE_END_USER", "ROLE_STAFF"]);
    const { response, location } = await socialSignIn(test, "google", { name: "Staff", email: staff.email });
    expect(location).toBe(`/#login=socialLoginError&provider=google&code=${ERROR_CODES.staffUser}`);
    expect(setCookies(response).has(AUTH_COOKIES.accessToken)).toBe(false);
    expect(await identitiesOf(staff.id)).toHaveLength(0);
  });
});

describe("a new shopper: missed view, OTP, account", () => {
  it("hands a new Google account to the missed view and creates it after the OTP (605 first)", async () => {
    const email = `new-${tag()}@example.com`;
    const { location } = await socialSignIn(test, "google", { name: "Nila Varma Das", email }, "/checkout");
    expect(location.startsWith("/checkout#")).toBe(true);
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual(["login", "provider", "missing", "email", "socialToken"]);
    expect(fragment.get("login")).toBe("missed");
    expect(fragment.get("provider")).toBe("google");
    expect(fragment.get("missing")).toBe("mobileNumber");
    expect(fragment.get("email")).toBe(email);
    const socialToken = fragment.get("socialToken") ?? "";
    const claims = decodeJwt(socialToken);
    expect(claims).toMatchObject({
      provider: "google",
      email,
      email_verified: true,
      aud: "odin-social-registration",
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);

    const asked = await postMissingFields(test, { socialToken });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ missingFields: ["mobileNumber"] });

    const mobileNumber = freshPhone();
    const unproved = await postMissingFields(test, { socialToken, mobileNo: mobileNumber });
    expect(unproved.statusCode).toBe(403);
    expect(problemOf(unproved)).toMatchObject({ code: ERROR_CODES.phoneNotVerified, data: { mobileNumber } });

    const otpDetails = await registrationOtp(test, mobileNumber);
    const wrong = await postMissingFields(test, {
      socialToken,
      mobileNo: mobileNumber,
      otpDetails: { ...otpDetails, passPhrase: otpDetails.passPhrase === "111111" ? "222222" : "111111" },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(problemOf(wrong)?.code).toBe(ERROR_CODES.otpInvalid);

    const created = await postMissingFields(test, { socialToken, mobileNo: mobileNumber, otpDetails });
    expect(created.statusCode).toBe(200);
    const body = registeredResponse.parse(created.json());
    const userId = decodeJwt(body.access_token).user_id as number;
    expect(userIdOf(created)).toBe(userId);
    const [user] = await test.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({
      firstName: "Nila",
      lastName: "Varma Das",
      email,
      mobileNumber,
      passwordHash: null,
      roles: ["ROLE_END_USER"],
      userType: "SOCIAL_USER",
      isEmailVerified: true,
      isMobileNumberVerified: true,
    });
    expect(await identitiesOf(userId)).toHaveLength(1);

    // The identity is linked: the next Google sign-in goes straight in, and so does the app's grant.
    const next = await socialSignIn(test, "google", { name: "Nila Varma Das", email });
    expect(next.location).toBe("/");
    expect(userIdOf(next.response)).toBe(userId);
    const grant = await postToken(test, {
      grant_type: "social",
      social_token: socialToken,
      social_identity_provider: "google",
    });
    expect(grant.statusCode).toBe(200);
    expect(decodeJwt(tokenResponse.parse(grant.json()).access_token).user_id).toBe(userId);
  });

  it("asks a Facebook account without e-mail for both fields and keeps a typed e-mail unverified", async () => {
    const { location } = await socialSignIn(test, "facebook", "dev");
    const fragment = fragmentOf(location);
    expect(fragment.get("login")).toBe("missed");
    expect(fragment.get("missing")).toBe("mobileNumber,emailId");
    expect(fragment.has("email")).toBe(false);
    const socialToken = fragment.get("socialToken") ?? "";
    const email = `typed-${tag()}@example.in`;
    const mobileNumber = freshPhone();
    const onlyEmail = await postMissingFields(test, { socialToken, email });
    expect(onlyEmail.json()).toEqual({ missingFields: ["mobileNumber"] });
    const otpDetails = await registrationOtp(test, mobileNumber);
    const created = await postMissingFields(test, { socialToken, email, mobileNo: mobileNumber, otpDetails });
    expect(created.statusCode).toBe(200);
    const userId = decodeJwt(registeredResponse.parse(created.json()).access_token).user_id as number;
    const [user] = await test.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ firstName: "Dev", lastName: "Khanna", email, isEmailVerified: false });
    const [identity] = await test.database.db
      .select()
      .from(schema.socialIdentities)
      .where(
        and(
          eq(schema.socialIdentities.provider, "facebook"),
          eq(schema.socialIdentities.subject, "10160000000000003"),
        ),
      );
    expect(identity?.userId).toBe(userId);
  });

  it("refuses a mobile number of another account before sending an OTP", async () => {
    const owner = await createUser(test);
    const { location } = await socialSignIn(test, "google", {
      name: "Taken Phone",
      email: `tp-${tag()}@example.com`,
    });
    const socialToken = fragmentOf(location).get("socialToken");
    const answer = await postMissingFields(test, { socialToken, mobileNo: owner.mobileNumber });
    expect(answer.statusCode).toBe(409);
    expect(problemOf(answer)).toMatchObject({
      code: ERROR_CODES.userAlreadyExists,
      data: { mobileNumberPresent: true, emailIdPresent: false },
    });
  });

  it("refuses a forged or expired socialToken", async () => {
    const { location } = await socialSignIn(test, "google", {
      name: "Forge Me",
      email: `fm-${tag()}@example.com`,
    });
    const token = fragmentOf(location).get("socialToken") ?? "";
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString(
      "base64url",
    );
    for (const socialToken of [`${header}.${forgedPayload}.${signature}`, "not-a-token"]) {
      const answer = await postMissingFields(test, { socialToken, mobileNo: freshPhone() });
      expect(answer.statusCode).toBe(401);
      expect(problemOf(answer)).toMatchObject({
        code: ERROR_CODES.unauthorized,
        detail: MESSAGES.social.signInAgain,
      });
    }
  });
});

describe("the social body of POST /api/user/register", () => {
  it("is finished by social sign-in: 605 for an unproved number, 409 for a taken one", async () => {
    const owner = await createUser(test);
    const { location } = await socialSignIn(test, "facebook", {
      name: "Reg Body",
      email: `rb-${tag()}@example.com`,
    });
    const socialToken = fragmentOf(location).get("socialToken");
    const register = (mobileNumber: string) =>
      test.app.inject({
        method: "POST",
        url: "/api/user/register",
        headers: { ...CLIENT_HEADERS, "x-forwarded-for": randomIp() },
        payload: { userType: "SOCIAL_USER", socialIdentityProvider: "facebook", socialToken, mobileNumber },
      });
    const mobileNumber = freshPhone();
    const unproved = await register(mobileNumber);
    expect(unproved.statusCode).toBe(403);
    expect(problemOf(unproved)).toMatchObject({ code: ERROR_CODES.phoneNotVerified, data: { mobileNumber } });
    const taken = await register(owner.mobileNumber);
    expect(taken.statusCode).toBe(409);
  });
});

describe("the social grant of POST /auth/token", () => {
  it("answers 404 with the missing fields for an identity without an account, 401 for another provider", async () => {
    const email = `grant-${tag()}@example.com`;
    const { location } = await socialSignIn(test, "google", { name: "Grant Only", email });
    const socialToken = fragmentOf(location).get("socialToken");
    const unknown = await postToken(test, {
      grant_type: "social",
      social_token: socialToken,
      social_identity_provider: "google",
    });
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown)).toMatchObject({
      code: ERROR_CODES.notFound,
      detail: MESSAGES.social.missedMobile,
      data: { missingFields: ["mobileNumber"], emailId: email },
    });
    const otherProvider = await postToken(test, {
      grant_type: "social",
      social_token: socialToken,
      social_identity_provider: "facebook",
    });
    expect(otherProvider.statusCode).toBe(401);
  });
});
