import { authProblems, fail, ok } from "@odin/contracts";
import type { VerifyAccessToken } from "../../platform/auth-guard";
import { storefrontRoleProblem } from "./roles";
import type { TokenSigner } from "./tokens";

/**
 * The one check of an access token (decision 0017): valid, and of roles the storefront serves. The
 * auth guard of the REST routes uses it, and so can anything that reads the shopper off the cookies.
 */
export function createAccessTokenVerifier(signer: Pick<TokenSigner, "verify">): VerifyAccessToken {
  return async (token) => {
    const claims = token ? await signer.verify(token) : undefined;
    if (!claims) return fail(authProblems.sessionExpired());
    const refusal = storefrontRoleProblem(claims.roles);
    return refusal ? fail(refusal) : ok(claims);
  };
}
