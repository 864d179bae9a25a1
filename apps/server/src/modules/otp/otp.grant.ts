import { ERROR_CODES, MESSAGES, mobileNumberProblem } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { GrantHandler } from "../auth/auth.routes";
import { fail, type SessionIssuer } from "../auth/sessions";
import { findUserByMobile, markMobileVerified } from "../users/users.repo";
import type { OtpService } from "./otp.service";
import { otpProblems } from "./otp-problems";

/**
 * `POST /auth/token` with `grant_type: otp` (spec 1 §7 "Login (OTP)"): uses up a login code of the
 * phone, marks the phone verified (the code proved it) and starts a session, role rules included.
 */
export function createOtpGrant(deps: {
  db: Database;
  otp: Pick<OtpService, "consume">;
  sessions: SessionIssuer;
}): GrantHandler<"otp"> {
  const { db, otp, sessions } = deps;
  return async (body) => {
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
    if (!user) {
      return fail({
        status: 401,
        code: ERROR_CODES.invalidCredentials,
        detail: MESSAGES.login.invalidCredentials,
      });
    }
    if (!user.isMobileNumberVerified) await markMobileVerified(db, user.id);
    return sessions.start(user);
  };
}
