import { PICTURE_CAPTCHA, pictureProof } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { createPictureCodes, newPictureCode, normaliseAnswer, PICTURE_ALPHABET } from "./picture-codes";
import { drawPicture } from "./picture-drawing";

const SECRET = "s".repeat(40);

describe("a picture's code (decision 56)", () => {
  it("is 5 characters of an alphabet without look-alikes", () => {
    for (const look of ["0", "O", "Q", "D", "1", "I", "L", "2", "Z", "5", "S", "6", "G", "8", "B", "U", "V"])
      expect(PICTURE_ALPHABET).not.toContain(look);
    for (let index = 0; index < 50; index += 1) {
      const code = newPictureCode();
      expect(code).toHaveLength(PICTURE_CAPTCHA.length);
      expect([...code].every((character) => PICTURE_ALPHABET.includes(character))).toBe(true);
    }
  });

  it("is compared without case or spaces", () => {
    expect(normaliseAnswer(" ka 7x\tm ")).toBe("KA7XM");
  });
});

describe("a picture's challenge (decision 56)", () => {
  let at = Date.UTC(2026, 10, 25, 10);
  const codes = createPictureCodes(SECRET, { now: () => at, newCode: () => "KA7XM" });

  it("carries no code: a random id, its expiry, a keyed hash of the answer and a signature", () => {
    const issued = codes.issue();
    const other = codes.issue();
    expect(issued.challenge).toMatch(/^picture\.[\w-]{22}\.\d+\.[\w-]{43}\.[\w-]{43}$/);
    expect(issued.challenge.toUpperCase()).not.toContain("KA7XM");
    expect(other.id).not.toBe(issued.id);
    // The same code under another id hashes differently: one challenge tells nothing of another.
    expect(other.challenge.split(".")[3]).not.toBe(issued.challenge.split(".")[3]);
    expect(issued.expiresAt.getTime()).toBe(Math.floor((at + 5 * 60_000) / 1000) * 1000);
    expect(codes.idOf(issued.challenge)).toBe(issued.id);
  });

  it("is answered right by its characters, in any case, and wrong by any others", () => {
    const { challenge, id, expiresAt } = codes.issue();
    const right = { id, expiresAt, right: true };
    expect(codes.open(pictureProof(challenge, "KA7XM"))).toEqual(right);
    expect(codes.open(pictureProof(challenge, "ka7xm"))).toEqual(right);
    expect(codes.open(pictureProof(challenge, " Ka 7xM "))).toEqual(right);
    // A wrong answer is still a proof of this challenge: spending it is what keeps it to one answer.
    for (const wrong of ["KA7XN", "KA7X", "KA7XMM", "", "   ", "KA7XM".padEnd(40, " ")])
      expect(codes.open(pictureProof(challenge, wrong))).toEqual({ ...right, right: false });
    expect(codes.open(challenge)).toBeUndefined();
  });

  it("is refused once expired", () => {
    const { challenge, expiresAt } = codes.issue();
    const saved = at;
    at = expiresAt.getTime() - 1;
    expect(codes.open(pictureProof(challenge, "KA7XM"))?.right).toBe(true);
    at = expiresAt.getTime();
    expect(codes.open(pictureProof(challenge, "KA7XM"))).toBeUndefined();
    at = saved;
  });

  it("is refused when altered, malformed or signed with another secret", () => {
    const { challenge } = codes.issue();
    const [, id, expires, answerHash, signature] = challenge.split(".");
    const foreign = createPictureCodes("t".repeat(40), { now: () => at, newCode: () => "KA7XM" }).issue();
    const otherAnswer = createPictureCodes(SECRET, { now: () => at, newCode: () => "HHHHH" }).issue();
    const [, otherId, , otherHash, otherSignature] = otherAnswer.challenge.split(".");
    for (const bad of [
      // A later expiry, the signature kept.
      `picture.${id}.${Number(expires) + 3_600}.${answerHash}.${signature}`,
      // Another challenge's answer hash (of the code typed below), either signature.
      `picture.${id}.${expires}.${otherHash}.${signature}`,
      `picture.${otherId}.${expires}.${answerHash}.${otherSignature}`,
      // Signed with another secret.
      foreign.challenge,
      `picture.${id}.${expires}.${answerHash}.${signature}x`,
      `picture.${id}.${expires}.${answerHash}`,
      `picture.${id}.${expires}.${answerHash}.${signature}.extra`,
      `picture.short.${expires}.${answerHash}.${signature}`,
      "picture.",
      "not a challenge",
    ]) {
      expect(codes.open(pictureProof(bad, "KA7XM"))).toBeUndefined();
      expect(codes.open(pictureProof(bad, "HHHHH"))).toBeUndefined();
    }
  });
});

describe("a picture's drawing (decision 56)", () => {
  it("is an SVG of outlines, with no text of the code in it", () => {
    const svg = drawPicture("KA7XM");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="200" height="70"/);
    expect(svg).not.toMatch(/<text|<script|<foreignObject|href=/);
    expect(svg.toUpperCase()).not.toContain("KA7XM");
    // One filled outline a character.
    expect(svg.match(/<path fill="#/g)).toHaveLength(5);
  });

  it("differs each time for the same code", () => {
    expect(drawPicture("KA7XM")).not.toBe(drawPicture("KA7XM"));
  });
});
