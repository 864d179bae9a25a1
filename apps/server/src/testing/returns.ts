import { queryRows, schema } from "@odin/db";
import { inArray, sql } from "drizzle-orm";
import { addAddress, type Buyer, call } from "./checkout";
import { NEFT_FORM } from "./fuzz/form-examples";
import type { TestApp } from "./test-app";

/** Test helpers of the return flow: addresses with and without reverse pickup, bank-transfer records. */

/** A pincode of the directory more than 1.5° (over 100 km) from every fulfilment centre: no reverse pickup there. */
export async function pincodeWithoutPickup(test: TestApp): Promise<string> {
  const [row] = await queryRows<{ pincode: string }>(
    test.database.db,
    sql`select p.pincode from pincodes p
         where p.pincode ~ '^[1-9][0-9]{5}$'
           and not exists (select 1 from fulfilment_centres c
                            where abs(c.latitude - p.latitude) < 1.5 and abs(c.longitude - p.longitude) < 1.5)
         order by p.pincode limit 1`,
  );
  if (!row) throw new Error("every pincode of the test directory is near a centre");
  return row.pincode;
}

/** Saves a bank-transfer record for the buyer; answers its neft id. */
export async function addNeft(
  test: TestApp,
  buyer: Buyer,
  accountNumber = NEFT_FORM.accountNumber,
): Promise<number> {
  const response = await call(test, buyer, "POST", "/api/neft", {
    ...NEFT_FORM,
    accountNumber,
    confirmAccountNumber: accountNumber,
  });
  if (response.statusCode !== 200)
    throw new Error(`addNEFT answered ${response.statusCode}: ${response.body}`);
  return response.json().id as number;
}

/** The buyer's address ids: one where a courier collects returns (at `pincode`), one where none does. */
export async function returnAddresses(test: TestApp, buyer: Buyer, pincode: string) {
  const far = await addAddress(test, buyer, await pincodeWithoutPickup(test));
  const near = await addAddress(test, buyer, pincode);
  return { near, far };
}

/** Removes the returns and bank-transfer records of these shoppers (their orders go with removeBuyers). */
export async function removeReturns(test: TestApp, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const { db } = test.database;
  await db.delete(schema.returns).where(inArray(schema.returns.userId, [...userIds]));
  await db.delete(schema.payouts).where(inArray(schema.payouts.userId, [...userIds]));
  await db.delete(schema.bankTransferDetails).where(inArray(schema.bankTransferDetails.userId, [...userIds]));
}
