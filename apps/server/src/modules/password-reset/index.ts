import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import { passwordResetRoutes } from "./password-reset.routes";
import {
  createPasswordResetService,
  type PasswordResetDependencies,
  type PasswordResetService,
} from "./password-reset.service";

/** Password recovery by a link sent through the outbox (decision 0020): the service, and its routes. */
export function registerPasswordReset(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Pick<Config, "passwordReset" | "auth" | "siteOrigin" | "port">;
  } & Pick<PasswordResetDependencies, "outbox" | "limits" | "smsBudget">,
): PasswordResetService {
  const { config } = deps;
  const passwordReset = createPasswordResetService({
    db: deps.db,
    outbox: deps.outbox,
    config: config.passwordReset,
    passwordRule: config.auth.passwordRule,
    limits: deps.limits,
    smsBudget: deps.smsBudget,
    siteOrigin: config.siteOrigin ?? `http://localhost:${config.port}`,
  });
  passwordResetRoutes(app, passwordReset);
  return passwordReset;
}
