import { AUTH_COOKIES, ERROR_CODES } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, setCookies } from "../../testing/auth";
import { signInBlockCall } from "../../testing/customers";
import { createSocialTestApp, fragmentOf, type SocialTestApp, socialSignIn } from "../../testing/social";
import { staffWith, type TestStaff } from "../../testing/staff";

/**
 * A blocked shopper's Google or Facebook sign-in: refused to the login modal's error view with the
 * block's code, and no identity linked to the blocked account; let in again once unblocked. The
 * providers are the sandbox's, reached over HTTP, so this app listens on a port of its own.
 */

let test: SocialTestApp;
let care: TestStaff;

beforeAll(async () => {
  test = await createSocialTestApp();
  care = await staffWith(test, ["customers:write"]);
});
afterAll(() => test.close());

const block = (userId: number) =>
  signInBlockCall(test, care, userId, "block", { reason: "Account shared with a reseller" });
const unblock = (userId: number) =>
  signInBlockCall(test, care, userId, "unblock", { reason: "The shopper confirmed by phone" });

const identitiesOf = (userId: number) =>
  test.database.db.select().from(schema.socialIdentities).where(eq(schema.socialIdentities.userId, userId));

/** Expects the return to end on the modal's error view with the block's code, signed in nowhere. */
function expectRefused(signedIn: Awaited<ReturnType<typeof socialSignIn>>, provider: string) {
  const fragment = fragmentOf(signedIn.location);
  expect(Object.fromEntries(fragment)).toMatchObject({
    login: "socialLoginError",
    provider,
    code: ERROR_CODES.signInBlocked,
  });
  expect(setCookies(signedIn.response).get(AUTH_COOKIES.accessToken)?.value ?? "").toBe("");
}

describe("a blocked shopper's social sign-in", () => {
  it("refuses a linked identity until the shopper is unblocked", async () => {
    const user = await createUser(test);
    const person = { name: "Linked Shopper", email: user.email, emailVerified: true };
    const linked = await socialSignIn(test, "google", person, "/account");
    expect(linked.location).toBe("/account");
    expect(await identitiesOf(user.id)).toHaveLength(1);

    expect((await block(user.id)).statusCode).toBe(200);
    expectRefused(await socialSignIn(test, "google", person, "/account"), "google");

    expect((await unblock(user.id)).statusCode).toBe(200);
    const again = await socialSignIn(test, "google", person, "/account");
    expect(again.location).toBe("/account");
    expect(setCookies(again.response).get(AUTH_COOKIES.accessToken)?.value).toBeTruthy();
  });

  it("links no identity to a blocked account by its verified e-mail", async () => {
    const user = await createUser(test);
    expect((await block(user.id)).statusCode).toBe(200);
    expectRefused(
      await socialSignIn(test, "facebook", { name: "Blocked Shopper", email: user.email }),
      "facebook",
    );
    expect(await identitiesOf(user.id)).toHaveLength(0);

    expect((await unblock(user.id)).statusCode).toBe(200);
    const linked = await socialSignIn(test, "facebook", { name: "Blocked Shopper", email: user.email });
    expect(linked.location).toBe("/");
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });
});
