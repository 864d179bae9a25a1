import { z } from "zod";
import { text } from "../shared/primitives";
import { passwordField } from "./passwords";

/**
 * Forgot and reset password (spec 1 §2, §7, §8; API.md). The identifier decides the channel: a phone
 * gets an SMS, an e-mail gets an e-mail; the message links to `/reset-password?sessionId=…&type=…`.
 * The answer is the same whether or not an account exists (no enumeration).
 */

export const communicationType = z.enum(["mobile", "email"]);

export const forgotPasswordRequest = z.object({
  /** Phone number or e-mail. */
  username: text(254).trim().min(1),
  type: communicationType.optional(),
});
export const forgotPasswordResponse = z.object({ type: communicationType, message: z.string() });

export const resetPasswordQuery = z.object({ token: text(200).optional() });
export const resetPasswordRequest = z.object({
  sessionId: text(200).min(1).optional(),
  type: communicationType.optional(),
  newPassword: passwordField,
});
export const resetPasswordResponse = z.object({ message: z.string() });
