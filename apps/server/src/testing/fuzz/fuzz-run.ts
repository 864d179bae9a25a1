import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { TestApp } from "../test-app";
import type { Admissions } from "./admissions";
import { percentEncode } from "./json-text";
import type { Operation } from "./operations";
import {
  type FuzzRequest,
  type Identity,
  requestArbitrary,
  SHOPPER_ID,
  SHOPPER_TOKEN,
  STAFF_SESSION,
} from "./request-arbitrary";
import type { SchemaContext } from "./schema-arbitrary";

export interface Shopper {
  id: number;
  accessToken: string;
}

/** A signed-in staff member of the owner's role: their session cookie's value. */
export interface Staff {
  session: string;
}

/** One request and what came of it. */
export interface Exchange {
  identity: Identity;
  /** As sent, the shopper's token still written as its stand-in. */
  request: FuzzRequest;
  /** The answer's status, or 0 when none came in time. */
  status: number;
  /** The auth guard let the request in as the shopper (or the staff guard as the staff member). */
  admitted: boolean;
  answer: string;
  /** What the server logged as the error, when it logged one. */
  cause: string | undefined;
}

/** A handler that takes longer than this on one request is hanging (or backtracking in a regular expression). */
const ANSWER_WITHIN_MS = 10_000;

/** 32-bit FNV-1a: each operation and identity gets its own seed, so a new route leaves the others' requests alone. */
export function seedFor(baseSeed: number, operation: Operation, identity: Identity): number {
  let hash = 0x811c9dc5;
  for (const char of `${baseSeed} ${identity} ${operation.name}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash;
}

/** The same seed gives the same requests. */
export function generatedRequests(
  operation: Operation,
  identity: Identity,
  resolve: SchemaContext["resolve"],
  options: { seed: number; count: number },
): FuzzRequest[] {
  return fc.sample(requestArbitrary(operation, identity, resolve), {
    seed: options.seed,
    numRuns: options.count,
  });
}

/**
 * Client addresses from 198.18.0.0/15, the range set aside for tests: each request comes from an
 * address of its own, so per-address limits (sign-in failures, code sends, resets) never stand
 * between the fuzzer and validation.
 */
export function clientAddresses(): () => string {
  let next = 0;
  return () => {
    const index = next++ % 0x20000;
    return `198.${18 + (index >> 16)}.${(index >> 8) & 0xff}.${index & 0xff}`;
  };
}

function mapValues(record: Record<string, string>, change: (value: string) => string) {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, change(value)]));
}

export async function send(
  test: TestApp,
  identity: Identity,
  generated: FuzzRequest,
  context: { shopper: Shopper; staff?: Staff | undefined; remoteAddress: string; admissions: Admissions },
): Promise<Exchange> {
  const id = String(context.shopper.id);
  const withId = (text: string) => text.replaceAll(percentEncode(SHOPPER_ID), id).replaceAll(SHOPPER_ID, id);
  // The report shows the request with its real shopper id but without the token or the session.
  const request = { ...generated, url: withId(generated.url), headers: mapValues(generated.headers, withId) };
  const headers = mapValues(request.headers, (value) =>
    value
      .replaceAll(SHOPPER_TOKEN, context.shopper.accessToken)
      .replaceAll(STAFF_SESSION, context.staff?.session ?? ""),
  );
  const logged = test.logs.length;
  const answer = await within(
    ANSWER_WITHIN_MS,
    test.app.inject({
      method: request.method as InjectOptions["method"],
      url: request.url,
      headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
      remoteAddress: context.remoteAddress,
    }),
  );
  const cause = test.logs.slice(logged).map(causeOf).filter(Boolean).join("; ") || undefined;
  if (!answer) {
    const late = `no answer within ${ANSWER_WITHIN_MS} ms`;
    return { identity, request, status: 0, admitted: false, answer: late, cause };
  }
  const admitted = context.admissions.took(answer.headers);
  return { identity, request, status: answer.statusCode, admitted, answer: answer.body, cause };
}

/** An answer of 500 or more, or none at all. Every 4xx is a fine answer to hostile input. */
export function isFailure(exchange: Exchange): boolean {
  return exchange.status === 0 || exchange.status >= 500;
}

async function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface LoggedError {
  type?: string;
  message?: string;
  stack?: string;
}

/**
 * The error the server logged, in the database's own words when a query failed (the innermost
 * `caused by`, not the query text), and the first frame of the app's own code that met it.
 */
function causeOf(line: Record<string, unknown>): string | undefined {
  const error = line.err as LoggedError | undefined;
  if (!error) return typeof line.msg === "string" ? line.msg : undefined;
  const stack = error.stack ?? "";
  const causes = [...stack.matchAll(/^caused by: (.+)$/gm)].map((match) => match[1]);
  const words = causes.at(-1) ?? `${error.type ?? "Error"}: ${(error.message ?? "").split("\n")[0]}`;
  const frame = /^\s+at (?:(\S+) )?\(?.*\/(apps\/server\/src\/[^)]+)\)?$/m.exec(stack);
  return frame ? `${words} (at ${frame[1] ?? "?"}, ${frame[2]})` : words;
}
