import { randomBytes, randomInt } from "node:crypto";
import { captchaPictureResponse, pictureProof, ROLES } from "@odin/contracts";
import { schema } from "@odin/db";
import { solveChallenge } from "altcha-lib/v1";
import { eq } from "drizzle-orm";
import type { CaptchaChallenge } from "../modules/auth/captcha";
import { hashPassword } from "../modules/auth/passwords";
import { createAccount } from "../modules/users";
import { CAPTCHA_PICTURES_PATH, sandboxPictureResponse } from "../sandbox/captcha-pictures";
import type { TestApp } from "./test-app";
import { CLIENT_HEADERS } from "./test-app";

/** Test helpers of the auth API tests: each test makes its own accounts (house rule 10). */

export const TEST_PASSWORD = "Secret@123";

export interface TestUser {
  id: number;
  email: string;
  mobileNumber: string;
  password: string;
}

let passwordHash: Promise<string> | undefined;

/**
 * A new account, made by the account service registration uses (`createAccount`), so it starts as a
 * registered shopper does. Its phone is verified unless `mobileVerified: false`: password sign-in of an
 * account whose phone is not verified answers 605 (docs/decisions/0018). Other `roles` (staff) are
 * set afterwards: no shopper-facing form can ask for them.
 */
export async function createUser(
  test: TestApp,
  roles: string[] = [ROLES.endUser],
  options: { mobileVerified?: boolean } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const tag = randomBytes(6).toString("hex");
  const mobileNumber = `6${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const email = `t${tag}@example.in`;
  const { db } = test.database;
  const account = await createAccount(db, {
    firstName: "Test",
    lastName: tag,
    email,
    mobileNumber,
    passwordHash: await passwordHash,
    userType: "END_USER",
    isMobileNumberVerified: options.mobileVerified ?? true,
    isEmailVerified: false,
  });
  if (!account) throw new Error("the random e-mail or phone is taken");
  if (roles.join() !== ROLES.endUser) {
    await db.update(schema.users).set({ roles }).where(eq(schema.users.id, account.id));
  }
  return { id: account.id, email, mobileNumber, password: TEST_PASSWORD };
}

/** A client address of its own, so the per-IP counter of one test does not touch another's. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function postToken(
  test: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return test.app.inject({
    method: "POST",
    url: "/auth/token",
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": randomIp(), ...headers },
    payload: body,
  });
}

export function signIn(
  test: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return postToken(test, { grant_type: "password", username, password, ...extra });
}

/** A solved captcha for the app's own challenge, as the browser widget sends it. */
export async function solveCaptcha(test: TestApp): Promise<string> {
  const challenge = (await test.app.inject({ method: "GET", url: "/api/captcha/challenge" })).json();
  return solvedPayload(challenge as CaptchaChallenge);
}

/**
 * A picture code's proof for the app's own picture (decision 56), the code read from the demo mode's
 * stand-in as a journey reads it: `<challenge>:<code>`, the code typed in `typed`'s case.
 */
export async function solvePicture(test: TestApp, typed: (code: string) => string = (code) => code) {
  const picture = captchaPictureResponse.parse(
    (await test.app.inject({ method: "GET", url: "/api/captcha/picture" })).json(),
  );
  const seen = await test.app.inject({
    method: "GET",
    url: `${CAPTCHA_PICTURES_PATH}?challenge=${encodeURIComponent(picture.challenge)}`,
  });
  if (seen.statusCode !== 200) throw new Error(`the picture stand-in answered ${seen.statusCode}`);
  const { code } = sandboxPictureResponse.parse(seen.json());
  return { challenge: picture.challenge, code, proof: pictureProof(picture.challenge, typed(code)) };
}

/** The payload of a solved challenge: the challenge's fields and the number found. */
export async function solvedPayload(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("captcha not solved");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** The cookies a response sets, by name, with their attributes. */
export function setCookies(response: { cookies: Array<Record<string, unknown>> }) {
  return new Map(response.cookies.map((cookie) => [cookie.name as string, cookie]));
}
