import {
  type AccountResponse,
  type AuthProblem,
  authProblems,
  type changePasswordRequest,
  DEFAULT_PASSWORD_RULE,
  fail,
  ok,
  PATTERNS,
  type PasswordRule,
  passwordProblem,
  type Result,
  type UserExistsResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import type { AuthConfig } from "../../platform/config";
import type { RateLimiters } from "../../platform/rate-limit";
import { sha256Hex } from "../../platform/secrets";
import * as users from "../users";
import * as repo from "./auth.repo";
import type { CaptchaVerifier } from "./captcha";
import type { GrantBody } from "./grants";
import { hashPassword, verifyPassword } from "./passwords";
import { storefrontRoleProblem } from "./roles";
import type { IssuedTokens, SessionIssuer } from "./sessions";
import { signInBlockedProblem } from "./sign-in-block";

export interface AuthService {
  /** The password grant of `POST /auth/token`, from the client's address. */
  passwordSignIn(
    input: Pick<GrantBody<"password">, "username" | "password" | "captchaToken"> & { ip: string },
  ): Promise<Result<IssuedTokens, AuthProblem>>;
  refresh(refreshToken: string | undefined): Promise<Result<IssuedTokens, AuthProblem>>;
  logout(refreshToken: string | undefined): Promise<void>;
  userExists(input: { mobileNumber?: string; emailId?: string }): Promise<UserExistsResponse>;
  /** The configured rule, else the default one (spec 1 §5). */
  passwordRule(): PasswordRule;
  account(userId: number): Promise<Result<AccountResponse, AuthProblem>>;
  /**
   * Sets the new password of the signed-in shopper's own account (`accountId` must be theirs), ends
   * every other sign-in of the user and starts a new one.
   */
  changePassword(
    input: z.infer<typeof changePasswordRequest> & { userId: number; accountId: number },
  ): Promise<Result<IssuedTokens, AuthProblem>>;
}

export interface AuthDependencies {
  db: Database;
  config: AuthConfig;
  sessions: SessionIssuer;
  captcha: CaptchaVerifier;
  limits: Pick<
    RateLimiters,
    "loginFailuresPerAccount" | "loginFailuresPerAddress" | "passwordChangeFailuresPerAccount"
  >;
  /**
   * Password sign-in of an account whose phone is not verified answers 605 (docs/decisions/0018).
   * On while OTP on registration is on (the default); off, accounts are made without proving the phone.
   */
  requireVerifiedPhone?: boolean;
}

/** Finds the account of a login identifier: any letter makes it an e-mail, else a mobile number (spec 1 §5). */
function findByIdentifier(db: Database, identifier: string) {
  const value = identifier.trim();
  if (PATTERNS.containsLetter.test(value)) return users.findUserByEmail(db, value);
  return users.findUserByMobile(db, value.replace(/^\+?91(?=\d{10}$)/, ""));
}

export function createAuthService(deps: AuthDependencies): AuthService {
  const { db, config, sessions, captcha } = deps;
  const {
    loginFailuresPerAccount: perAccount,
    loginFailuresPerAddress: perAddress,
    passwordChangeFailuresPerAccount: changeFailures,
  } = deps.limits;

  return {
    async passwordSignIn({ username, password, captchaToken, ip }) {
      if ((await perAddress.count(ip)) >= perAddress.points) {
        return fail(authProblems.blockedIp());
      }
      const user = await findByIdentifier(db, username);
      const accountKey = user ? `account:${user.id}` : `identifier:${username.trim().toLowerCase()}`;
      const failures = await perAccount.count(accountKey);
      if (failures >= perAccount.points) {
        if (!captchaToken) return fail(authProblems.captchaRequired(failures));
        if (!(await captcha.verify(captchaToken))) return fail(authProblems.captchaFailed(failures));
      }
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        const [count] = await Promise.all([perAccount.hit(accountKey), perAddress.hit(ip)]);
        return fail(authProblems.invalidCredentials(count, count >= perAccount.points));
      }
      await perAccount.reset(accountKey);
      // Before 605: a blocked shopper is not sent round an OTP that could not let them in either.
      const blocked = signInBlockedProblem(user);
      if (blocked) return fail(blocked);
      if (deps.requireVerifiedPhone !== false && user.mobileNumber && !user.isMobileNumberVerified) {
        return fail(authProblems.phoneNotVerified(user.mobileNumber));
      }
      return sessions.start(user);
    },

    async refresh(refreshToken) {
      if (!refreshToken) return fail(authProblems.sessionExpired());
      const consumed = await repo.consumeToken(db, sha256Hex(refreshToken));
      if (!consumed) return fail(authProblems.sessionExpired());
      const { family, replayed } = consumed;
      if (replayed) {
        // A used token came back: someone holds a copy. End every token of this sign-in.
        await repo.revokeFamily(db, family.id, "reuse");
        return fail(authProblems.sessionExpired());
      }
      const user = await users.findUserById(db, family.userId);
      if (!user) return fail(authProblems.sessionExpired());
      // Before the family's own state: the block revoked it, and its holder is told why. The revoke
      // here catches a family that a sign-in racing the block started.
      const blocked = signInBlockedProblem(user);
      if (blocked) {
        await repo.revokeFamily(db, family.id, "blocked");
        return fail(blocked);
      }
      if (family.revokedAt || family.expiresAt.getTime() <= Date.now())
        return fail(authProblems.sessionExpired());
      const roleProblem = storefrontRoleProblem(user.roles);
      if (roleProblem) {
        await repo.revokeFamily(db, family.id, "role");
        return fail(roleProblem);
      }
      return ok(await sessions.continue(family.id, user, family.expiresAt));
    },

    async logout(refreshToken) {
      if (!refreshToken) return;
      const consumed = await repo.consumeToken(db, sha256Hex(refreshToken));
      if (consumed) await repo.revokeFamily(db, consumed.family.id, "logout");
    },

    async userExists({ mobileNumber, emailId }) {
      return users.whichTaken(db, { mobileNumber: mobileNumber?.trim(), email: emailId?.trim() });
    },

    passwordRule: () => config.passwordRule ?? DEFAULT_PASSWORD_RULE,

    async account(userId) {
      const user = await users.findUserById(db, userId);
      if (!user) return fail(authProblems.sessionExpired());
      return ok({
        userId: user.id,
        userInfo: { firstName: user.firstName, lastName: user.lastName },
        emails: user.email ? [{ emailID: user.email, verified: user.isEmailVerified }] : [],
        mobileNumbers: user.mobileNumber
          ? [
              {
                type: "PRIMARY" as const,
                phoneNumber: user.mobileNumber,
                verified: user.isMobileNumberVerified,
              },
            ]
          : [],
        roles: user.roles,
      });
    },

    async changePassword({ userId, accountId, currentPassword, newPassword }) {
      if (userId !== accountId) return fail(authProblems.notYourAccount());
      const problem = passwordProblem(newPassword, config.passwordRule);
      if (problem) return fail(authProblems.passwordRule(problem));
      const user = await users.findUserById(db, userId);
      if (!user) return fail(authProblems.sessionExpired());
      // A blocked shopper's access token may live a few minutes more: it changes nothing.
      const blocked = signInBlockedProblem(user);
      if (blocked) return fail(blocked);
      // Whoever holds a stolen session must not try passwords at will (decision 24).
      const key = `account:${userId}`;
      if ((await changeFailures.count(key)) >= changeFailures.points) {
        return fail(authProblems.passwordTriesExhausted());
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await changeFailures.hit(key);
        return fail(authProblems.currentPasswordWrong());
      }
      await changeFailures.reset(key);
      await users.setPasswordHash(db, userId, await hashPassword(newPassword));
      // Every sign-in made with the old password ends; this one continues on a new family.
      await repo.revokeUserFamilies(db, userId, "password-change");
      return sessions.start(user);
    },
  };
}
