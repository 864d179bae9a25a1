import type { AppModule } from "../../platform/composition";
import { createOtpGrant } from "./otp.grant";
import { otpRoutes } from "./otp.routes";
import { createOtpService, type OtpService } from "./otp.service";
import { otpPage } from "./otp-page";

declare module "../../platform/composition" {
  interface Services {
    otp: OtpService;
  }
}

/**
 * One-time codes (decision 0018): the service, its routes, and OTP sign-in, the `otp` grant of
 * `POST /auth/token`; the cash-on-delivery code's page services.
 */
export const otpModule = {
  name: "otp",
  register({ app, db, config, limits, smsBudget }, { outbox, captcha, sessions, grants, checkout }) {
    const otp = createOtpService({
      db,
      config: config.otp,
      sessionSecret: config.sessionSecret,
      outbox,
      captcha,
      limits,
      smsBudget,
      // A cash-on-delivery code goes to the shopper's verified number or the delivery address's.
      deliveryNumber: async (userId) => (await checkout.shippingState(userId)).address?.mobileNumber,
      captchaOnRegistration: config.featureFlags.captchaOnRegistration,
    });
    otpRoutes(app, otp);
    grants.provide("otp", createOtpGrant({ db, otp, sessions }));
    return { otp };
  },
  pages: { otp: ({ otp, captcha, captchaPass }) => otpPage(otp, { captcha, pass: captchaPass }) },
} satisfies AppModule;
