import { text } from "../shared/primitives";

/**
 * A new password (registration, reset, change): only bounded here, 512 characters at most (the hash
 * need not take more). The password rule is the server's, which an operator's rule replaces (spec 1
 * §5), so the registration, reset and auth services check it (their `passwordRule` problem) and the
 * forms check it with `passwordProblem` and the rule the server publishes.
 */
export const passwordField = text(512);

/** The same field under the name the change-password body uses. */
export const newPasswordInput = passwordField;
