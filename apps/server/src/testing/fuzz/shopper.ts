// The fuzzer's one use of the auth test kit: when the kit moves, only this import changes.
import { createUser, signIn } from "../auth";
import type { TestApp } from "../test-app";
import type { Shopper } from "./fuzz-run";

/** A new shopper account, signed in by password as the storefront does, with its access token. */
export async function signedInShopper(test: TestApp): Promise<Shopper> {
  const user = await createUser(test);
  const response = await signIn(test, user.email, user.password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  const { access_token: accessToken } = response.json() as { access_token: string };
  return { id: user.id, accessToken };
}
