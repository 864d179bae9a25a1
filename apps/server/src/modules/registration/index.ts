import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import type { AuthModule } from "../auth";
import type { SocialService } from "../social";
import { registrationRoutes } from "./registration.routes";
import {
  createRegistrationService,
  type RegistrationOtp,
  type RegistrationService,
} from "./registration.service";

/**
 * Registration (decision 0020): the service and its routes on `app`. Social bodies are finished by
 * the social module.
 */
export function registerRegistration(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Pick<Config, "featureFlags" | "auth">;
    otp: RegistrationOtp;
    social: Pick<SocialService, "completeSocialRegistration">;
  } & Pick<AuthModule, "sessions" | "captcha">,
): RegistrationService {
  const { config, social } = deps;
  const registration = createRegistrationService({
    db: deps.db,
    sessions: deps.sessions,
    captcha: deps.captcha,
    otp: deps.otp,
    completeSocialRegistration: (input) => social.completeSocialRegistration(input),
    flags: config.featureFlags,
    passwordRule: config.auth.passwordRule,
  });
  registrationRoutes(app, registration);
  return registration;
}
