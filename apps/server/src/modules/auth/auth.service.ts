import {
  type AccountResponse,
  type ApiError,
  DEFAULT_PASSWORD_RULE,
  ERROR_CODES,
  MESSAGES,
  PATTERNS,
  type PasswordRule,
  passwordProblem,
  type UserExistsResponse,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { AuthConfig } from "../../platform/config";
import type { RateLimiters } from "../../platform/rate-limit";
import { sha256Hex } from "../../platform/secrets";
import * as users from "../users/users.repo";
import * as repo from "./auth.repo";
import type { CaptchaVerifier } from "./captcha";
import { hashPassword, verifyPassword } from "./passwords";
import { storefrontRoleProblem } from "./roles";
import { fail, type IssuedTokens, type Result, type SessionIssuer } from "./sessions";

export interface AuthService {
  passwordSignIn(input: {
    username: string;
    password: string;
    captchaToken?: string;
    ip: string;
  }): Promise<Result<IssuedTokens>>;
  refresh(refreshToken: string | undefined): Promise<Result<IssuedTokens>>;
  logout(refreshToken: string | undefined): Promise<void>;
  userExists(input: { mobileNumber?: string; emailId?: string }): Promise<UserExistsResponse>;
  /** The configured rule, else the default one (spec 1 §5). */
  passwordRule(): PasswordRule;
  account(userId: number): Promise<Result<AccountResponse>>;
  /** Sets the new password, ends every other sign-in of the user and starts a new one. */
  changePassword(userId: number, currentPassword: string, newPassword: string): Promise<Result<IssuedTokens>>;
}

export interface AuthDependencies {
  db: Database;
  config: AuthConfig;
  sessions: SessionIssuer;
  captcha: CaptchaVerifier;
  limits: Pick<RateLimiters, "loginFailuresPerAccount" | "loginFailuresPerAddress">;
  /**
   * Password sign-in of an account whose phone is not verified answers 605 (docs/decisions/0018).
   * On while OTP on registration is on (the default); off, accounts are made without proving the phone.
   */
  requireVerifiedPhone?: boolean;
}

const sessionExpired = (): ApiError => ({
  status: 401,
  code: ERROR_CODES.unauthorized,
  detail: MESSAGES.login.sessionExpired,
});

/** Finds the account of a login identifier: any letter makes it an e-mail, else a mobile number (spec 1 §5). */
function findByIdentifier(db: Database, identifier: string) {
  const value = identifier.trim();
  if (PATTERNS.containsLetter.test(value)) return users.findUserByEmail(db, value);
  return users.findUserByMobile(db, value.replace(/^\+?91(?=\d{10}$)/, ""));
}

export function createAuthService(deps: AuthDependencies): AuthService {
  const { db, config, sessions, captcha } = deps;
  const { loginFailuresPerAccount: perAccount, loginFailuresPerAddress: perAddress } = deps.limits;

  return {
    async passwordSignIn({ username, password, captchaToken, ip }) {
      if ((await perAddress.count(ip)) >= perAddress.points) {
        return fail({ status: 429, code: ERROR_CODES.blockedIp, detail: MESSAGES.generic.blockedIp });
      }
      const user = await findByIdentifier(db, username);
      const accountKey = user ? `account:${user.id}` : `identifier:${username.trim().toLowerCase()}`;
      const failures = await perAccount.count(accountKey);
      if (failures >= perAccount.points) {
        if (!captchaToken) {
          return fail({
            status: 403,
            code: ERROR_CODES.captchaRequired,
            detail: MESSAGES.login.captchaRequired,
            data: { captchaRequired: true, failedAttempts: failures },
          });
        }
        if (!(await captcha.verify(captchaToken))) {
          return fail({
            status: 403,
            code: ERROR_CODES.captchaFailed,
            detail: MESSAGES.login.captchaFailed,
            data: { captchaRequired: true, failedAttempts: failures },
          });
        }
      }
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        const [count] = await Promise.all([perAccount.hit(accountKey), perAddress.hit(ip)]);
        return fail({
          status: 401,
          code: ERROR_CODES.invalidCredentials,
          detail: MESSAGES.login.invalidCredentials,
          data: { failedAttempts: count, captchaRequired: count >= perAccount.points },
        });
      }
      await perAccount.reset(accountKey);
      if (deps.requireVerifiedPhone !== false && user.mobileNumber && !user.isMobileNumberVerified) {
        // Code 605 (spec 1 §4, §8): the right password, but the phone must be proved by an OTP
        // first; the browser switches to OTP entry for data.mobileNumber (docs/decisions/0018).
        return fail({
          status: 403,
          code: ERROR_CODES.phoneNotVerified,
          detail: MESSAGES.login.phoneNotVerified,
          data: { mobileNumber: user.mobileNumber },
        });
      }
      return sessions.start(user);
    },

    async refresh(refreshToken) {
      if (!refreshToken) return fail(sessionExpired());
      const consumed = await repo.consumeToken(db, sha256Hex(refreshToken));
      if (!consumed) return fail(sessionExpired());
      const { family, replayed } = consumed;
      if (replayed) {
        // A used token came back: someone holds a copy. End every token of this sign-in.
        await repo.revokeFamily(db, family.id, "reuse");
        return fail(sessionExpired());
      }
      if (family.revokedAt || family.expiresAt.getTime() <= Date.now()) return fail(sessionExpired());
      const user = await users.findUserById(db, family.userId);
      if (!user) return fail(sessionExpired());
      const roleProblem = storefrontRoleProblem(user.roles);
      if (roleProblem) {
        await repo.revokeFamily(db, family.id, "role");
        return fail(roleProblem);
      }
      return { ok: true, value: await sessions.continue(family.id, user, family.expiresAt) };
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
      if (!user) return fail(sessionExpired());
      return {
        ok: true,
        value: {
          userId: user.id,
          userInfo: { firstName: user.firstName, lastName: user.lastName },
          emails: user.email ? [{ emailID: user.email, verified: user.isEmailVerified }] : [],
          mobileNumbers: user.mobileNumber
            ? [{ type: "PRIMARY", phoneNumber: user.mobileNumber, verified: user.isMobileNumberVerified }]
            : [],
          roles: user.roles,
        },
      };
    },

    async changePassword(userId, currentPassword, newPassword) {
      const problem = passwordProblem(newPassword, config.passwordRule);
      if (problem) return fail({ status: 400, code: ERROR_CODES.validation, detail: problem });
      const user = await users.findUserById(db, userId);
      if (!user) return fail(sessionExpired());
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        return fail({
          status: 400,
          code: ERROR_CODES.invalidCredentials,
          detail: MESSAGES.login.currentPasswordWrong,
        });
      }
      await users.setPasswordHash(db, userId, await hashPassword(newPassword));
      // Every sign-in made with the old password ends; this one continues on a new family.
      await repo.revokeUserFamilies(db, userId, "password-change");
      return sessions.start(user);
    },
  };
}
