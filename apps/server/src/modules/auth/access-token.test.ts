import { describe, expect, it } from "vitest";
import { createAccessTokenVerifier } from "./access-token";
import { createTokenSigner } from "./tokens";

const signer = createTokenSigner("k".repeat(64), 60);
const verify = createAccessTokenVerifier(signer);

describe("verifyAccessToken", () => {
  it("names the shopper of a valid end-user token", async () => {
    const token = await signer.sign({ userId: 42, roles: ["ROLE_END_USER"] });
    expect(await verify(token)).toEqual({ ok: true, value: { userId: 42, roles: ["ROLE_END_USER"] } });
  });

  it("answers sessionExpired without a token and for a foreign or tampered one", async () => {
    const foreign = await createTokenSigner("f".repeat(64), 60).sign({ userId: 1, roles: ["ROLE_END_USER"] });
    for (const token of [undefined, "", "not.a.token", foreign]) {
      const result = await verify(token);
      expect(result.ok ? undefined : result.problem.name).toBe("sessionExpired");
    }
  });

  it("answers roleRefused with the role rule's code for staff, business and mixed roles", async () => {
    const codes: Array<[string[], string]> = [
      [["ROLE_STAFF", "ROLE_END_USER"], "STAFF_USER"],
      [["ROLE_BUSINESS_USER"], "BUSINESS_USER"],
      [["ROLE_END_USER", "ROLE_BUSINESS_USER"], "INVALID_ROLE"],
    ];
    for (const [roles, code] of codes) {
      const result = await verify(await signer.sign({ userId: 7, roles }));
      expect(result.ok ? undefined : result.problem).toMatchObject({ name: "roleRefused", code });
    }
  });
});
