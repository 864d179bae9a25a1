import type { AppModule } from "../../platform/composition";
import { registrationRoutes } from "./registration.routes";
import { createRegistrationService, type RegistrationService } from "./registration.service";

declare module "../../platform/composition" {
  interface Services {
    registration: RegistrationService;
  }
}

/** Registration (decision 0020): the service and its routes. Social bodies are finished by the social module. */
export const registrationModule = {
  name: "registration",
  register({ app, db, config }, { sessions, captcha, otp, social }) {
    const registration = createRegistrationService({
      db,
      sessions,
      captcha,
      otp,
      completeSocialRegistration: (input) => social.completeSocialRegistration(input),
      flags: config.featureFlags,
      passwordRule: config.auth.passwordRule,
    });
    registrationRoutes(app, registration);
    return { registration };
  },
} satisfies AppModule;
