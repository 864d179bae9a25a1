import { authProblems, type Problem } from "@odin/contracts";
import type { Transaction } from "@odin/db";
import * as users from "../users";
import { revokeUserFamilies } from "./auth.repo";

/**
 * Customer care's block of a shopper's sign-in (the back office's Customers area). Every way in ends
 * in `SessionIssuer.start`, which refuses a blocked account, and every refresh refuses it too; the
 * block itself revokes the account's refresh-token families, so a session already open ends at its
 * next refresh (its access token lives out its few minutes).
 */

/** The refusal of a blocked account, or undefined when it may sign in. */
export function signInBlockedProblem(account: {
  signInBlockedAt: Date | null;
}): Problem<"signInBlocked"> | undefined {
  return account.signInBlockedAt ? authProblems.signInBlocked() : undefined;
}

/**
 * Blocks the account's sign-in with the reason and ends its sessions, in the caller's transaction
 * (which records the audit entry with it). Undefined when it was blocked already.
 */
export async function blockSignIn(
  tx: Transaction,
  userId: number,
  reason: string,
): Promise<users.SignInBlock | undefined> {
  const block = await users.setSignInBlocked(tx, userId, reason);
  if (block) await revokeUserFamilies(tx, userId, "blocked");
  return block;
}

/** Lets the account sign in again; the block lifted, or undefined when there was none. */
export function unblockSignIn(tx: Transaction, userId: number): Promise<users.SignInBlock | undefined> {
  return users.clearSignInBlocked(tx, userId);
}
