import { randomBytes, randomInt } from "node:crypto";
import { randomIp } from "./auth";
import { CLIENT_HEADERS, type TestApp } from "./test-app";

/** Test helpers of the registration API tests: every call makes its own shopper (house rule 10). */

export const REGISTRATION_PASSWORD = "Register#2024";

export interface Shopper {
  name: string;
  email: string;
  mobileNumber: string;
  password: string;
}

export function newShopper(): Shopper {
  return {
    name: "Asha Rani Verma",
    email: `r${randomBytes(6).toString("hex")}@example.in`,
    mobileNumber: `7${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
    password: REGISTRATION_PASSWORD,
  };
}

function post(test: TestApp, url: string, payload: unknown, ip = randomIp()) {
  return test.app.inject({
    method: "POST",
    url,
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": ip, "x-channel": "WEB" },
    payload: payload as Record<string, unknown>,
  });
}

/** `POST /api/user/register` with the v2 form body. */
export function register(test: TestApp, shopper: Shopper, extra: Record<string, unknown> = {}) {
  return post(test, "/api/user/register", {
    name: shopper.name,
    gender: "FEMALE",
    email: shopper.email,
    mobileNumber: shopper.mobileNumber,
    password: shopper.password,
    ...extra,
  });
}

/** The body the browser sends on /register/otp after a 605. */
export function userDetailsOf(shopper: Shopper, extra: Record<string, unknown> = {}) {
  const [firstName, ...rest] = shopper.name.split(" ");
  return {
    emailId: shopper.email,
    firstName,
    middleName: rest.slice(0, -1).join(" ") || undefined,
    lastName: rest.at(-1),
    mobileNumber: shopper.mobileNumber,
    countryCallingCode: "+91",
    password: shopper.password,
    gender: "FEMALE",
    userType: "END_USER",
    ...extra,
  };
}

export function registerWithOtp(
  test: TestApp,
  userDetails: Record<string, unknown>,
  otpDetails?: { sessionID: string; passPhrase: string },
) {
  return post(test, "/api/user/register/otp", { userDetails, ...(otpDetails ? { otpDetails } : {}) });
}
