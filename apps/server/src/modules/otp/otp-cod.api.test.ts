import { ERROR_CODES, MESSAGES, otpSentResponse } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { randomIp } from "../../testing/auth";
import { addAddress, type Buyer, type CentreRef, call, centreOf, checkoutAs } from "../../testing/checkout";
import { freshPhone, sandboxMessages } from "../../testing/otp";
import { problemOf } from "../../testing/test-app";

/**
 * Who a cash-on-delivery code may go to (decision 0018): the signed-in shopper's own verified number
 * or the mobile number of the delivery address chosen at checkout, and no one else.
 */
const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

/** A signed-in shopper; with `mobileVerified` false, one whose number stopped being verified since. */
async function buyer(mobileVerified = true): Promise<Buyer> {
  const created = await test.shopper();
  if (!mobileVerified)
    await test.database.db
      .update(schema.users)
      .set({ isMobileNumberVerified: false })
      .where(eq(schema.users.id, created.user.id));
  return created;
}

const askCode = (shopper: Buyer, mobileNumber: string) =>
  call(
    test,
    shopper,
    "POST",
    "/api/otp/generate",
    { mobileNumber, purpose: "cod" },
    { "x-forwarded-for": randomIp() },
  );

/** Saves an address at the warehouse's pincode with `mobileNumber`; answers its id. */
async function addressWith(shopper: Buyer, mobileNumber: string): Promise<number> {
  const response = await call(test, shopper, "POST", "/api/shippingAddress", {
    firstName: "Ravi",
    lastName: "Menon",
    address: "4, Park Street",
    mobileNumber,
    pincode: warehouse.pincode,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** Outbox rows written for a phone: what would be sent to it. */
async function rowsFor(mobileNumber: string) {
  return test.database.db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.recipient, `+91${mobileNumber}`));
}

async function expectRefused(response: Awaited<ReturnType<typeof askCode>>, mobileNumber: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(problemOf(response)).toMatchObject({
    code: ERROR_CODES.forbidden,
    detail: MESSAGES.otp.codNumberNotYours,
    data: { detail: MESSAGES.otp.codNumberNotYours },
  });
  expect(await rowsFor(mobileNumber)).toHaveLength(0);
  expect(await sandboxMessages(test, `+91${mobileNumber}`)).toHaveLength(0);
}

describe("POST /api/otp/generate with purpose cod", () => {
  it("refuses a stranger's number with 403 and sends nothing, however often it is asked", async () => {
    const shopper = await buyer();
    const strangers = Array.from({ length: 6 }, freshPhone);
    const answers = await Promise.all(strangers.map((number) => askCode(shopper, number)));
    const sent = answers.filter((answer) => answer.statusCode === 200).length;
    expect(sent, "codes sent to strangers' numbers").toBe(0);
    for (const [index, answer] of answers.entries()) await expectRefused(answer, strangers[index] ?? "");
  });

  it("sends to the shopper's own verified number", async () => {
    const shopper = await buyer();
    const response = await askCode(shopper, shopper.user.mobileNumber);
    expect(response.statusCode, response.body).toBe(200);
    otpSentResponse.parse(response.json());
    const [sms] = await sandboxMessages(test, `+91${shopper.user.mobileNumber}`);
    expect(sms?.channel).toBe("sms");
  });

  it("sends to the delivery address chosen at checkout, and to no other address of the book", async () => {
    const shopper = await buyer();
    const [chosenNumber, otherNumber] = [freshPhone(), freshPhone()];
    const chosen = await addressWith(shopper, chosenNumber);
    await addressWith(shopper, otherNumber);
    const state = await checkoutAs(test, shopper, { page: "shipping", addressId: chosen });
    expect(state.shippingAddressId).toBe(chosen);

    expect((await askCode(shopper, chosenNumber)).statusCode).toBe(200);
    expect(await sandboxMessages(test, `+91${chosenNumber}`)).toHaveLength(1);
    await expectRefused(await askCode(shopper, otherNumber), otherNumber);
  });

  it("refuses the shopper's own number while it is not verified, unless it is the delivery number", async () => {
    const shopper = await buyer(false);
    const own = shopper.user.mobileNumber;
    await expectRefused(await askCode(shopper, own), own);

    await addAddress(test, shopper, warehouse.pincode);
    expect((await askCode(shopper, own)).statusCode).toBe(200);
  });
});
