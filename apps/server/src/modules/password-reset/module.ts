import type { AppModule } from "../../platform/composition";
import { passwordResetRoutes } from "./password-reset.routes";
import { createPasswordResetService, type PasswordResetService } from "./password-reset.service";

declare module "../../platform/composition" {
  interface Services {
    passwordReset: PasswordResetService;
  }
}

/** Password recovery by a link sent through the outbox (decision 0020): the service, and its routes. */
export const passwordResetModule = {
  name: "password-reset",
  register({ app, db, config, limits, smsBudget, siteOrigin }, { outbox }) {
    const passwordReset = createPasswordResetService({
      db,
      outbox,
      config: config.passwordReset,
      passwordRule: config.auth.passwordRule,
      limits,
      smsBudget,
      siteOrigin,
    });
    passwordResetRoutes(app, passwordReset);
    return { passwordReset };
  },
  pages: {
    passwordReset:
      ({ passwordReset }) =>
      () =>
        passwordReset,
  },
} satisfies AppModule;
