import {
  ERROR_CODES,
  forgotPasswordResponse,
  MESSAGES,
  RESET_ERROR_CODES,
  resetPasswordResponse,
  tokenResponse,
} from "@odin/contracts";
import { schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../platform/secrets";
import { useTestApp } from "../../testing/api-fixture";
import { createUser, postToken, randomIp, signIn } from "../../testing/auth";
import { sandboxMessages } from "../../testing/otp";
import { forgotPassword, readResetLink, resetPassword } from "../../testing/password-reset";
import { createTestApp, type OwnedTestApp, problemOf } from "../../testing/test-app";

const test = useTestApp({ env: { ODIN_SITE_ORIGIN: "https://shop.example.in" } });

const NEW_PASSWORD = "Brand-new#2024";

/** A user with a reset link sent to their e-mail, and that link. */
async function userWithLink(roles?: string[]) {
  const user = await createUser(test, roles);
  const response = await forgotPassword(test, user.email);
  expect(response.statusCode).toBe(200);
  return { user, ...(await readResetLink(test, user.email)) };
}

const unknownEmail = () => `nobody${Date.now()}${Math.floor(Math.random() * 1e6)}@example.in`;
const unknownMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

describe("POST /api/user/forgot-password", () => {
  it("sends an e-mail link to an e-mail identifier and an SMS link to a phone", async () => {
    const user = await createUser(test);
    const byEmail = await forgotPassword(test, user.email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(forgotPasswordResponse.parse(byEmail.json())).toEqual({
      type: "email",
      message: MESSAGES.forgotPassword.emailSent,
    });
    const mail = await readResetLink(test, user.email);
    expect(mail.message.channel).toBe("email");
    expect(mail.type).toBe("email");
    expect(mail.link).toMatch(
      /^https:\/\/shop\.example\.in\/reset-password\?sessionId=[A-Za-z0-9_-]{43}&type=email$/,
    );
    expect(mail.message.text).toContain("30 minutes");

    const bySms = await forgotPassword(test, user.mobileNumber);
    expect(bySms.json()).toEqual({ type: "mobile", message: MESSAGES.forgotPassword.smsSent });
    const sms = await readResetLink(test, user.mobileNumber);
    expect(sms.message.channel).toBe("sms");
    expect(sms.type).toBe("mobile");
    expect(sms.token).not.toBe(mail.token);
  });

  it("stores only the SHA-256 of the link's token, with a 30-minute expiry", async () => {
    const asking = Date.now();
    const { user, token } = await userWithLink();
    const asked = Date.now();
    const rows = await test.database.db
      .select()
      .from(schema.passwordResets)
      .where(eq(schema.passwordResets.userId, user.id));
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const row = rows.find((candidate) => candidate.tokenHash === sha256Hex(token));
    expect(row?.channel).toBe("email");
    // Made while the link was asked for (however long that took), expiring 30 minutes later; the
    // database stamps createdAt, so a second either side for its clock against Node's.
    const expires = row?.expiresAt.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(asking + 30 * 60_000);
    expect(expires).toBeLessThanOrEqual(asked + 30 * 60_000);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(asking - 1_000);
    expect(row?.createdAt.getTime()).toBeLessThanOrEqual(asked + 1_000);
  });

  it("answers byte-identical bodies for known and unknown identifiers, and sends nothing for unknown ones", async () => {
    const user = await createUser(test);
    const pairs: Array<[string, string]> = [
      [user.email, unknownEmail()],
      [user.mobileNumber, unknownMobile()],
    ];
    for (const [known, unknown] of pairs) {
      const knownAnswer = await forgotPassword(test, known);
      const unknownAnswer = await forgotPassword(test, unknown);
      expect(knownAnswer.statusCode).toBe(200);
      expect(unknownAnswer.statusCode).toBe(200);
      expect(unknownAnswer.body).toBe(knownAnswer.body);
      expect(unknownAnswer.headers["content-length"]).toBe(knownAnswer.headers["content-length"]);
      expect(await sandboxMessages(test, unknown)).toEqual([]);
      const queued = await test.database.db
        .select({ id: schema.outboxMessages.id })
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.recipient, unknown));
      expect(queued).toEqual([]);
    }
  });

  it("answers the same to staff and business accounts but sends them no link", async () => {
    const customer = await createUser(test);
    const expected = (await forgotPassword(test, customer.email)).body;
    for (const roles of [["ROLE_STAFF"], ["ROLE_BUSINESS_USER"], ["ROLE_STAFF", "ROLE_END_USER"]]) {
      const user = await createUser(test, roles);
      const response = await forgotPassword(test, user.email);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(expected);
      expect(await sandboxMessages(test, user.email)).toEqual([]);
      const links = await test.database.db
        .select()
        .from(schema.passwordResets)
        .where(eq(schema.passwordResets.userId, user.id));
      expect(links).toEqual([]);
    }
  });

  it("refuses an invalid identifier with the login rule's message", async () => {
    for (const [username, detail] of [
      ["not-an-email", MESSAGES.login.invalidEmail],
      ["12345", MESSAGES.login.invalidPhone],
      ["5876543210", MESSAGES.login.invalidPhone],
    ]) {
      const response = await forgotPassword(test, username ?? "");
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: ERROR_CODES.validation, detail });
    }
    expect((await forgotPassword(test, "")).statusCode).toBe(400);
  });

  it("checks X-Communication-Type, but the identifier decides the channel", async () => {
    const user = await createUser(test);
    const mismatched = await forgotPassword(test, user.email, {
      headers: { "x-communication-type": "MOBILE" },
    });
    expect(mismatched.statusCode).toBe(200);
    expect(mismatched.json()).toMatchObject({ type: "email" });
    const bad = await forgotPassword(test, user.email, { headers: { "x-communication-type": "pigeon" } });
    expect(bad.statusCode).toBe(400);
    const badChannel = await forgotPassword(test, user.email, { headers: { "x-channel": "<script>" } });
    expect(badChannel.statusCode).toBe(400);
  });

  it("limits links per identifier (3 in 15 minutes) the same for unknown identifiers", async () => {
    const user = await createUser(test);
    for (const identifier of [user.email, unknownEmail(), unknownMobile()]) {
      for (let sent = 0; sent < 3; sent += 1) {
        expect((await forgotPassword(test, identifier)).statusCode).toBe(200);
      }
      const refused = await forgotPassword(test, identifier.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(problemOf(refused)).toMatchObject({
        code: ERROR_CODES.rateLimited,
        detail: MESSAGES.forgotPassword.tooManyRequests,
      });
    }
    expect((await sandboxMessages(test, user.email)).length).toBe(3);
  });

  it("limits requests per client address", async () => {
    const ip = randomIp();
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await forgotPassword(test, unknownEmail(), { ip })).statusCode).toBe(200);
    }
    const refused = await forgotPassword(test, unknownEmail(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)).toMatchObject({
      code: ERROR_CODES.blockedIp,
      detail: MESSAGES.generic.blockedIp,
    });
    expect((await forgotPassword(test, unknownEmail())).statusCode).toBe(200);
  });
});

