import {
  AUTH_COOKIES,
  auditPage,
  customerSignIn,
  ERROR_CODES,
  MESSAGES,
  tokenResponse,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, postToken, setCookies, signIn, type TestUser } from "../../testing/auth";
import { signInBlockCall } from "../../testing/customers";
import { otpSignIn, readOtp, sendOtp } from "../../testing/otp";
import { forgotPassword, readResetLink, resetPassword } from "../../testing/password-reset";
import { newShopper, registerWithOtp, userDetailsOf } from "../../testing/registration";
import { createStaff, staffWith, type TestStaff } from "../../testing/staff";
import { problemOf } from "../../testing/test-app";

/**
 * Blocking a shopper's sign-in from the back office (customers:write): every way in refuses them
 * while blocked, and lets them in again once unblocked. Social sign-in has its file beside this one.
 */

const test = useTestApp();
let care: TestStaff;

beforeAll(async () => {
  care = await staffWith(test, ["customers:write", "audit:read"]);
});

const REASON = "The bank reported chargebacks on three orders";
const block = (userId: number, staff = care) =>
  signInBlockCall(test, staff, userId, "block", { reason: REASON });
const UNBLOCK_REASON = "The bank withdrew the chargebacks";
const unblock = (userId: number, staff = care) =>
  signInBlockCall(test, staff, userId, "unblock", { reason: UNBLOCK_REASON });

/** Expects the refusal of a blocked account, and no token cookies set. */
function expectBlocked(answer: Awaited<ReturnType<typeof postToken>>, what: string) {
  expect(answer.statusCode, `${what}: ${answer.body}`).toBe(403);
  expect(problemOf(answer), what).toMatchObject({
    code: ERROR_CODES.signInBlocked,
    detail: MESSAGES.login.signInBlocked,
  });
  const cookies = setCookies(answer);
  expect(cookies.get(AUTH_COOKIES.accessToken)?.value ?? "", what).toBe("");
}

async function signedIn(user: TestUser) {
  const answer = await signIn(test, user.email, user.password);
  expect(answer.statusCode, answer.body).toBe(200);
  return tokenResponse.parse(answer.json());
}

const refresh = (refreshToken: string) =>
  postToken(test, { grant_type: "refresh_token", refresh_token: refreshToken });

async function otpAttempt(user: TestUser) {
  const sessionID = await sendOtp(test, user.mobileNumber, "login");
  return otpSignIn(test, user.mobileNumber, sessionID, await readOtp(test, user.mobileNumber));
}

async function passwordHashOf(userId: number) {
  const [row] = await test.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
  return row?.passwordHash;
}

