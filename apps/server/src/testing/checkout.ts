import { randomUUID } from "node:crypto";
import { type CheckoutResponse, checkoutResponse, paymentResponse } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { inArray, sql } from "drizzle-orm";
import { createLoyaltyService, type LoyaltyService } from "../modules/loyalty/loyalty.service";
import { createUser, randomIp, signIn, type TestUser } from "./auth";
import { postOtp, readOtp } from "./otp";
import { CLIENT_HEADERS, type TestApp } from "./test-app";

/** Test helpers of the checkout and order API tests: a signed-in shopper with a bag and an address. */

export interface Buyer {
  user: TestUser;
  token: string;
}

/** A fulfilment centre of the test catalog and its pincode. */
export interface CentreRef {
  id: number;
  pincode: string;
}

export async function centreOf(test: TestApp, kind: "warehouse" | "store"): Promise<CentreRef> {
  const [row] = await queryRows<CentreRef>(
    test.database.db,
    sql`select id, pincode from fulfilment_centres
        where kind = ${kind} and (kind = 'warehouse' or store_locator_enabled)
        order by id limit 1`,
  );
  if (!row) throw new Error(`the test catalog has no ${kind}`);
  return row;
}

export function call(
  test: TestApp,
  buyer: Buyer | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return test.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, ...(buyer ? { authorization: `Bearer ${buyer.token}` } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

export async function newBuyer(test: TestApp): Promise<Buyer> {
  const user = await createUser(test);
  const response = await signIn(test, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
  return { user, token: response.json().access_token as string };
}

export async function checkoutAs(test: TestApp, buyer: Buyer, payload: object): Promise<CheckoutResponse> {
  const response = await call(test, buyer, "POST", "/api/checkout", payload);
  if (response.statusCode !== 200)
    throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  return checkoutResponse.parse(response.json());
}

/** Saves an address at `pincode` with the buyer's own mobile number; answers its id. */
export async function addAddress(test: TestApp, buyer: Buyer, pincode: string): Promise<number> {
  const response = await call(test, buyer, "POST", "/api/shippingAddress", {
    firstName: "Asha",
    lastName: "Rao",
    address: "12, MG Road",
    mobileNumber: buyer.user.mobileNumber,
    pincode,
  });
  if (response.statusCode !== 200)
    throw new Error(`addAddress answered ${response.statusCode}: ${response.body}`);
  return response.json().id as number;
}

/** Puts `items` in the buyer's bag, saves an address at `pincode` and picks standard delivery: the shipping step's bag. */
export async function readyToPay(
  test: TestApp,
  buyer: Buyer,
  items: readonly { skuId: number; qty: number }[],
  pincode: string,
): Promise<CheckoutResponse> {
  await checkoutAs(test, buyer, {
    type: "update",
    cartItems: items.map(({ skuId, qty }) => ({ skuId, qty })),
  });
  await addAddress(test, buyer, pincode);
  return checkoutAs(test, buyer, {
    page: "shipping",
    selectedShippingMethods: items.map(({ skuId }) => ({ skuId, shippingMethod: "standard" })),
  });
}

/** A cash-on-delivery code sent to the buyer's phone and validated: the session to place the order with. */
export async function verifiedCodSession(test: TestApp, buyer: Buyer): Promise<string> {
  const { mobileNumber } = buyer.user;
  const body = { mobileNumber, purpose: "cod", throughService: "flash" };
  const sent = await call(test, buyer, "POST", "/api/otp/generate", body, { "x-forwarded-for": randomIp() });
  if (sent.statusCode !== 200) throw new Error(`generate answered ${sent.statusCode}: ${sent.body}`);
  const sessionID = sent.json().sessionID as string;
  const passPhrase = await readOtp(test, mobileNumber);
  const response = await postOtp(test, "validate", { sessionID, mobileNumber, passPhrase, purpose: "cod" });
  if (response.statusCode !== 200) throw new Error(`validate answered ${response.statusCode}`);
  return sessionID;
}

/** The placement body for the bag as the shipping step answered it, each item by `method`. */
export function placement(bag: CheckoutResponse, extra: Record<string, unknown> = {}) {
  return {
    paymentTypeCode: "CASH_ON_DELIVERY",
    productsShippingDetails: bag.products.map((product) => ({
      skuId: product.skuId,
      qty: product.qty,
      shippingMethod: product.shippingMethod ?? "standard",
      ...(product.storeId ? { storeId: product.storeId } : {}),
    })),
    pricingDetails: { netAmount: bag.overview.total },
    ...extra,
  };
}

export const newKey = () => randomUUID();

/**
 * Places a cash-on-delivery order of `items` for the buyer, by standard delivery to `pincode`; answers
 * its id. `extra` adds to the placement (`useLoyalty`, `pricingDetails`).
 */
export async function placeCodOrder(
  test: TestApp,
  buyer: Buyer,
  items: readonly { skuId: number; qty: number }[],
  pincode: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  await readyToPay(test, buyer, items, pincode);
  const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
  const sessionID = await verifiedCodSession(test, buyer);
  const body = placement(cod, { otpDetails: { sessionID }, ...extra });
  const response = await call(test, buyer, "POST", "/api/payment/make", body, {
    "idempotency-key": newKey(),
  });
  if (response.statusCode !== 200)
    throw new Error(`placing answered ${response.statusCode}: ${response.body}`);
  return paymentResponse.parse(response.json()).orderId;
}

/** The loyalty ledger of the test app's database, 1 point = ₹1 (the default). */
export function testLoyalty(test: TestApp): LoyaltyService {
  return createLoyaltyService({ db: test.database.db, config: { paisePerPoint: 100, validDays: 365 } });
}

/** Gives a shopper points at a brand, as an order of theirs would have earned them. */
export async function grantPoints(
  test: TestApp,
  loyalty: LoyaltyService,
  grant: { userId: number; brandId: number; points: number },
): Promise<void> {
  const orderRef = `grant-${randomUUID()}`;
  await test.database.db.transaction((tx) => loyalty.earn(tx, { ...grant, orderRef }));
}

/** Removes the orders (and their tax documents), addresses, checkout choices, loyalty entries and coupon uses of these shoppers. */
export async function removeBuyers(test: TestApp, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const { db } = test.database;
  const orderIds = db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(inArray(schema.orders.userId, [...userIds]));
  await db.delete(schema.taxDocuments).where(inArray(schema.taxDocuments.orderId, orderIds));
  await db.delete(schema.orders).where(inArray(schema.orders.userId, [...userIds]));
  await db.delete(schema.addresses).where(inArray(schema.addresses.userId, [...userIds]));
  await db.delete(schema.checkoutSelections).where(inArray(schema.checkoutSelections.userId, [...userIds]));
  await db.delete(schema.loyaltyEntries).where(inArray(schema.loyaltyEntries.userId, [...userIds]));
  await db.delete(schema.loyaltyBalances).where(inArray(schema.loyaltyBalances.userId, [...userIds]));
  await db.delete(schema.savedCards).where(inArray(schema.savedCards.userId, [...userIds]));
  await db.delete(schema.paymentCustomers).where(inArray(schema.paymentCustomers.userId, [...userIds]));
  await db.delete(schema.couponRedemptions).where(inArray(schema.couponRedemptions.userId, [...userIds]));
}
