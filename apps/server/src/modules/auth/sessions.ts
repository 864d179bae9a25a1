import { randomUUID } from "node:crypto";
import { authProblems, fail, ok, type Result, type TokenResponse } from "@odin/contracts";
import type { Database } from "@odin/db";
import type { AuthConfig } from "../../platform/config";
import { randomToken, sha256Hex } from "../../platform/secrets";
import { signInBlockedAtForSignIn } from "../users";
import * as repo from "./auth.repo";
import { storefrontRoleProblem } from "./roles";
import type { TokenSigner } from "./tokens";

/** Issued tokens plus when the refresh token's family ends (the refresh cookie lives that long). */
export interface IssuedTokens extends TokenResponse {
  refreshExpiresAt: Date;
}

/** Why `start` refused: a role the storefront refuses, or an account whose sign-in is blocked. */
export type SignInRefusal = "roleRefused" | "signInBlocked";

/**
 * Starts and continues sign-ins (docs/decisions/0017). Every way of signing in (password, OTP,
 * social, registration) ends in `start`, which applies the role rule of spec 1 §6 first, then
 * refuses an account whose sign-in customer care blocked.
 */
export interface SessionIssuer {
  /** A new refresh-token family for the user, or the role refusal, or the blocked account's. */
  start(user: { id: number; roles: string[] }): Promise<Result<IssuedTokens, SignInRefusal>>;
  /** The next token of a family, ending when the family ends. */
  continue(familyId: string, user: { id: number; roles: string[] }, expiresAt: Date): Promise<IssuedTokens>;
}

export function createSessionIssuer(deps: {
  db: Database;
  config: AuthConfig;
  signer: TokenSigner;
}): SessionIssuer {
  const { db, config, signer } = deps;

  async function issue(user: { id: number; roles: string[] }, expiresAt: Date) {
    // An opaque refresh token, stored only as its SHA-256.
    const refreshToken = randomToken();
    return {
      hash: sha256Hex(refreshToken),
      tokens: {
        access_token: await signer.sign({ userId: user.id, roles: user.roles }),
        refresh_token: refreshToken,
        token_type: "Bearer" as const,
        expires_in: signer.ttlSeconds,
        refreshExpiresAt: expiresAt,
      },
    };
  }

  return {
    async start(user) {
      const roleProblem = storefrontRoleProblem(user.roles);
      if (roleProblem) return fail(roleProblem);
      const expiresAt = new Date(Date.now() + config.refreshTokenTtlSeconds * 1000);
      const issued = await issue(user, expiresAt);
      const started = await db.transaction(async (tx) => {
        // Read afresh under a share lock: the caller's copy of the account may predate a block, and a
        // block that commits after this family is written revokes it (sign-in-block.ts).
        const account = await signInBlockedAtForSignIn(tx, user.id);
        if (!account) throw new Error(`no account ${user.id} to start a session for`);
        if (account.blockedAt) return false;
        await repo.insertFamily(tx, { id: randomUUID(), userId: user.id, expiresAt }, issued.hash);
        return true;
      });
      return started ? ok(issued.tokens) : fail(authProblems.signInBlocked());
    },

    async continue(familyId, user, expiresAt) {
      const issued = await issue(user, expiresAt);
      await repo.insertToken(db, familyId, issued.hash);
      return issued.tokens;
    },
  };
}
