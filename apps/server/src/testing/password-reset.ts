import { randomIp } from "./auth";
import { sandboxMessages } from "./otp";
import { CLIENT_HEADERS, type TestApp } from "./test-app";

/** Test helpers of the password-recovery API tests. */

export function forgotPassword(
  test: TestApp,
  username: string,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return test.app.inject({
    method: "POST",
    url: "/api/user/forgot-password",
    headers: {
      ...CLIENT_HEADERS,
      "x-forwarded-for": options.ip ?? randomIp(),
      "x-channel": "WEB",
      ...options.headers,
    },
    payload: { username },
  });
}

export function resetPassword(
  test: TestApp,
  options: { token?: string; sessionId?: string; newPassword: string; ip?: string },
) {
  const query = options.token === undefined ? "" : `?token=${encodeURIComponent(options.token)}`;
  return test.app.inject({
    method: "PUT",
    url: `/api/user/reset-password${query}`,
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": options.ip ?? randomIp() },
    payload: {
      newPassword: options.newPassword,
      ...(options.sessionId === undefined ? {} : { sessionId: options.sessionId }),
    },
  });
}

const LINK = /(https?:\/\/[^\s"'<>]+\/reset-password\?sessionId=([A-Za-z0-9_-]+)&type=(mobile|email))/;

/** The newest reset link sent to a recipient, read from the sandbox as the shopper would read it. */
export async function readResetLink(test: TestApp, recipient: string) {
  for (const message of await sandboxMessages(test, recipient)) {
    const match = LINK.exec(message.text);
    if (match?.[1] && match[2] && match[3]) {
      return { link: match[1], token: match[2], type: match[3], message };
    }
  }
  throw new Error(`no reset link sent to ${recipient}`);
}
