import { SOCIAL_PROVIDERS } from "@odin/contracts";
import { FOREIGN_RETURN_ADDRESSES, SAME_SITE_RETURN_ADDRESSES, staysOnSite } from "@odin/contracts/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomToken } from "../../platform/secrets";
import { consent, createSocialTestApp, returnFromProvider, type SocialTestApp } from "../../testing/social";
import { createFlowSealer, flowCookieName } from "./flow-cookie";

/**
 * No open redirect through social sign-in: every known way of writing a foreign return address is
 * refused at the start, or the browser ends on this site after signing in, and a flow cookie that
 * holds one (sealed before the check, or by a bug) still returns the browser to this site.
 */

let test: SocialTestApp;
beforeAll(async () => {
  test = await createSocialTestApp();
});
afterAll(() => test.close());

/** Start, consent as the demo shopper (signed in), return: the final Location, or undefined when refused. */
async function finalLocation(returnTo: string): Promise<string | undefined> {
  const start = await test.app.inject({
    method: "GET",
    url: `/auth/social/google?returnTo=${encodeURIComponent(returnTo)}`,
  });
  if (start.statusCode === 400) {
    expect(start.headers.location).toBeUndefined();
    return undefined;
  }
  expect(start.statusCode, returnTo).toBe(302);
  const flowCookie = start.cookies.find((cookie) => cookie.name === flowCookieName("google"))?.value ?? "";
  const callbackUrl = await consent(test, String(start.headers.location), "asha");
  const back = await returnFromProvider(test, "google", callbackUrl, flowCookie);
  expect(back.statusCode).toBe(302);
  return String(back.headers.location);
}

describe("the return address of a social sign-in", () => {
  it("never ends on another site, for any known way of writing one", async () => {
    const escaped: string[] = [];
    for (const returnTo of FOREIGN_RETURN_ADDRESSES) {
      const location = await finalLocation(returnTo);
      if (!staysOnSite(location)) escaped.push(`${JSON.stringify(returnTo)} -> ${location}`);
    }
    expect(escaped, `${escaped.length} of ${FOREIGN_RETURN_ADDRESSES.length} escaped`).toEqual([]);
  });

  it("returns to the store's own paths, normalised", async () => {
    for (const [returnTo, kept] of SAME_SITE_RETURN_ADDRESSES) {
      expect(await finalLocation(returnTo)).toBe(kept);
    }
  });

  it("keeps the browser on the site, on the error view, when the flow cookie itself holds a foreign address", async () => {
    const sealer = createFlowSealer(test.config.sessionSecret);
    const failed: string[] = [];
    for (const provider of SOCIAL_PROVIDERS) {
      for (const returnTo of FOREIGN_RETURN_ADDRESSES) {
        const state = randomToken();
        const flow = await sealer.seal({ provider, state, verifier: randomToken(48), returnTo });
        const callback = `${test.origin}/${provider}success?state=${state}&error=access_denied`;
        const back = await returnFromProvider(test, provider, callback, flow);
        const location = String(back.headers.location);
        if (
          back.statusCode !== 302 ||
          !location.includes("#login=socialLoginError") ||
          !staysOnSite(location)
        )
          failed.push(`${provider} ${JSON.stringify(returnTo)} -> ${back.statusCode} ${location}`);
      }
    }
    expect(failed, `${failed.length} of ${2 * FOREIGN_RETURN_ADDRESSES.length} failed`).toEqual([]);
  });
});
