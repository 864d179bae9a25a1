import { type PasswordRule, passwordProblem } from "@odin/contracts";
import { z } from "zod";

/**
 * The password field of the registration and reset bodies with the server's rule: the configured
 * rule replaces the default (spec 1 §5 "A server-supplied regex and message … can replace the
 * default"), so a looser configured rule is not refused by the contract's default check. With no
 * configured rule this is the contract's own `passwordField`.
 */
export function configuredPasswordField(rule: PasswordRule | null) {
  return z
    .string()
    .max(512)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value, rule);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
