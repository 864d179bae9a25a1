import type { SocialProvider } from "@odin/contracts";
import type { SocialProfile } from "./social-token";

/** One social provider as the sign-in flow sees it (google-client.ts, facebook-client.ts). */
export interface ProviderClient {
  provider: SocialProvider;
  /** The exact redirect URI registered with the provider: `{origin}/googlesuccess` or `/facebooksuccess`. */
  redirectUri: string;
  /** OpenID Connect: the flow sends a `nonce` and the ID token must carry it back. */
  usesNonce: boolean;
  /** The provider's authorization URL with the request's parameters. */
  authorizationUrl(input: { state: string; codeChallenge: string; nonce?: string }): Promise<string>;
  /**
   * Exchanges the code (with the client secret and the PKCE verifier) and reads the account.
   * Throws ProviderError when the provider refuses or answers something that does not verify.
   */
  profile(input: { code: string; verifier: string; nonce?: string }): Promise<SocialProfile>;
}
