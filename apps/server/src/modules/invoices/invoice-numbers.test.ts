import { TAX_DOCUMENT_NUMBER } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { documentNumber, financialYearOf, indiaDate, MAX_SEQUENCE } from "./invoice-numbers";

describe("the financial year (1 April to 31 March, India time)", () => {
  it("turns at midnight IST between 31 March and 1 April, which is 18:30 UTC on 31 March", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59.999Z"))).toBe(2026); // 31 Mar 23:59:59 IST
    expect(financialYearOf(new Date("2027-03-31T18:30:00.000Z"))).toBe(2027); // 1 Apr 00:00 IST
    expect(financialYearOf(new Date("2027-01-01T00:00:00Z"))).toBe(2026);
    expect(financialYearOf(new Date("2026-04-01T00:00:00Z"))).toBe(2026);
    expect(financialYearOf(new Date("2099-12-31T23:59:59Z"))).toBe(2099);
  });
});

describe("serial numbers (rule 46(b): at most 16 characters, unique per financial year)", () => {
  it("names the series, the year and a six-digit sequence", () => {
    expect(documentNumber("invoice", 2026, 1)).toBe("INV-2627-000001");
    expect(documentNumber("credit_note", 2026, 42)).toBe("CRN-2627-000042");
    expect(documentNumber("invoice", 2099, 7)).toBe("INV-9900-000007");
  });

  it("stays within 16 characters up to the largest sequence, and refuses one beyond it", () => {
    const longest = documentNumber("invoice", 2026, MAX_SEQUENCE);
    expect(longest).toBe("INV-2627-9999999");
    expect(longest.length).toBe(16);
    expect(documentNumber("invoice", 2026, 1).length).toBe(15);
    expect(TAX_DOCUMENT_NUMBER.test(longest)).toBe(true);
    expect(() => documentNumber("invoice", 2026, MAX_SEQUENCE + 1)).toThrow(RangeError);
    expect(() => documentNumber("invoice", 2026, 0)).toThrow(RangeError);
  });

  it("prints dates in India time", () => {
    expect(indiaDate("2027-03-31T18:30:00.000Z")).toBe("1 Apr 2027");
    expect(indiaDate("2027-03-31T18:29:00.000Z")).toBe("31 Mar 2027");
  });
});
