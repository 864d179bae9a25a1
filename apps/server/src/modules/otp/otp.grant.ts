import { fail, mobileNumberProblem, type OtpProblem, otpProblems, type Result } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { GrantBody, GrantHandler, IssuedTokens, SessionIssuer, SignInRefusal } from "../auth";
import { findUserByMobile, markMobileVerified } from "../users";
import type { OtpService } from "./otp.service";

/** What OTP sign-in can answer: the OTP failures, a role the storefront refuses, a blocked account. */
export type OtpGrantProblem = OtpProblem | SignInRefusal;

/**
 * `POST /auth/token` with `grant_type: otp` (spec 1 §7 "Login (OTP)"): uses up a login code of the
 * phone, marks the phone verified (the code proved it) and starts a session, role rules included.
 */
export function createOtpGrant(deps: {
  db: Database;
  otp: Pick<OtpService, "consume">;
  sessions: SessionIssuer;
}): GrantHandler<"otp", OtpGrantProblem> {
  const { db, otp, sessions } = deps;
  async function signIn(body: GrantBody<"otp">): Promise<Result<IssuedTokens, OtpGrantProblem>> {
    const mobileNumber = body.mobileNumber.mobileNumber.trim().replace(/^\+?91(?=\d{10}$)/, "");
    if (mobileNumberProblem(mobileNumber)) return fail(otpProblems.invalidPhone());
    const used = await otp.consume({
      sessionID: body.otpDetails.sessionID,
      mobileNumber,
      purpose: "login",
      passPhrase: body.otpDetails.passPhrase,
    });
    if (!used.ok) return used;
    const user = await findUserByMobile(db, mobileNumber);
    if (!user) return fail(otpProblems.accountGone());
    if (!user.isMobileNumberVerified) await markMobileVerified(db, user.id);
    return sessions.start(user);
  }
  return { signIn };
}
