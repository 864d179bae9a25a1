import {
  authProblems,
  fail,
  type forgotPasswordResponse,
  identifierKind,
  identifierProblem,
  MESSAGES,
  ok,
  type PasswordResetProblem,
  type PasswordRule,
  passwordProblem,
  passwordResetProblems as problems,
  type Result,
  type resetPasswordResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import type { PasswordResetConfig } from "../../platform/config";
import type { Outbox } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import { randomToken, sha256Hex } from "../../platform/secrets";
import type { SmsBudget } from "../../platform/sms-budget";
import { hashPassword, revokeUserFamilies, signInBlockedProblem, storefrontRoleProblem } from "../auth";
import * as users from "../users";
import * as repo from "./password-reset.repo";
import { identifierKey, RESET_TOKEN_PATTERN } from "./reset-token";

/** What recovery needs of the outbox: write in the caller's transaction, then wake the sender. */
export type ResetOutbox = Pick<Outbox, "enqueue" | "kick">;

type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;
type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

export interface PasswordResetService {
  /** Sends a reset link to the account of a phone or e-mail, answering the same whether or not one exists. */
  forgot(input: {
    identifier: string;
    ip: string;
  }): Promise<Result<ForgotPasswordResponse, PasswordResetProblem>>;
  /**
   * Sets a new password through a link, once; every sign-in of the account ends. A link of an account
   * blocked since it was sent is refused with the block's answer, and the password stays.
   */
  reset(input: {
    token: string | undefined;
    newPassword: string;
    ip: string;
  }): Promise<Result<ResetPasswordResponse, PasswordResetProblem | "signInBlocked">>;
}

export interface PasswordResetDependencies {
  db: Database;
  outbox: ResetOutbox;
  config: PasswordResetConfig;
  passwordRule: PasswordRule | null;
  limits: Pick<
    RateLimiters,
    "forgotPasswordPerIdentifier" | "forgotPasswordPerAddress" | "resetPasswordPerAddress"
  >;
  /** Origin of the links, e.g. https://shop.example.in. */
  siteOrigin: string;
  /** A link by SMS takes one of the store's budget of the hour. */
  smsBudget: Pick<SmsBudget, "spend">;
}

export function createPasswordResetService(deps: PasswordResetDependencies): PasswordResetService {
  const { db, outbox, config, passwordRule, siteOrigin, limits, smsBudget } = deps;

  function findAccount(kind: "mobile" | "email", identifier: string) {
    return kind === "email" ? users.findUserByEmail(db, identifier) : users.findUserByMobile(db, identifier);
  }

  /** Writes a reset link for the account of `identifier`, if it has one that may have it: whether it did. */
  async function writeLink(kind: "mobile" | "email", identifier: string): Promise<boolean> {
    const user = await findAccount(kind, identifier);
    // Staff and business accounts get no link (spec 1 §6), and the same answer; nor does an account
    // whose sign-in customer care blocked: a new password would not let it in.
    const account =
      user && !storefrontRoleProblem(user.roles) && !signInBlockedProblem(user) ? user : undefined;
    const recipient = kind === "email" ? account?.email : account?.mobileNumber;
    const token = randomToken();
    // Only the hash is stored; the token itself exists only in the message sent.
    const tokenHash = sha256Hex(token);
    // The same statements run whether or not an account exists, so the answer's time says little
    // about it (decision 0020); the sending itself happens after the answer, in the outbox.
    await db.transaction(async (tx) => {
      await repo.expireOpenLinks(tx, account?.id ?? 0);
      if (!account || !recipient) {
        await repo.findLink(tx, tokenHash);
        return;
      }
      const expiresAt = new Date(Date.now() + config.linkTtlMinutes * 60_000);
      await repo.insertLink(tx, { tokenHash, userId: account.id, channel: kind, expiresAt });
      await outbox.enqueue(tx, {
        channel: kind === "email" ? "email" : "sms",
        recipient,
        template: "password-reset",
        payload: {
          link: `${siteOrigin}/reset-password?sessionId=${token}&type=${kind}`,
          minutes: String(config.linkTtlMinutes),
        },
        idempotencyKey: `password-reset:${tokenHash}`,
      });
    });
    return Boolean(account && recipient);
  }

  return {
    async forgot({ identifier: raw, ip }) {
      const problem = identifierProblem(raw);
      if (problem) return fail(problems.invalidIdentifier(problem));
      const kind = identifierKind(raw.trim());
      const identifier = kind === "email" ? raw.trim().toLowerCase() : raw.trim();
      const [perAddress, perIdentifier] = await Promise.all([
        limits.forgotPasswordPerAddress.hit(ip),
        limits.forgotPasswordPerIdentifier.hit(identifierKey(kind, identifier)),
      ]);
      if (perAddress > limits.forgotPasswordPerAddress.points) return fail(problems.blockedIp());
      if (perIdentifier > limits.forgotPasswordPerIdentifier.points) return fail(problems.tooManyRequests());
      // A link by SMS takes one of the budget before the account is looked up, so a spent budget
      // answers alike with or without one. When no link is written it goes back without the answer
      // waiting for it: the answer's time must not tell whether an account exists (decision 0020).
      const written =
        kind === "mobile"
          ? await smsBudget.spend("password-reset", () => writeLink(kind, identifier), {
              sent: (written) => written,
              answerFirst: true,
            })
          : await writeLink(kind, identifier);
      if (written === undefined) return fail(problems.smsBudgetSpent());
      if (written) outbox.kick();
      const message = kind === "email" ? MESSAGES.forgotPassword.emailSent : MESSAGES.forgotPassword.smsSent;
      return ok({ type: kind, message });
    },

    async reset({ token, newPassword, ip }) {
      const problem = passwordProblem(newPassword, passwordRule);
      if (problem) return fail(problems.passwordRule(problem));
      const attempts = await limits.resetPasswordPerAddress.hit(ip);
      if (attempts > limits.resetPasswordPerAddress.points) return fail(problems.blockedIp());
      if (!token || !RESET_TOKEN_PATTERN.test(token)) return fail(problems.linkInvalid());

      const tokenHash = sha256Hex(token);
      // Hashed before the transaction, right link or wrong, so the row lock is held briefly.
      const passwordHash = await hashPassword(newPassword);
      const outcome = await db.transaction(async (tx) => {
        const link = await repo.findLink(tx, tokenHash);
        const owner = link && (await users.findUserById(tx, link.userId));
        if (owner && signInBlockedProblem(owner)) return "blocked";
        const claimed = await repo.claimLink(tx, tokenHash);
        if (!claimed) return (await repo.findLink(tx, tokenHash))?.usedAt ? "used" : "invalid";
        await users.setPasswordHash(tx, claimed.userId, passwordHash);
        await revokeUserFamilies(tx, claimed.userId, "password-reset");
        await repo.expireOpenLinks(tx, claimed.userId, tokenHash);
        return "reset";
      });
      if (outcome === "used") return fail(problems.linkUsed());
      if (outcome === "invalid") return fail(problems.linkInvalid());
      if (outcome === "blocked") return fail(authProblems.signInBlocked());
      return ok({ message: MESSAGES.reset.success });
    },
  };
}
