import { createServer } from "node:net";
import type { SocialProvider } from "@odin/contracts";
import { expect } from "vitest";
import { flowCookieName } from "../modules/social/flow-cookie";
import { randomIp } from "./auth";
import { CLIENT_HEADERS, createTestApp, type OwnedTestApp } from "./test-app";

/**
 * Test helpers of social sign-in. The server calls the providers' token and key endpoints over real
 * HTTP, so the test app listens on a port of its own and its site origin points there; the
 * browser's side of the redirects goes through `inject()`.
 */
export interface SocialTestApp extends OwnedTestApp {
  origin: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** A test app listening on 127.0.0.1; `env` adds settings (e.g. provider endpoints). */
export async function createSocialTestApp(
  env: (origin: string) => Record<string, string> = () => ({}),
): Promise<SocialTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const test = await createTestApp({ env: { PORT: String(port), ODIN_SITE_ORIGIN: origin, ...env(origin) } });
  await test.app.listen({ port, host: "127.0.0.1" });
  return { ...test, origin };
}

/** The path and query of an absolute URL on the test app's origin. */
export function pathOf(test: SocialTestApp, url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(test.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/** The fields of a redirect's fragment (`#login=…&…`). */
export function fragmentOf(location: string): URLSearchParams {
  const hash = location.indexOf("#");
  return new URLSearchParams(hash < 0 ? "" : location.slice(hash + 1));
}

export async function startSignIn(test: SocialTestApp, provider: SocialProvider, returnTo?: string) {
  const query = returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await test.app.inject({ method: "GET", url: `/auth/social/${provider}${query}` });
  expect(response.statusCode).toBe(302);
  const flow = response.cookies.find((cookie) => cookie.name === flowCookieName(provider));
  return { response, authorizeUrl: String(response.headers.location), flowCookie: flow?.value ?? "" };
}

/** A test account key of the consent page, "fail", or a person typed into its form. */
export type ConsentChoice = string | { name: string; email?: string; emailVerified?: boolean };

/** Opens the provider's consent page and answers it; returns the redirect to the client. */
export async function consent(test: SocialTestApp, authorizeUrl: string, choice: ConsentChoice) {
  const page = await test.app.inject({ method: "GET", url: pathOf(test, authorizeUrl) });
  expect(page.statusCode).toBe(200);
  const interaction = /name="interaction" value="([^"]+)"/.exec(page.body)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!interaction || !action) throw new Error("no consent form");
  const fields: Record<string, string> = { interaction };
  if (typeof choice === "string") fields.user = choice;
  else {
    fields.user = "custom";
    fields.name = choice.name;
    if (choice.email) fields.email = choice.email;
    if (choice.emailVerified !== false) fields.emailVerified = "true";
  }
  const response = await test.app.inject({
    method: "POST",
    url: action,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

/** The provider's redirect back to the shop, with the browser's flow cookie. */
export function returnFromProvider(
  test: SocialTestApp,
  provider: SocialProvider,
  callbackUrl: string,
  flowCookie: string,
) {
  return test.app.inject({
    method: "GET",
    url: pathOf(test, callbackUrl),
    cookies: flowCookie ? { [flowCookieName(provider)]: flowCookie } : {},
  });
}

/** The whole dance: start, consent, return. */
export async function socialSignIn(
  test: SocialTestApp,
  provider: SocialProvider,
  choice: ConsentChoice,
  returnTo?: string,
) {
  const started = await startSignIn(test, provider, returnTo);
  const callbackUrl = await consent(test, started.authorizeUrl, choice);
  const response = await returnFromProvider(test, provider, callbackUrl, started.flowCookie);
  expect(response.statusCode).toBe(302);
  return { response, location: String(response.headers.location), callbackUrl };
}

export function postMissingFields(test: SocialTestApp, body: Record<string, unknown>) {
  return test.app.inject({
    method: "POST",
    url: "/api/user/missing-fields",
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": randomIp() },
    payload: body,
  });
}