describe("a blocked shopper's sign-in (customers:write)", () => {
  it("ends their sessions at the next refresh and refuses every way in until unblocked", async () => {
    const user = await createUser(test);
    const session = await signedIn(user);
    expect((await forgotPassword(test, user.email)).statusCode).toBe(200);
    const link = await readResetLink(test, user.email);

    const blocked = await block(user.id);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(customerSignIn.parse(blocked.json())).toMatchObject({ blocked: true, reason: REASON });
    const families = await test.database.db
      .select()
      .from(schema.refreshFamilies)
      .where(eq(schema.refreshFamilies.userId, user.id));
    expect(families.map((family) => family.revokedReason)).toEqual(["blocked"]);

    // The access token lives out its few minutes; the refresh that would renew it is refused.
    const account = await test.app.inject({
      url: "/api/user/account",
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(account.statusCode).toBe(200);
    expectBlocked(await refresh(session.refresh_token), "refresh");

    // The right password is refused; a wrong one answers as ever, telling a stranger nothing.
    expectBlocked(await signIn(test, user.email, user.password), "password");
    expect(problemOf(await signIn(test, user.email, "Wrong@1234"))?.code).toBe(
      ERROR_CODES.invalidCredentials,
    );
    expectBlocked(await otpAttempt(user), "otp");

    // No new link is sent (the same answer as for anyone), and a link sent before sets no password.
    const hash = await passwordHashOf(user.id);
    const forgot = await forgotPassword(test, user.email);
    expect(forgot.statusCode).toBe(200);
    expect((await readResetLink(test, user.email)).token).toBe(link.token);
    expectBlocked(await resetPassword(test, { token: link.token, newPassword: "Newpass@123" }), "reset");
    expect(await passwordHashOf(user.id)).toBe(hash);

    // Registering afresh with the blocked account's number or e-mail is refused as a taken one.
    for (const taken of [{ mobileNumber: user.mobileNumber }, { email: user.email }]) {
      const again = await registerWithOtp(test, userDetailsOf({ ...newShopper(), ...taken }));
      expect(again.statusCode, JSON.stringify(taken)).toBe(409);
      expect(setCookies(again).has(AUTH_COOKIES.accessToken)).toBe(false);
    }

    const unblocked = await unblock(user.id);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(customerSignIn.parse(unblocked.json())).toEqual({ blocked: false, blockedAt: null, reason: null });
    const next = await signedIn(user);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
    expect((await otpAttempt(user)).statusCode).toBe(200);
    expect((await resetPassword(test, { token: link.token, newPassword: "Newpass@123" })).statusCode).toBe(
      200,
    );
    expect((await signIn(test, user.email, "Newpass@123")).statusCode).toBe(200);
  });

  it("refuses the refresh of a session started by a sign-in that raced the block", async () => {
    const user = await createUser(test);
    const session = await signedIn(user);
    // As if the block had committed between the sign-in's check and its family's insert.
    await test.database.db
      .update(schema.users)
      .set({ signInBlockedAt: new Date(), signInBlockedReason: REASON })
      .where(eq(schema.users.id, user.id));
    expectBlocked(await refresh(session.refresh_token), "refresh");
    const [family] = await test.database.db
      .select()
      .from(schema.refreshFamilies)
      .where(eq(schema.refreshFamilies.userId, user.id));
    expect(family?.revokedReason).toBe("blocked");
  });

  it("audits the block and the unblock with their diffs", async () => {
    const user = await createUser(test);
    expect((await block(user.id)).statusCode).toBe(200);
    expect((await unblock(user.id)).statusCode).toBe(200);
    const log = await test.app.inject({
      url: `/admin/api/audit?resource=customer&resourceId=${user.id}`,
      headers: care.headers,
    });
    const [unblocked, blocked] = auditPage.parse(log.json()).entries;
    expect(blocked).toMatchObject({ action: "block-sign-in", actor: { id: care.id } });
    const at = blocked?.changes.signInBlockedAt?.to;
    expect(typeof at).toBe("string");
    expect(blocked?.changes).toEqual({
      signInBlocked: { from: false, to: true },
      signInBlockedAt: { from: null, to: at },
      signInBlockedReason: { from: null, to: REASON },
    });
    expect(unblocked).toMatchObject({ action: "unblock-sign-in", actor: { id: care.id } });
    expect(unblocked?.changes).toEqual({
      signInBlocked: { from: true, to: false },
      signInBlockedAt: { from: at, to: null },
      signInBlockedReason: { from: REASON, to: null },
      unblockReason: { from: null, to: UNBLOCK_REASON },
    });
  });

  it("refuses a second block or an unblock of nobody blocked (409), bad input (400), no one's or a staff account (404)", async () => {
    const user = await createUser(test);
    expect(problemOf(await unblock(user.id))).toMatchObject({ status: 409, code: "CUSTOMER_NOT_BLOCKED" });
    expect((await block(user.id)).statusCode).toBe(200);
    expect(problemOf(await block(user.id))).toMatchObject({ status: 409, code: "CUSTOMER_ALREADY_BLOCKED" });
    for (const payload of [
      {},
      { reason: "" },
      { reason: "  " },
      { reason: "x".repeat(501) },
      { reason: "a\u0000b" },
    ]) {
      for (const action of ["block", "unblock"] as const) {
        const answer = await signInBlockCall(test, care, user.id, action, payload);
        expect(answer.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      }
    }
    const staff = await createStaff(test, "customer-care");
    for (const userId of [2_147_483_647, staff.id]) {
      expect((await block(userId)).statusCode, String(userId)).toBe(404);
      expect((await unblock(userId)).statusCode, String(userId)).toBe(404);
    }
    // A staff member's own sign-in is the staff module's: never blocked from here.
    const [row] = await test.database.db.select().from(schema.users).where(eq(schema.users.id, staff.id));
    expect(row?.signInBlockedAt).toBeNull();
    expect((await signInBlockCall(test, care, 0, "block", { reason: REASON })).statusCode).toBe(400);
    const reader = await staffWith(test, ["customers:read"]);
    expect((await block(user.id, reader)).statusCode).toBe(403);
    expect((await unblock(user.id, reader)).statusCode).toBe(403);
  });

  it("lets one of two concurrent blocks win", { tags: ["postgres"] }, async () => {
    const user = await createUser(test);
    const answers = await Promise.all([block(user.id), block(user.id), block(user.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const log = await test.app.inject({
      url: `/admin/api/audit?resource=customer&resourceId=${user.id}`,
      headers: care.headers,
    });
    expect(auditPage.parse(log.json()).entries).toHaveLength(1);
  });
});
