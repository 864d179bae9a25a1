import { MESSAGES } from "../messages";
import { PATTERNS } from "../shared/patterns";
import { PASSWORD } from "./constants";

/**
 * The password rules of spec 1 §5 as plain functions (docs/decisions/0013: no zod in the browser).
 * The zod schemas in auth.ts wrap them, so a rule lives once.
 */

/** A server-supplied rule (`GET /api/user/password-rule`) that replaces the default when present. */
export interface PasswordRule {
  regex: string;
  errorMessage: string;
}

/** The message of the first broken rule, or undefined: no spaces, then the rule (server's or default). */
export function passwordProblem(value: string, rule?: PasswordRule | null): string | undefined {
  if (!PATTERNS.noWhitespace.test(value)) return MESSAGES.password.noSpaceAllowed;
  if (rule?.regex) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(rule.regex);
    } catch {
      pattern = undefined;
    }
    if (pattern) return pattern.test(value) ? undefined : rule.errorMessage;
  }
  if (value.length < PASSWORD.minChars || !PATTERNS.defaultPassword.test(value)) {
    return MESSAGES.password.minLength;
  }
  return undefined;
}

/** The default rule as the server publishes it. */
export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  regex: PATTERNS.defaultPassword.source,
  errorMessage: MESSAGES.password.minLength,
};
