import { createHash } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { newShopper, otpSentTo } from "./accounts-support";

/**
 * A shopper of the journey's own, registered as a shopper registers (decision 20): the sign-up's
 * captcha solved, a registration code sent to a new phone and read from the sandbox outbox, then the
 * account created with it. No journey signs in as a demo shopper, so none depends on another's bag,
 * addresses, orders or password (e2e/demo-shoppers.spec.ts checks that those still sign in).
 */

export interface Shopper {
  name: string;
  mobile: string;
  email: string;
  password: string;
}

const JSON_HEADERS = { module: "odin", "content-type": "application/json", "X-Channel": "WEB" };

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * The sign-up's captcha solved as the browser's solver does it (the ALTCHA proof of work: the n whose
 * SHA-256 of salt + n is the challenge), as the base64 payload the server verifies.
 */
async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const answer = await request.get("/api/captcha/challenge", { headers: { module: "odin" } });
  expect(answer.status()).toBe(200);
  const { algorithm, challenge, maxnumber, salt, signature } = (await answer.json()) as Challenge;
  const hash = algorithm.toLowerCase().replace("-", "");
  let number = -1;
  for (let n = 0; n <= (maxnumber ?? 1_000_000); n += 1) {
    if (createHash(hash).update(`${salt}${n}`).digest("hex") === challenge) {
      number = n;
      break;
    }
  }
  expect(number, "the captcha's number").toBeGreaterThanOrEqual(0);
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString("base64");
}

/**
 * A new shopper registered through the store's public API in `request`, which is then signed in as
 * them (a page's `page.request` signs its page in; a context of its own leaves the page a guest).
 */
export async function registeredShopper(request: APIRequestContext): Promise<Shopper> {
  const shopper = newShopper();
  const sentAfter = Date.now() - 1_000;
  const sent = await request.post("/api/otp/generate", {
    headers: JSON_HEADERS,
    data: {
      mobileNumber: shopper.mobile,
      purpose: "registration",
      throughService: "flash",
      captchaToken: await solvedCaptcha(request),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { sessionID } = (await sent.json()) as { sessionID: string };
  const passPhrase = await otpSentTo(request, shopper.mobile, sentAfter);
  const [firstName, ...rest] = shopper.name.split(" ");
  const registered = await request.post("/api/user/register/otp", {
    headers: JSON_HEADERS,
    data: {
      userDetails: {
        emailId: shopper.email,
        firstName,
        lastName: rest.join(" "),
        mobileNumber: shopper.mobile,
        countryCallingCode: "+91",
        password: shopper.password,
        gender: "FEMALE",
        userType: "END_USER",
      },
      otpDetails: { sessionID, passPhrase },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return shopper;
}

/** Signs `shopper` in by password in `request`'s cookie jar. */
export async function signIn(request: APIRequestContext, shopper: Pick<Shopper, "email" | "password">) {
  const response = await request.post("/auth/token", {
    headers: JSON_HEADERS,
    data: { grant_type: "password", username: shopper.email, password: shopper.password },
  });
  expect(response.status()).toBe(200);
}
