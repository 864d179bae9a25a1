// The fuzzer's one use of the auth and staff test kits: when a kit moves, only this import changes.
import { OWNER_ROLE, STAFF_COOKIES } from "@odin/contracts";
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

/** A new staff member of the owner's role (every permission, no scope), signed in as the admin app does. */
export async function signedInStaff(test: TestApp): Promise<Staff> {
  const staff = await signInStaff(test, await createStaff(test, OWNER_ROLE));
  return { session: staff.cookie.slice(`${STAFF_COOKIES.session}=`.length) };
}
