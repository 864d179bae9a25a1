import { gstinCheckCharacter, isValidGstin } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV, TEST_SUPPLIER_ENV } from "../testing/production-env";
import { loadConfig } from "./config";
import { DEMO_SUPPLIER } from "./config-invoices";

/** Production without the supplier, which these tests give or leave out. */
const production = Object.fromEntries(
  Object.entries(PRODUCTION_ENV).filter(([name]) => !(name in TEST_SUPPLIER_ENV)),
);

describe("GSTIN check (15 characters, Luhn mod 36 check character)", () => {
  it("accepts published GSTINs and the demo's, and refuses a changed character", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isValidGstin(DEMO_SUPPLIER.gstin)).toBe(true);
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("99AAPFU0939F1ZV")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
  });
});

describe("the supplier on tax documents", () => {
  it("is the marked demo supplier in demo mode when nothing is configured", () => {
    const { invoices } = loadConfig({});
    expect(invoices.demoSupplier).toBe(true);
    expect(invoices.supplier.legalName).toContain("DEMO");
  });

  it("is required in production mode, all four settings, with the GSTIN of the configured state", () => {
    expect(() => loadConfig(production)).toThrow(/ODIN_INVOICE_SUPPLIER_GSTIN: required in production mode/);
    expect(() => loadConfig({ ...TEST_SUPPLIER_ENV, ODIN_INVOICE_SUPPLIER_STATE: "Karnataka" })).toThrow(
      /its state code is not 29 \(Karnataka\)/,
    );
    expect(() =>
      loadConfig({ ...TEST_SUPPLIER_ENV, ODIN_INVOICE_SUPPLIER_GSTIN: "27AAPFU0939F1ZW" }),
    ).toThrow(/ODIN_INVOICE_SUPPLIER_GSTIN/);
    expect(() => loadConfig({ ODIN_INVOICE_SUPPLIER_NAME: "Only a name" })).toThrow(
      /required with the others/,
    );
    expect(loadConfig({ ...production, ...TEST_SUPPLIER_ENV }).invoices).toEqual({
      supplier: {
        legalName: "Example Retail Private Limited",
        address: ["Unit 4, Logistics Park", "Bhiwandi 421302"],
        state: "Maharashtra",
        stateCode: "27",
        gstin: "27AAPFU0939F1ZV",
      },
      demoSupplier: false,
    });
  });
});
