// The fuzzer's one use of the auth and staff test kits: when a kit moves, only these imports change.
import { STAFF_COOKIES } from "@odin/contracts";
import { createUser, signIn } from "../auth";
import { createStaff, signInStaff } from "../staff";
import type { TestApp } from "../test-app";
import type { Shopper, Staff } from "./fuzz-run";

/** A new shopper account, signed in by password as the storefront does, with its access token. */
export async function signedInShopper(test: TestApp): Promise<Shopper> {
  const user = await createUser(test);
  const response = await signIn(test, user.email, user.password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  const { access_token: accessToken } = response.json() as { access_token: string };
  return { id: user.id, accessToken };
}

/** A new owner (every permission), signed in with the e-mailed code, with its session token. */
export async function signedInOwner(test: TestApp): Promise<Staff> {
  const owner = await signInStaff(test, await createStaff(test, "owner"));
  return { sessionToken: owner.cookie.slice(`${STAFF_COOKIES.session}=`.length) };
}
