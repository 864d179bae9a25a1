import { randomInt } from "node:crypto";
import { otpSentResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { SANDBOX_PATHS, type SandboxMessages, sandboxMessagesResponse } from "../sandbox/sandbox";
import { postToken, randomIp, solveCaptcha } from "./auth";
import { CLIENT_HEADERS, type TestApp } from "./test-app";

/** Test helpers of the OTP flows: the sandbox gateway is the phone (docs/decisions/0018). */

/** What the sandbox received for a phone number or e-mail, newest first, after the outbox is drained. */
export async function sandboxMessages(
  test: TestApp,
  recipient: string,
): Promise<SandboxMessages["messages"]> {
  await test.app.outbox.drain();
  const response = await test.app.inject({
    method: "GET",
    url: `${SANDBOX_PATHS.messages}?recipient=${encodeURIComponent(recipient)}`,
  });
  if (response.statusCode !== 200) throw new Error(`sandbox answered ${response.statusCode}`);
  return sandboxMessagesResponse.parse(response.json()).messages;
}

/** Drains the outbox and reads the newest one-time code sent by SMS to `mobileNumber`. */
export async function readOtp(test: TestApp, mobileNumber: string): Promise<string> {
  const messages = await sandboxMessages(test, mobileNumber);
  const sms = messages.find((message) => message.channel === "sms" && /\b\d{6}\b/.test(message.text));
  const code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
  if (!code) throw new Error(`no OTP was sent to ${mobileNumber}`);
  return code;
}

/** `POST /api/otp/<path>` from a client address of its own unless one is given. */
export function postOtp(
  test: TestApp,
  path: "generate" | "resend" | "validate",
  body: Record<string, unknown>,
  clientAddress: string = randomIp(),
) {
  return test.app.inject({
    method: "POST",
    url: `/api/otp/${path}`,
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": clientAddress },
    payload: body,
  });
}

/** A mobile number no other test uses. */
export function freshPhone(): string {
  return `7${String(randomInt(0, 1e9)).padStart(9, "0")}`;
}

/** Sends a code and answers its sessionID; throws when the send is refused. */
export async function sendOtp(
  test: TestApp,
  mobileNumber: string,
  purpose = "login",
  extra: Record<string, unknown> = {},
): Promise<string> {
  const body = { mobileNumber, purpose, throughService: "flash", ...extra };
  const response = await postOtp(test, "generate", body);
  if (response.statusCode !== 200)
    throw new Error(`generate answered ${response.statusCode}: ${response.body}`);
  return otpSentResponse.parse(response.json()).sessionID;
}

/** Asks for a registration OTP as the browser does (with a solved captcha) and reads it from the sandbox. */
export async function registrationOtp(test: TestApp, mobileNumber: string) {
  const sessionID = await sendOtp(test, mobileNumber, "registration", {
    captchaToken: await solveCaptcha(test),
  });
  return { sessionID, passPhrase: await readOtp(test, mobileNumber) };
}

/** `POST /auth/token` with the OTP grant. */
export function otpSignIn(test: TestApp, mobileNumber: string, sessionID: string, passPhrase: string) {
  return postToken(test, {
    grant_type: "otp",
    mobileNumber: { mobileNumber, countryCallingCode: "+91" },
    otpDetails: { sessionID, passPhrase },
  });
}

/** Moves a challenge's clock back, as if `seconds` had passed. */
export async function ageChallenge(test: TestApp, sessionID: string, seconds: number): Promise<void> {
  const [row] = await test.database.db
    .select()
    .from(schema.otpChallenges)
    .where(eq(schema.otpChallenges.id, sessionID));
  if (!row) throw new Error("no challenge");
  const back = (date: Date) => new Date(date.getTime() - seconds * 1000);
  await test.database.db
    .update(schema.otpChallenges)
    .set({ lastSentAt: back(row.lastSentAt), expiresAt: back(row.expiresAt), createdAt: back(row.createdAt) })
    .where(eq(schema.otpChallenges.id, sessionID));
}

/** A code that is surely not `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
