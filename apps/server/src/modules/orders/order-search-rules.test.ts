import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, indiaDayEnd, indiaDayStart, searchTermOf } from "./order-search-rules";

describe("the order search box", () => {
  it("tells an order number, a phone, an e-mail and a transaction id apart", () => {
    expect(searchTermOf(" od1001 ")).toEqual({ kind: "orderNumber", value: "OD1001" });
    expect(searchTermOf("Asha@Example.IN")).toEqual({ kind: "email", value: "asha@example.in" });
    expect(searchTermOf("TXAB12CD")).toEqual({ kind: "transaction", value: "TXAB12CD" });
    expect(searchTermOf("9876543210")).toEqual({ kind: "phone", value: "9876543210" });
  });

  it("reads a phone typed the ways people type one", () => {
    for (const typed of ["+91 98765 43210", "91-9876543210", "098765 43210", "(987) 654-3210"]) {
      expect(searchTermOf(typed), typed).toEqual({ kind: "phone", value: "9876543210" });
    }
    // Not a mobile number: too short, or a landline's first digit.
    expect(searchTermOf("98765")?.kind).toBe("reference");
    expect(searchTermOf("2234567890")?.kind).toBe("reference");
  });

  it("takes anything else as a reference, and nothing for an empty box", () => {
    expect(searchTermOf("pay_Nx81")).toEqual({ kind: "reference", value: "pay_Nx81", upper: "PAY_NX81" });
    expect(searchTermOf("   ")).toBeUndefined();
  });
});

describe("the list's cursor", () => {
  it("carries the instant to the microsecond and the id", () => {
    const cursor = { at: "2026-11-28T18:30:00.123456Z", id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuses what this server did not write", () => {
    const bad = (text: string) => Buffer.from(text).toString("base64url");
    for (const text of [
      "x",
      bad("2026-11-28|1"),
      bad("2026-11-28T18:30:00Z|0"),
      bad("2026-11-28T18:30:00Z|99999999999"),
    ]) {
      expect(decodeCursor(text), text).toBeUndefined();
    }
    expect(decodeCursor("not base64!")).toBeUndefined();
    expect(decodeCursor(bad("2026-11-28T18:30:00Z|7|8"))).toBeUndefined();
  });
});

describe("India days", () => {
  it("start at midnight India time and take the whole day", () => {
    expect(indiaDayStart("2026-11-28").toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(indiaDayEnd("2026-11-28").toISOString()).toBe("2026-11-28T18:30:00.000Z");
  });
});
