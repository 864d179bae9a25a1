import { communicationType, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { serve } from "../../platform/serve";
import type { PasswordResetService } from "./password-reset.service";

/**
 * Headers of spec 1 §7. The identifier decides the channel (spec 1 §5), so `X-Communication-Type`
 * is checked but not needed. A loose object: the other headers stay on the request.
 */
const recoveryHeaders = z.looseObject({
  "x-channel": z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  "x-communication-type": z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(communicationType)
    .optional(),
});

/** Forgot and reset password (spec 1 §7; decision 0020). */
export function passwordResetRoutes(app: FastifyInstance, passwordReset: PasswordResetService): void {
  serve(app, routes.forgotPassword, {
    tag: "auth",
    summary: "Send a password-reset link by SMS (phone) or e-mail (e-mail address)",
    description:
      "The identifier decides the channel: any letter makes it an e-mail. The answer is the same " +
      "whether or not an account exists. Limited per identifier and per client address (429).",
    headers: recoveryHeaders,
    handler: async (request) => {
      const result = await passwordReset.forgot({ identifier: request.body.username, ip: request.ip });
      return unwrap(result);
    },
  });

  serve(app, routes.resetPassword, {
    tag: "auth",
    summary: "Set a new password with the link's token (`?token=` or body `sessionId`)",
    description:
      "A used link answers 410 with code 302 (show the server's message); an unknown, expired or " +
      "missing link answers 400 RESET_LINK_INVALID with the generic reset error. Every sign-in of the account ends.",
    headers: recoveryHeaders,
    handler: async (request) => {
      const result = await passwordReset.reset({
        token: request.query.token || request.body.sessionId,
        newPassword: request.body.newPassword,
        ip: request.ip,
      });
      return unwrap(result);
    },
  });
}
