import { text } from "../shared/primitives";
import { passwordProblem } from "./password-rules";

/**
 * A new password (registration, reset, change), checked by the default rule of spec 1 §5; the server
 * also applies its configured rule. 512 characters at most: the hash need not take more.
 */
export const passwordField = text(512).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** The same field under the name the change-password body uses. */
export const newPasswordInput = passwordField;
