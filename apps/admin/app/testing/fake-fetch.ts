import { vi } from "vitest";

/**
 * A request as the fake server got it: method, path with query, headers, and its body: the JSON
 * parsed, or the FormData of a multipart upload as it was sent.
 */
export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The API's error shape with one error (API.md "Errors"). */
export function errorAnswer(status: number, code: string, detail: string): Response {
  return jsonAnswer(status, { errors: [{ status, code, detail }] });
}

/**
 * A stand-in for the browser's fetch that answers through `handler` and keeps every call, so a test
 * sees what the back office sent to the API and decides what the API answers.
 */
export function fakeFetch(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const text = typeof init.body === "string" ? init.body : undefined;
    const call: FakeCall = {
      method: init.method ?? "GET",
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      credentials: init.credentials,
      body: init.body instanceof FormData ? init.body : text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch, calls };
}
