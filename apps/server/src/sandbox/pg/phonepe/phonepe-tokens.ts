import { randomBytes } from "node:crypto";

/** PhonePe's tokens live about an hour. */
const TOKEN_SECONDS = 3_600;
const seconds = () => Math.floor(Date.now() / 1000);

/** The access tokens the identity manager issued, counted (the tester's page shows how many). */
export function createTokens() {
  const live = new Map<string, number>();
  let issued = 0;
  return {
    get issued() {
      return issued;
    },
    issue() {
      issued += 1;
      const token = randomBytes(24).toString("base64url");
      const issuedAt = seconds();
      live.set(token, issuedAt + TOKEN_SECONDS);
      return {
        access_token: token,
        encrypted_access_token: token,
        expires_in: TOKEN_SECONDS,
        issued_at: issuedAt,
        expires_at: issuedAt + TOKEN_SECONDS,
        session_expires_at: issuedAt + TOKEN_SECONDS,
        token_type: "O-Bearer",
      };
    },
    /** The header names a token issued here and not expired. */
    accepts(authorization: string | undefined): boolean {
      const token = /^O-Bearer (\S+)$/.exec(authorization ?? "")?.[1];
      const expiresAt = token ? live.get(token) : undefined;
      return expiresAt !== undefined && seconds() < expiresAt;
    },
    /** Every token expires now (the tester's way to see a merchant renew its token). */
    expireAll(): number {
      const count = live.size;
      live.clear();
      return count;
    },
  };
}

export type SandboxTokens = ReturnType<typeof createTokens>;
