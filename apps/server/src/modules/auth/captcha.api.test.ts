import { pictureProof } from "@odin/contracts";
import type { DatabaseHandle } from "@odin/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedPayload } from "../../testing/auth";
import { openTestDatabase } from "../../testing/test-app";
import { type CaptchaVerifier, createCaptchaVerifier } from "./captcha";

const KEY = "k".repeat(40);
let database: DatabaseHandle;
let clock = Date.now();
/** Two instances of the server: the same key, the same database. */
let first: CaptchaVerifier;
let second: CaptchaVerifier;

beforeAll(async () => {
  database = await openTestDatabase();
  const now = () => clock;
  first = createCaptchaVerifier(KEY, { db: database.db, maxNumber: 1_000, now });
  second = createCaptchaVerifier(KEY, { db: database.db, maxNumber: 1_000, now });
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

describe("picture codes (decision 56)", () => {
  /** A new picture of `verifier` and its code, as the demo mode's stand-in hears it. */
  async function picture(verifier: CaptchaVerifier) {
    let code = "";
    verifier.watchPictures((issued) => {
      code = issued.code;
    });
    const { challenge, image, length } = await verifier.picture();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.slice(26), "base64").toString().toUpperCase()).not.toContain(code);
    expect(length).toBe(5);
    return { challenge, code };
  }

  it("are accepted once across instances, in any case; checking does not spend a right answer", async () => {
    const { challenge, code } = await picture(first);
    const proof = pictureProof(challenge, code.toLowerCase());
    expect(await second.check(proof)).toBe(true);
    expect(await second.check(proof)).toBe(true);
    expect(await first.verify(proof)).toBe(true);
    expect(await second.check(proof)).toBe(false);
    expect(await second.verify(proof)).toBe(false);
  });

  it("get one answer: a wrong one, checked or verified, spends the picture", async () => {
    for (const wrongly of [(token: string) => first.check(token), (token: string) => second.verify(token)]) {
      const { challenge, code } = await picture(first);
      expect(await wrongly(pictureProof(challenge, code === "AAAAA" ? "CCCCC" : "AAAAA"))).toBe(false);
      expect(await second.verify(pictureProof(challenge, code))).toBe(false);
    }
  });

  it("are refused when forged or expired", async () => {
    const { challenge, code } = await picture(first);
    const [, id, expires, answerHash, signature] = challenge.split(".");
    expect(
      await first.verify(
        pictureProof(`picture.${id}.${Number(expires) + 600}.${answerHash}.${signature}`, code),
      ),
    ).toBe(false);
    expect(await first.verify(pictureProof(challenge.replace("picture.", "picture.x"), code))).toBe(false);
    // Six minutes on, the picture has expired (they last five).
    clock = Date.now() + 6 * 60_000;
    expect(await first.verify(pictureProof(challenge, code))).toBe(false);
    clock = Date.now();
    expect(await first.verify(pictureProof(challenge, code))).toBe(true);
  });
});