describe("PUT /api/user/reset-password", () => {
  it("sets the new password once, ends every sign-in, and refuses the link afterwards", async () => {
    const { user, token } = await userWithLink();
    const before = tokenResponse.parse((await signIn(test, user.email, user.password)).json());

    const response = await resetPassword(test, { token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(resetPasswordResponse.parse(response.json())).toEqual({ message: MESSAGES.reset.success });

    expect((await signIn(test, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(test, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [stored] = await test.database.db
      .select({ passwordHash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const refreshed = await postToken(test, {
      grant_type: "refresh_token",
      refresh_token: before.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
    const families = await test.database.db
      .select({ reason: schema.refreshFamilies.revokedReason })
      .from(schema.refreshFamilies)
      .where(eq(schema.refreshFamilies.userId, user.id));
    expect(families.filter((family) => family.reason === "password-reset").length).toBeGreaterThan(0);

    const again = await resetPassword(test, { token, newPassword: "Another#Pass1" });
    expect(again.statusCode).toBe(410);
    expect(problemOf(again)).toEqual({
      status: 410,
      code: RESET_ERROR_CODES.linkUsed,
      detail: MESSAGES.reset.linkAlreadyUsed,
    });
    expect(RESET_ERROR_CODES.linkUsed).toBe("302");
    expect((await signIn(test, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("takes the link's token as the body's sessionId too", async () => {
    const { user, token } = await userWithLink();
    const response = await resetPassword(test, { sessionId: token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await signIn(test, user.mobileNumber, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lets exactly one of two concurrent uses of a link succeed", { tags: ["postgres"] }, async () => {
    const { user, token } = await userWithLink();
    const answers = await Promise.all([
      resetPassword(test, { token, newPassword: "First#Password1" }),
      resetPassword(test, { token, newPassword: "Second#Password2" }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 410]);
    const winner = answers[0]?.statusCode === 200 ? "First#Password1" : "Second#Password2";
    expect((await signIn(test, user.email, winner)).statusCode).toBe(200);
  });

  it("refuses an expired, unknown, malformed or missing link with the generic reset error", async () => {
    const { user, token } = await userWithLink();
    await test.database.db
      .update(schema.passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.passwordResets.tokenHash, sha256Hex(token)));
    const unknown = "A".repeat(43);
    for (const options of [
      { token },
      { token: unknown },
      { token: "short" },
      { sessionId: "x'; DROP TABLE users;--" },
      {},
    ]) {
      const response = await resetPassword(test, { ...options, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toEqual({
        status: 400,
        code: RESET_ERROR_CODES.linkInvalid,
        detail: MESSAGES.reset.genericError,
      });
    }
    expect((await signIn(test, user.email, user.password)).statusCode).toBe(200);
  });

  it("ends an older link when a newer one is sent", async () => {
    const { user, token: older } = await userWithLink();
    await forgotPassword(test, user.email);
    const newer = await readResetLink(test, user.email);
    expect(newer.token).not.toBe(older);
    expect(problemOf(await resetPassword(test, { token: older, newPassword: NEW_PASSWORD }))?.detail).toBe(
      MESSAGES.reset.genericError,
    );
    expect((await resetPassword(test, { token: newer.token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("applies the password rule to the new password and keeps the link", async () => {
    const { user, token } = await userWithLink();
    for (const [newPassword, detail] of [
      ["short", MESSAGES.password.minLength],
      ["has a space", MESSAGES.password.noSpaceAllowed],
    ]) {
      const response = await resetPassword(test, { token, newPassword: newPassword ?? "" });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: ERROR_CODES.validation, detail });
    }
    expect((await resetPassword(test, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(test, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("stores injection strings in the new password inertly", async () => {
    const { user, token } = await userWithLink();
    const hostile = "'OR'1'='1';DROP/**/TABLE/**/users;--<script>alert(1)</script>";
    expect((await resetPassword(test, { token, newPassword: hostile })).statusCode).toBe(200);
    expect((await signIn(test, user.email, hostile)).statusCode).toBe(200);
  });
});

describe("recovery with a configured rule and low limits", () => {
  let limited: OwnedTestApp;
  beforeAll(async () => {
    // A database of its own: the outbox of an app sharing one could deliver the other's messages.
    limited = await createTestApp({
      env: {
        ODIN_PASSWORD_RULE_REGEX: "^(?=.*\\d)\\S{6,}$",
        ODIN_PASSWORD_RULE_MESSAGE: "Use 6 or more characters with a digit.",
        ODIN_RESET_PASSWORD_MAX_PER_ADDRESS: "3",
        ODIN_FORGOT_PASSWORD_MAX_PER_IDENTIFIER: "1",
      },
    });
  });
  afterAll(() => limited.close());

  it("replaces the default rule with the configured one", async () => {
    const user = await createUser(limited);
    expect((await forgotPassword(limited, user.email)).statusCode).toBe(200);
    const { token } = await readResetLink(limited, user.email);
    const stricter = await resetPassword(limited, { token, newPassword: "NoDigitsHere" });
    expect(stricter.statusCode).toBe(400);
    expect(problemOf(stricter)?.detail).toBe("Use 6 or more characters with a digit.");
    const looser = await resetPassword(limited, { token, newPassword: "abc123" });
    expect(looser.statusCode).toBe(200);
    expect((await signIn(limited, user.email, "abc123")).statusCode).toBe(200);
  });

  it("takes the per-identifier limit from the configuration", async () => {
    const email = unknownEmail();
    expect((await forgotPassword(limited, email)).statusCode).toBe(200);
    expect((await forgotPassword(limited, email)).statusCode).toBe(429);
  });

  it("blocks an address after too many reset attempts", async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await resetPassword(limited, { token: "B".repeat(43), newPassword: "abc123", ip })).statusCode,
      ).toBe(400);
    }
    const refused = await resetPassword(limited, { token: "B".repeat(43), newPassword: "abc123", ip });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused)).toMatchObject({
      code: ERROR_CODES.blockedIp,
      detail: MESSAGES.generic.blockedIp,
    });
  });
});
