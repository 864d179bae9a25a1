import { randomInt } from "node:crypto";
import { adminProblems, fail, ok, type Result, STAFF_SIGN_IN } from "@odin/contracts";
import type { Database } from "@odin/db";
import { type AuditActor, recordAudit } from "../../platform/audit";
import type { StaffConfig } from "../../platform/config-staff";
import { maskedEmail } from "../../platform/masking";
import type { Outbox } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import { randomToken, sha256Hex } from "../../platform/secrets";
import type { SignedInStaff, StaffSessionProblem } from "../../platform/staff-guard";
import { verifyPassword } from "../auth";
import * as repo from "./staff.repo";

/** Where a sign-in request came from, for the session and the audit log. */
export interface StaffClient {
  clientAddress: string;
  userAgent: string;
  correlationId: string;
}

/**
 * Staff sign-in (decision 60): the password, then a one-time code e-mailed through the outbox; then
 * a session of its own, ended by sign-out, by `idleMinutes` without a request, or after `sessionHours`.
 * Tokens and codes are kept only as their SHA-256.
 */
export interface StaffSignIn {
  /** Checks the password and sends the code: the challenge's token (its cookie) and where the code went. */
  start(input: {
    email: string;
    password: string;
    client: StaffClient;
  }): Promise<
    Result<
      { challengeToken: string; sentTo: string; expiresInSeconds: number },
      "wrongCredentials" | "tooManyTries"
    >
  >;
  /** Checks the code of the challenge: a new session's token and its staff member. */
  finish(input: {
    challengeToken: string | undefined;
    code: string;
    client: StaffClient;
  }): Promise<
    Result<{ sessionToken: string; staff: SignedInStaff }, "codeWrong" | "codeExpired" | "tooManyTries">
  >;
  /** The staff member of a session token, keeping the session alive. */
  verify(sessionToken: string | undefined): Promise<Result<SignedInStaff, StaffSessionProblem>>;
  /** Ends the session, recorded in the audit log. */
  signOut(sessionToken: string | undefined, actor: AuditActor): Promise<void>;
}

export function createStaffSignIn(deps: {
  db: Database;
  config: StaffConfig;
  outbox: Outbox;
  limits: Pick<RateLimiters, "loginFailuresPerAccount" | "loginFailuresPerAddress">;
}): StaffSignIn {
  const { db, config, outbox } = deps;
  const { loginFailuresPerAccount: perAccount, loginFailuresPerAddress: perAddress } = deps.limits;
  const codeHashOf = (challengeHash: string, code: string) => sha256Hex(`${challengeHash}:${code}`);
  const addressKey = (client: StaffClient) => `staff:${client.clientAddress}`;

  return {
    async start({ email, password, client }) {
      const accountKey = `staff:${email}`;
      const [byAddress, byAccount] = await Promise.all([
        perAddress.count(addressKey(client)),
        perAccount.count(accountKey),
      ]);
      if (byAddress >= perAddress.points || byAccount >= perAccount.points) {
        return fail(adminProblems.tooManyTries());
      }
      const staff = await repo.findStaffByEmail(db, email);
      if (!(await verifyPassword(staff?.passwordHash, password)) || !staff) {
        await Promise.all([perAccount.hit(accountKey), perAddress.hit(addressKey(client))]);
        return fail(adminProblems.wrongCredentials());
      }
      await perAccount.reset(accountKey);
      const challengeToken = randomToken();
      const tokenHash = sha256Hex(challengeToken);
      const code = String(randomInt(0, 10 ** STAFF_SIGN_IN.codeLength)).padStart(
        STAFF_SIGN_IN.codeLength,
        "0",
      );
      const expiresInSeconds = config.codeMinutes * 60;
      await db.transaction(async (tx) => {
        await repo.insertChallenge(tx, {
          tokenHash,
          userId: staff.userId,
          codeHash: codeHashOf(tokenHash, code),
          expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
        });
        await outbox.enqueue(tx, {
          channel: "email",
          recipient: staff.email,
          template: "staff-sign-in-code",
          payload: { code, minutes: String(config.codeMinutes) },
          idempotencyKey: `staff-sign-in:${tokenHash}`,
        });
      });
      outbox.kick();
      return ok({ challengeToken, sentTo: maskedEmail(staff.email), expiresInSeconds });
    },

    async finish({ challengeToken, code, client }) {
      if (!challengeToken) return fail(adminProblems.codeExpired());
      const now = new Date();
      const tokenHash = sha256Hex(challengeToken);
      const challenge = await repo.liveChallenge(db, tokenHash, now);
      if (!challenge || challenge.wrongTries >= STAFF_SIGN_IN.maxCodeTries)
        return fail(adminProblems.codeExpired());
      if (challenge.codeHash !== codeHashOf(tokenHash, code)) {
        const wrong = await repo.countWrongCode(db, tokenHash, STAFF_SIGN_IN.maxCodeTries);
        await perAddress.hit(addressKey(client));
        if (wrong === undefined || wrong >= STAFF_SIGN_IN.maxCodeTries)
          return fail(adminProblems.codeExpired());
        return fail(adminProblems.codeWrong(STAFF_SIGN_IN.maxCodeTries - wrong));
      }
      const sessionToken = randomToken();
      const staff = await db.transaction(async (tx) => {
        if (!(await repo.useChallenge(tx, tokenHash, now))) return undefined;
        const member = await repo.findStaffById(tx, challenge.userId);
        if (!member) return undefined;
        await repo.insertSession(tx, {
          tokenHash: sha256Hex(sessionToken),
          userId: member.userId,
          expiresAt: new Date(now.getTime() + config.sessionHours * 3_600_000),
          clientAddress: client.clientAddress,
          userAgent: client.userAgent,
        });
        await recordAudit(
          tx,
          { staffId: member.userId, name: member.name, ...client },
          { resource: "staff-session", resourceId: member.userId, action: "sign-in" },
        );
        return member;
      });
      if (!staff) return fail(adminProblems.codeExpired());
      return ok({ sessionToken, staff: signedIn(staff) });
    },

    async verify(sessionToken) {
      if (!sessionToken) return fail(adminProblems.signInRequired());
      const staff = await repo.touchSession(db, sha256Hex(sessionToken), {
        now: new Date(),
        idleMinutes: config.idleMinutes,
      });
      return staff ? ok(signedIn(staff)) : fail(adminProblems.sessionEnded());
    },

    async signOut(sessionToken, actor) {
      if (!sessionToken) return;
      await db.transaction(async (tx) => {
        const userId = await repo.endSession(tx, sha256Hex(sessionToken), new Date());
        if (userId !== undefined) {
          await recordAudit(tx, actor, { resource: "staff-session", resourceId: userId, action: "sign-out" });
        }
      });
    },
  };
}

function signedIn({ passwordHash: _, ...staff }: repo.StaffRecord): SignedInStaff {
  return staff;
}
