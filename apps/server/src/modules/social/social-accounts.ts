import {
  fail,
  type MissingField,
  type OtpProblem,
  ok,
  type otpDetails,
  type Result,
  type SocialProblem,
  type SocialProvider,
  socialProblems,
  type socialRegisterRequest,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import type { IssuedTokens, SessionIssuer, SignInRefusal } from "../auth";
import { signInBlockedProblem, storefrontRoleProblem } from "../auth";
import type { OtpService } from "../otp";
import { findUserByEmail, findUserById, type UserRecord, whichTaken } from "../users";
import * as repo from "./social.repo";
import type { SocialProfile, SocialTokens } from "./social-token";

/**
 * Which account a social sign-in belongs to (docs/decisions/0019-social-sign-in.md):
 * 1. a linked identity signs in to its account;
 * 2. else a provider-verified e-mail of an account links the identity to it and signs in;
 * 3. else a new account is made once the shopper gives a mobile number proved by OTP (and an
 *    e-mail when the provider gave none); a number or e-mail of another account is refused (409).
 */

/** The one check social sign-in needs from the OTP module: spending a registration code. */
export type SocialOtp = Pick<OtpService, "consume">;

/** Where a social sign-in stands: signed in, or a new account that lacks some fields. */
export type SocialAccount =
  | { kind: "signedIn"; tokens: IssuedTokens; userId: number }
  | { kind: "missing"; missing: MissingField[]; profile: SocialProfile };

/** What finishing a social sign-in can answer: its own failures, the OTP's, a refused role or a blocked account. */
export type SocialSignInProblem = SocialProblem | OtpProblem | SignInRefusal;

type AccountResult = Result<SocialAccount, SocialSignInProblem>;

/**
 * What finishes a social registration: the socialToken and the fields of a social body of
 * `POST /api/user/register` (`/missing-fields` names them `mobileNo` and `email`), and the
 * registration code that proves the phone.
 */
export type SocialRegistrationInput = Pick<
  z.infer<typeof socialRegisterRequest>,
  "socialToken" | "mobileNumber" | "emailId"
> & { otpDetails?: z.infer<typeof otpDetails> };

export interface SocialAccounts {
  /** The account of a profile the provider just vouched for, or the fields a new account lacks. */
  ofProfile(profile: SocialProfile): Promise<AccountResult>;
  /** Finishes a social sign-in with the fields the provider did not give (`missed` view). */
  register(input: SocialRegistrationInput): Promise<AccountResult>;
  /** Verifies a socialToken of the given provider. */
  profileOfToken(
    socialToken: string,
    provider?: SocialProvider,
  ): Promise<Result<SocialProfile, "signInAgain">>;
}

export interface SocialAccountsDeps {
  db: Database;
  sessions: Pick<SessionIssuer, "start">;
  tokens: SocialTokens;
  otp: SocialOtp;
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = (name ?? "").trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export function createSocialAccounts(deps: SocialAccountsDeps): SocialAccounts {
  const { db, sessions, tokens, otp } = deps;

  async function start(user: UserRecord): Promise<AccountResult> {
    const started = await sessions.start(user);
    return started.ok ? ok({ kind: "signedIn", tokens: started.value, userId: user.id }) : started;
  }

  async function ofProfile(profile: SocialProfile): Promise<AccountResult> {
    const linkedId = await repo.findLinkedUserId(db, profile.provider, profile.subject);
    const linked = linkedId === undefined ? undefined : await findUserById(db, linkedId);
    if (linked) return start(linked);
    if (profile.email && profile.emailVerified) {
      const owner = await findUserByEmail(db, profile.email);
      if (owner) {
        // A refused role or a blocked account is not linked: the identity stays free.
        const refusal = storefrontRoleProblem(owner.roles) ?? signInBlockedProblem(owner);
        if (refusal) return fail(refusal);
        await repo.linkIdentity(db, {
          provider: profile.provider,
          subject: profile.subject,
          userId: owner.id,
          email: profile.email,
        });
        return start(owner);
      }
    }
    const missing: MissingField[] = profile.email ? ["mobileNumber"] : ["mobileNumber", "emailId"];
    return ok({ kind: "missing", missing, profile });
  }

  /** 409 when the number or the e-mail belongs to an account (decision 0019: no linking by a typed value). */
  async function conflict(mobileNumber: string, email: string) {
    const taken = await whichTaken(db, { mobileNumber, email });
    if (!taken.mobileNumberPresent && !taken.emailIdPresent) return undefined;
    return socialProblems.alreadyExists(taken);
  }

  async function profileOfToken(socialToken: string, provider?: SocialProvider) {
    const profile = await tokens.verify(socialToken);
    if (!profile || (provider && profile.provider !== provider)) return fail(socialProblems.signInAgain());
    return ok(profile);
  }

  return {
    ofProfile,
    profileOfToken,

    async register({ socialToken, mobileNumber, emailId, otpDetails }) {
      const verified = await profileOfToken(socialToken);
      if (!verified.ok) return verified;
      const profile = verified.value;
      const known = await ofProfile(profile);
      if (!known.ok || known.value.kind !== "missing") return known;
      // The provider's e-mail wins over a typed one: the form asks for an e-mail only when none came.
      const email = profile.email ?? emailId;
      const missing: MissingField[] = [];
      if (!mobileNumber) missing.push("mobileNumber");
      if (!email) missing.push("emailId");
      if (!mobileNumber || !email) return ok({ kind: "missing", missing, profile });
      const taken = await conflict(mobileNumber, email);
      if (taken) return fail(taken);
      if (!otpDetails) return fail(socialProblems.phoneNotVerified(mobileNumber));
      const proved = await otp.consume({
        sessionID: otpDetails.sessionID,
        mobileNumber,
        purpose: "registration",
        passPhrase: otpDetails.passPhrase,
      });
      if (!proved.ok) return proved;
      const user = await repo.createSocialAccount(db, {
        provider: profile.provider,
        subject: profile.subject,
        ...splitName(profile.name),
        email,
        isEmailVerified: profile.emailVerified && email === profile.email,
        mobileNumber,
      });
      if (!user) {
        // Another request took the number, the e-mail or the identity since the check above.
        return fail(
          (await conflict(mobileNumber, email)) ??
            socialProblems.alreadyExists({ mobileNumberPresent: false, emailIdPresent: false }),
        );
      }
      return start(user);
    },
  };
}
