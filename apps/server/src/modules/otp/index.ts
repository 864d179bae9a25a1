import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import type { AuthModule } from "../auth";
import { createOtpGrant } from "./otp.grant";
import { otpRoutes } from "./otp.routes";
import { createOtpService, type OtpDependencies, type OtpService } from "./otp.service";

export type { OtpProblem } from "./otp.problems";
export { OTP_STATUSES } from "./otp.routes";
export type { OtpService } from "./otp.service";
export { otpPage } from "./otp-page";

/**
 * One-time codes (decision 0018): the service, its routes on `app`, and OTP sign-in, the `otp` grant
 * of `POST /auth/token`.
 */
export function registerOtp(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Pick<Config, "otp" | "sessionSecret" | "featureFlags">;
  } & Pick<OtpDependencies, "outbox" | "limits" | "smsBudget" | "deliveryNumber"> &
    Pick<AuthModule, "captcha" | "sessions" | "grants">,
): OtpService {
  const { db, config, sessions } = deps;
  const otp = createOtpService({
    db,
    config: config.otp,
    sessionSecret: config.sessionSecret,
    outbox: deps.outbox,
    captcha: deps.captcha,
    limits: deps.limits,
    smsBudget: deps.smsBudget,
    deliveryNumber: deps.deliveryNumber,
    captchaOnRegistration: config.featureFlags.captchaOnRegistration,
  });
  otpRoutes(app, otp);
  deps.grants.provide("otp", createOtpGrant({ db, otp, sessions }));
  return otp;
}
