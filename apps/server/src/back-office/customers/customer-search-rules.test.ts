import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, readCustomerQuery } from "./customer-search-rules";

describe("reading the Customers lookup", () => {
  it("reads 10 digits, with or without +91 and separators, as a phone number", () => {
    for (const typed of [
      "9876543210",
      "+919876543210",
      "919876543210",
      "+91 98765-43210",
      " (98765) 43210 ",
    ]) {
      expect(readCustomerQuery(typed), typed).toEqual({
        match: "phone",
        search: { by: "phone", mobileNumber: "9876543210" },
      });
    }
  });

  it("finds nothing for digits that are no 10-digit number", () => {
    for (const typed of ["12345", "+9198765432101", "0919876543210", "+1 9876543210"]) {
      expect(readCustomerQuery(typed), typed).toEqual({ match: "phone", search: undefined });
    }
  });

  it("reads an e-mail whole, in lower case", () => {
    expect(readCustomerQuery(" Asha.Rao@Example.IN ")).toEqual({
      match: "email",
      search: { by: "email", email: "asha.rao@example.in" },
    });
  });

  it("reads the rest as the start of a name, spaces collapsed", () => {
    expect(readCustomerQuery("Asha   R")).toEqual({
      match: "name",
      search: { by: "name", prefix: "Asha R" },
    });
    expect(readCustomerQuery("50%_off")).toEqual({
      match: "name",
      search: { by: "name", prefix: "50%_off" },
    });
  });

  it("keeps a page's end in an opaque cursor and refuses one it did not make", () => {
    const cursor = { name: "asha rao", id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const forged of ["", "not-base64!", Buffer.from('["a", -1]').toString("base64url"), "e30"]) {
      expect(decodeCursor(forged), forged).toBeUndefined();
    }
  });
});
