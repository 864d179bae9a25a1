import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@odin/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPhone } from "../../testing/otp";
import { openTestDatabase } from "../../testing/test-app";
import { createAccount, findUserByEmail, findUserByMobile, type NewAccount, whichTaken } from "./users.repo";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function newAccount(): NewAccount {
  return {
    firstName: "Asha",
    lastName: "",
    email: `u${randomBytes(6).toString("hex")}@example.in`,
    mobileNumber: freshPhone(),
    passwordHash: "$argon2id$not-used",
    userType: "END_USER",
    isMobileNumberVerified: true,
    isEmailVerified: false,
  };
}

describe("the users table", () => {
  it("lets the unique indexes refuse a second account of a phone or a case variant of an e-mail", async () => {
    const row = newAccount();
    const results = await Promise.all([
      createAccount(database.db, row),
      createAccount(database.db, { ...row, email: newAccount().email }),
      createAccount(database.db, { ...row, email: newAccount().email.toUpperCase() }),
    ]);
    const created = results.filter(Boolean);
    expect(created.length).toBe(1);
    expect(created[0]?.roles).toEqual(["ROLE_END_USER"]);
    const winner = await findUserByMobile(database.db, row.mobileNumber);
    const caseVariant = {
      ...row,
      mobileNumber: freshPhone(),
      email: (winner?.email ?? "").toUpperCase(),
    };
    expect(await createAccount(database.db, caseVariant)).toBeUndefined();
  });

  it("finds an account by an e-mail typed in any case and tells which identifiers are taken", async () => {
    const row = newAccount();
    const created = await createAccount(database.db, { ...row, email: row.email.toUpperCase() });
    expect(created?.email).toBe(row.email);
    expect((await findUserByEmail(database.db, row.email.toUpperCase()))?.id).toBe(created?.id);
    expect(await whichTaken(database.db, { mobileNumber: row.mobileNumber })).toEqual({
      mobileNumberPresent: true,
      emailIdPresent: false,
    });
    expect(await whichTaken(database.db, { mobileNumber: freshPhone(), email: row.email })).toEqual({
      mobileNumberPresent: false,
      emailIdPresent: true,
    });
  });
});
