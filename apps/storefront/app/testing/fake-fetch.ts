/** Test support: a fake `fetch` that records calls and answers through a handler. */
import { memoryStorage } from "../lib/api/storage";
import type { FetchLike, StorageLike } from "../lib/api/types";

export interface RecordedCall {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  keepalive: boolean | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export function errorResponseOf(status: number, detail = "failed"): Response {
  return jsonResponse(status, { errors: [{ status, code: String(status), detail }] });
}

export function fakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, "http://odin.test");
    const call: RecordedCall = {
      url: input,
      path: url.pathname,
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      keepalive: init.keepalive,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  };
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { fetch, calls, callsTo };
}

/** A promise with its resolve function, to hold an answer back until a test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function storages(): { local: StorageLike; session: StorageLike } {
  return { local: memoryStorage(), session: memoryStorage() };
}
