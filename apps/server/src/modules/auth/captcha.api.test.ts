import type { DatabaseHandle } from "@odin/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedPayload } from "../../testing/auth";
import { openTestDatabase } from "../../testing/test-app";
import { type CaptchaVerifier, createAltchaVerifier } from "./captcha";

const KEY = "k".repeat(40);
let database: DatabaseHandle;
let clock = Date.now();
/** Two instances of the server: the same key, the same database. */
let first: CaptchaVerifier;
let second: CaptchaVerifier;

beforeAll(async () => {
  database = await openTestDatabase();
  const now = () => clock;
  first = createAltchaVerifier(KEY, { db: database.db, maxNumber: 1_000, now });
  second = createAltchaVerifier(KEY, { db: database.db, maxNumber: 1_000, now });
});
afterAll(() => database.close());

const solved = async (verifier: CaptchaVerifier) => solvedPayload(await verifier.challenge());

describe("captcha solutions", () => {
  it("are accepted once across instances: the second instance refuses what the first accepted", async () => {
    const payload = await solved(first);
    expect(await second.check(payload)).toBe(true);
    expect(await first.verify(payload)).toBe(true);
    expect(await second.check(payload)).toBe(false);
    expect(await second.verify(payload)).toBe(false);
    expect(await first.verify(payload)).toBe(false);
  });

  it("are accepted once when two instances see the same solution at the same moment", {
    tags: ["postgres"],
  }, async () => {
    const payload = await solved(second);
    const answers = await Promise.all([first.verify(payload), second.verify(payload), first.verify(payload)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it("are refused when forged, malformed or expired", async () => {
    const payload = await solved(first);
    const forged = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { number: number };
    forged.number += 1;
    expect(await first.verify(Buffer.from(JSON.stringify(forged)).toString("base64"))).toBe(false);
    expect(await first.verify("bm90LWEtcGF5bG9hZA==")).toBe(false);
    // A challenge made six minutes ago expired a minute ago (they last five).
    clock = Date.now() - 6 * 60_000;
    const late = await solved(first);
    clock = Date.now();
    expect(await second.verify(late)).toBe(false);
  });
});
