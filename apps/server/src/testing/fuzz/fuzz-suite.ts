import { authProblems } from "@odin/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { admissions } from "./admissions";
import { failureReport } from "./fuzz-report";
import { clientAddresses, type Exchange, generatedRequests, isFailure, seedFor, send } from "./fuzz-run";
import { type Tally, tallyOf, tallyTable } from "./fuzz-tally";
import { type OpenApiDocument, operationsOf, resolverOf } from "./operations";
import type { Identity } from "./request-arbitrary";
import { signedInShopper, signedInStaff } from "./shopper";

/**
 * House rule 12: bad input gets a clear 4xx, never a 5xx. Every operation of the OpenAPI document
 * gets a few hundred generated requests, half as a visitor and half signed in as a shopper, and any
 * answer of 500 or more (or none) fails it. An operation that serves a shopper must also be reached
 * as one: the auth guard refuses none of the signed-in requests and lets some in to the code behind
 * it. A table of what came of each operation's requests is printed at the end. `npm run test:fuzz`
 * runs it on PostgreSQL, the operations dealt between two files (`openapi-1.fuzz.test.ts`,
 * `openapi-2.fuzz.test.ts`) so that each core walks half of them.
 */

const DEFAULT_SEED = 1_212;
const REQUESTS_PER_IDENTITY = 150;
const IDENTITIES: Identity[] = ["visitor", "shopper"];
/** What the auth guard answers a token it refuses (the staff guard answers a session it refuses alike). */
const REFUSED = new Set([authProblems.sessionExpired().status, authProblems.roleRefused("invalid").status]);

/**
 * Operations that end the session they are called with: once one of their signed-in requests gets
 * through, the guard rightly refuses the rest, so only the first needs to get past it.
 */
const ENDS_ITS_SESSION = new Set(["POST /admin/api/sign-out"]);

/**
 * Per-account and per-identifier limits at their highest, so repeated generated phones and names
 * still reach the code behind them (per-address limits are met by giving every request its own
 * address). Only errors are logged: they are the causes the report prints.
 */
const FUZZ_ENV = {
  LOG_LEVEL: "error",
  ODIN_MAX_LOGIN_ATTEMPTS: "100",
  ODIN_OTP_MAX_SENDS_PER_PHONE: "100",
  ODIN_OTP_LOCKOUT_WRONG_TRIES: "1000",
  ODIN_FORGOT_PASSWORD_MAX_PER_IDENTIFIER: "100",
  ODIN_PAYMENT_MAX_LOOKUPS_PER_SHOPPER: "1000",
};

/** `ODIN_FUZZ_SEED` replays or explores another run; the default keeps CI's requests the same every time. */
function baseSeed(): number {
  const given = process.env.ODIN_FUZZ_SEED;
  if (given === undefined || given === "") return DEFAULT_SEED;
  if (!/^\d{1,10}$/.test(given)) throw new Error(`ODIN_FUZZ_SEED must be a whole number, not "${given}"`);
  return Number(given) >>> 0;
}

/** Which of the document's operations a file walks: every `of`-th, starting at the `part`-th. */
export interface FuzzShare {
  part: number;
  of: number;
}

/**
 * The walk of this file's share of the operations. The first share also checks that the document
 * covers every API route the app registers.
 */
export async function fuzzOperations(share: FuzzShare): Promise<void> {
  const seed = baseSeed();
  const guard = admissions();
  const fuzzed = await createTestApp({ env: FUZZ_ENV, beforeReady: guard.watch });
  const document = fuzzed.app.swagger() as OpenApiDocument;
  const every = operationsOf(document);
  const operations = every.filter((_, index) => index % share.of === share.part - 1);
  const resolve = resolverOf(document);
  const nextAddress = clientAddresses();

  const tallies: Tally[] = [];

  afterAll(async () => {
    console.log(tallyTable(tallies));
    await fuzzed.close();
  });

  describe(`operations ${share.part} of every ${share.of} in the OpenAPI document, seed ${seed}`, () => {
    if (share.part === 1) {
      it("covers every API route the app registers", () => {
        const documented = every.map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
        expect(documented.sort()).toEqual([...fuzzed.app.apiRoutes].sort());
      });
    }

    for (const operation of operations) {
      it(`${operation.name} answers every request below 500`, { timeout: 120_000 }, async () => {
        const shopper = await signedInShopper(fuzzed);
        // A back-office operation's signed-in requests come from a staff member who may do anything.
        const staff = operation.audience === "staff" ? await signedInStaff(fuzzed) : undefined;
        const exchanges: Exchange[] = [];
        for (const identity of IDENTITIES) {
          const options = { seed: seedFor(seed, operation, identity), count: REQUESTS_PER_IDENTITY };
          for (const request of generatedRequests(operation, identity, resolve, options)) {
            const context = { shopper, staff, remoteAddress: nextAddress(), admissions: guard };
            exchanges.push(await send(fuzzed, identity, request, context));
          }
        }
        const tally = tallyOf(operation, exchanges);
        tallies.push(tally);
        const failures = exchanges.filter(isFailure);
        if (failures.length > 0) expect.fail(failureReport(operation, seed, failures));
        const signedIn = exchanges.filter((exchange) => exchange.identity === "shopper");
        if (operation.audience !== "anybody") {
          // The shopper's token stays good through the walk (nothing expires, rotates or revokes it),
          // so every request that passes validation (which runs first) goes on past the guard.
          const refused = signedIn.filter((exchange) => !exchange.admitted && REFUSED.has(exchange.status));
          if (!ENDS_ITS_SESSION.has(operation.name))
            expect(refused.length, "signed-in requests the auth guard refused").toBe(0);
          expect(
            tally.pastAuth,
            "signed-in requests past the auth guard (none passed validation: add a body to form-examples.ts?)",
          ).toBeGreaterThan(0);
        }
        // A tripped limit would leave the fuzzer knocking at the door: most signed-in requests get past it.
        const limited = signedIn.filter((exchange) => exchange.status === 429);
        expect(limited.length, "signed-in requests answered 429").toBeLessThan(signedIn.length / 2);
      });
    }
  });
}
