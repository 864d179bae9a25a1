import {
  COUNTRY_CALLING_CODE,
  fail,
  forRegistration,
  OTP,
  type OtpGenerateRequest,
  type OtpProblem,
  type OtpPurpose,
  type OtpSentResponse,
  ok,
  otpProblems,
  type otpResendRequest,
  type otpValidateRequest,
  type Result,
  sessionProblems,
  withOtpDetail,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { z } from "zod";
import type { OtpConfig } from "../../platform/config";
import type { MessageTemplate, Outbox } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import type { SmsBudget } from "../../platform/sms-budget";
import type { CaptchaVerifier } from "../auth";
import { findUserByMobile } from "../users";
import * as repo from "./otp.repo";
import { type CodeBinding, createCodeHasher, newCode, newSessionId } from "./otp-codes";

/**
 * One-time codes (spec 1 §4, §7, §8; docs/decisions/0018-one-time-codes-and-the-outbox.md): sent by
 * SMS through the outbox, valid `ttlSeconds` (≤ 300), single use, 5 wrong tries per code, bound to
 * their session, phone and purpose; resend after 30 s replaces the code; sends limited per phone
 * and per client address; too many wrong codes for one phone lock its OTPs (code 207).
 */
export interface OtpService {
  /**
   * `POST /api/otp/generate`, from the client's address. A cash-on-delivery code is sent only for a
   * signed-in shopper (`userId`): it confirms an order of theirs, so it goes only to their own
   * verified number or to their delivery address's.
   */
  generate(
    input: Pick<OtpGenerateRequest, "mobileNumber" | "purpose" | "captchaToken"> & {
      clientAddress: string;
      userId?: number | undefined;
    },
  ): Promise<Result<OtpSentResponse, OtpProblem>>;
  /** `POST /api/otp/resend`, from the client's address. */
  resend(
    input: Pick<z.infer<typeof otpResendRequest>, "sessionID" | "mobileNumber"> & { clientAddress: string },
  ): Promise<Result<OtpSentResponse, OtpProblem>>;
  /** `POST /api/otp/validate`: the session of the accepted code. */
  validate(input: z.infer<typeof otpValidateRequest>): Promise<Result<{ sessionID: string }, OtpProblem>>;
  /** Checks the code (counting a wrong try) and uses it up; without passPhrase, uses up a code that `validate` already accepted. Used by OTP sign-in and by registration. */
  consume(input: {
    sessionID: string;
    mobileNumber: string;
    purpose: OtpPurpose;
    passPhrase?: string | undefined;
  }): Promise<Result<void, OtpProblem>>;
  /**
   * Uses up a code `validate` accepted, inside the caller's transaction (an order paid by cash on
   * delivery): false when the session is not this phone's, not validated, expired or already used.
   */
  consumeVerifiedIn(
    tx: Transaction,
    input: { sessionID: string; mobileNumber: string; purpose: OtpPurpose },
  ): Promise<boolean>;
}

export interface OtpDependencies {
  db: Database;
  config: OtpConfig;
  /** Keys the code hashes (ODIN_SESSION_SECRET). */
  sessionSecret: string;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  captcha: CaptchaVerifier;
  limits: Pick<RateLimiters, "otpWrongCodesPerPhone">;
  /** Every code sent takes one SMS of the store's budget of the hour. */
  smsBudget: Pick<SmsBudget, "spend">;
  /** The mobile number of the address a shopper's checkout delivers to, if one is chosen. */
  deliveryNumber(userId: number): Promise<string | undefined>;
  /** Registration sends need a solved captcha while this flag is on (spec 1 §1). */
  captchaOnRegistration: boolean;
  now?: () => Date;
}

/** Wrong tries of one code before it is dead (issue acceptance). */
export const MAX_WRONG_TRIES = 5;

const TEMPLATES: Record<OtpPurpose, MessageTemplate> = {
  login: "otp-login",
  registration: "otp-registration",
  cod: "otp-cod",
};

/** Another resend of the same session won; this one's changes are rolled back. */
class ResendRaced extends Error {}

export function createOtpService(deps: OtpDependencies): OtpService {
  const { db, config, outbox, captcha, smsBudget } = deps;
  const wrongCodes = deps.limits.otpWrongCodesPerPhone;
  const now = deps.now ?? (() => new Date());
  const hasher = createCodeHasher(deps.sessionSecret);
  const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
  const sent = (sessionID: string): OtpSentResponse => ({
    sessionID,
    resendAfterSeconds: OTP.resendCountdownSeconds,
    expiresInSeconds: config.ttlSeconds,
  });

  async function verifiedUser(mobileNumber: string): Promise<boolean> {
    return Boolean((await findUserByMobile(db, mobileNumber))?.isMobileNumberVerified);
  }

  async function locked(mobileNumber: string): Promise<boolean> {
    return (await wrongCodes.count(mobileNumber)) >= wrongCodes.points;
  }

  /**
   * A cash-on-delivery code goes to the shopper's own verified number or their delivery number.
   * `owner` is the account of the number, if any: a number belongs to one account at most
   * (users_mobile_idx), so it is the shopper's own number when that account is theirs.
   */
  async function codNumberOf(
    userId: number,
    mobileNumber: string,
    owner: { id: number; isMobileNumberVerified: boolean } | undefined,
  ): Promise<boolean> {
    if (owner?.id === userId && owner.isMobileNumberVerified) return true;
    return (await deps.deliveryNumber(userId)) === mobileNumber;
  }

  /** Inside the phone's lock: refuses a send over either limit, else counts it. */
  async function countSend(tx: repo.Tx, mobileNumber: string, clientAddress: string, at: Date) {
    const since = later(at, -config.sendWindowSeconds);
    const [byPhone, byAddress] = await Promise.all([
      repo.sendsSince(tx, { mobileNumber }, since),
      repo.sendsSince(tx, { clientAddress }, since),
    ]);
    if (byPhone >= config.maxSendsPerPhone || byAddress >= config.maxSendsPerAddress) return false;
    await repo.recordSend(tx, { mobileNumber, clientAddress, sentAt: at }, since);
    return true;
  }

  function enqueueCode(tx: repo.Tx, binding: CodeBinding, code: string, sendNumber: number) {
    return outbox.enqueue(tx, {
      channel: "sms",
      recipient: `${COUNTRY_CALLING_CODE}${binding.mobileNumber}`,
      template: TEMPLATES[binding.purpose],
      payload: { code, minutes: String(Math.ceil(config.ttlSeconds / 60)) },
      idempotencyKey: `otp:${binding.sessionID}:${sendNumber}`,
    });
  }

  /** The challenge of a session if it belongs to this phone (and purpose) and is not used up. */
  async function openChallenge(sessionID: string, mobileNumber: string, purpose?: OtpPurpose) {
    const challenge = await repo.findChallenge(db, sessionID);
    if (!challenge || challenge.consumedAt || challenge.mobileNumber !== mobileNumber) return undefined;
    if (purpose && challenge.purpose !== purpose) return undefined;
    return challenge;
  }

  /** Compares a typed code: takes a try first, then marks the right code verified or used. */
  async function check(
    input: { sessionID: string; mobileNumber: string; purpose: OtpPurpose; passPhrase: string },
    use: "verify" | "consume",
  ): Promise<Result<void, OtpProblem>> {
    const challenge = await openChallenge(input.sessionID, input.mobileNumber, input.purpose);
    if (!challenge || (use === "verify" && challenge.verifiedAt)) return fail(otpProblems.unknownSession());
    if (await locked(input.mobileNumber))
      return fail(otpProblems.locked(await verifiedUser(input.mobileNumber)));
    if (challenge.attempts >= MAX_WRONG_TRIES) {
      return fail(otpProblems.exhausted(await verifiedUser(input.mobileNumber)));
    }
    if (challenge.expiresAt.getTime() <= now().getTime()) return fail(otpProblems.expired());
    const taken = await repo.takeTry(db, challenge.id, MAX_WRONG_TRIES);
    if (!taken) return fail(otpProblems.exhausted(await verifiedUser(input.mobileNumber)));
    const binding = { sessionID: taken.id, purpose: taken.purpose, mobileNumber: taken.mobileNumber };
    if (hasher.matches(binding, input.passPhrase, taken.codeHash)) {
      const settled = await repo.settleRightCode(db, taken.id, use, now());
      return settled ? ok() : fail(otpProblems.unknownSession());
    }
    if ((await wrongCodes.hit(input.mobileNumber)) >= wrongCodes.points)
      return fail(otpProblems.locked(await verifiedUser(input.mobileNumber)));
    if (taken.attempts >= MAX_WRONG_TRIES)
      return fail(otpProblems.exhausted(await verifiedUser(input.mobileNumber)));
    return fail(otpProblems.wrongCode(MAX_WRONG_TRIES - taken.attempts));
  }

  return {
    async generate({ mobileNumber, purpose, clientAddress, captchaToken, userId }) {
      if (purpose === "cod" && userId === undefined)
        return fail(withOtpDetail(sessionProblems.signInRequired()));
      if (purpose === "registration" && deps.captchaOnRegistration) {
        if (!captchaToken) return fail(otpProblems.captchaRequired());
        if (!(await captcha.verify(captchaToken))) return fail(otpProblems.captchaFailed());
      }
      const user = await findUserByMobile(db, mobileNumber);
      if (purpose === "cod" && userId !== undefined && !(await codNumberOf(userId, mobileNumber, user)))
        return fail(otpProblems.notYourNumber());
      if (purpose === "login" && !user) return fail(otpProblems.noAccount());
      if (purpose === "registration" && user?.isMobileNumberVerified)
        return fail(otpProblems.alreadyExists());
      if (await locked(mobileNumber)) return fail(otpProblems.locked(Boolean(user?.isMobileNumberVerified)));

      const binding = { sessionID: newSessionId(), purpose, mobileNumber };
      const code = newCode();
      const at = now();
      const queued = await smsBudget.spend(
        TEMPLATES[purpose],
        () =>
          db.transaction(async (tx) => {
            await repo.lockPhone(tx, mobileNumber);
            if (!(await countSend(tx, mobileNumber, clientAddress, at))) return false;
            await repo.forgetOldChallenges(tx, mobileNumber, later(at, -86_400));
            await repo.insertChallenge(tx, {
              id: binding.sessionID,
              purpose,
              mobileNumber,
              codeHash: hasher.hash(binding, code),
              createdAt: at,
              lastSentAt: at,
              expiresAt: later(at, config.ttlSeconds),
            });
            await enqueueCode(tx, binding, code, 1);
            return true;
          }),
        { sent: (queued) => queued },
      );
      if (queued === undefined) return fail(otpProblems.smsBudgetSpent());
      if (!queued) return fail(otpProblems.tooManySends());
      outbox.kick();
      return ok(sent(binding.sessionID));
    },

    async resend({ sessionID, mobileNumber, clientAddress }) {
      const challenge = await openChallenge(sessionID, mobileNumber);
      if (!challenge) return fail(otpProblems.unknownSession());
      if (await locked(mobileNumber)) return fail(otpProblems.locked(await verifiedUser(mobileNumber)));
      const at = now();
      const waited = (at.getTime() - challenge.lastSentAt.getTime()) / 1000;
      if (waited < OTP.resendCountdownSeconds) {
        return fail(otpProblems.resendTooSoon(Math.ceil(OTP.resendCountdownSeconds - waited)));
      }
      const binding = { sessionID, purpose: challenge.purpose, mobileNumber };
      const code = newCode();
      const outcome = await smsBudget.spend(
        TEMPLATES[challenge.purpose],
        () =>
          db
            .transaction(async (tx) => {
              await repo.lockPhone(tx, mobileNumber);
              if (!(await countSend(tx, mobileNumber, clientAddress, at))) return "limit" as const;
              const next = {
                codeHash: hasher.hash(binding, code),
                sentAt: at,
                expiresAt: later(at, config.ttlSeconds),
              };
              if (!(await repo.replaceCode(tx, challenge, next))) throw new ResendRaced();
              await enqueueCode(tx, binding, code, challenge.sends + 1);
              return "sent" as const;
            })
            .catch((error: unknown) => {
              if (error instanceof ResendRaced) return "raced" as const;
              throw error;
            }),
        { sent: (outcome) => outcome === "sent" },
      );
      if (outcome === undefined) return fail(otpProblems.smsBudgetSpent());
      if (outcome === "limit") return fail(otpProblems.tooManySends());
      if (outcome === "raced") return fail(otpProblems.resendTooSoon(OTP.resendCountdownSeconds));
      outbox.kick();
      return ok(sent(sessionID));
    },

    async validate(input) {
      const result = await check(input, "verify");
      if (!result.ok)
        return input.purpose === "registration" ? fail(forRegistration(result.problem)) : result;
      return ok({ sessionID: input.sessionID });
    },

    async consume(input) {
      if (input.passPhrase !== undefined) return check({ ...input, passPhrase: input.passPhrase }, "consume");
      const challenge = await openChallenge(input.sessionID, input.mobileNumber, input.purpose);
      if (!challenge?.verifiedAt) return fail(otpProblems.unknownSession());
      if (await locked(input.mobileNumber))
        return fail(otpProblems.locked(await verifiedUser(input.mobileNumber)));
      if (challenge.expiresAt.getTime() <= now().getTime()) return fail(otpProblems.expired());
      const used = await repo.consumeVerified(db, challenge.id, now());
      return used ? ok() : fail(otpProblems.unknownSession());
    },

    consumeVerifiedIn: (tx, { sessionID, mobileNumber, purpose }) =>
      repo.consumeVerified(tx, sessionID, now(), { mobileNumber, purpose }),
  };
}
