import type { PaymentHandoff } from "@odin/db";
import { type Database, schema } from "@odin/db";
import { eq } from "drizzle-orm";
import type { BagFixture, FixtureSize } from "./bag-fixture";
import {
  addAddress,
  type Buyer,
  type CentreRef,
  call,
  checkoutAs,
  newBuyer,
  newKey,
  placement,
} from "./checkout";
import type { TestApp } from "./test-app";

/**
 * Test helpers of the online payment tests: a shopper with a bag ready to pay, a payment started
 * through `POST /api/payment/make`, and the shopper's browser at the sandbox gateway's page and back
 * (inject for the browser's requests; the adapters reach the sandbox over real HTTP).
 */

export interface ReadyShopper {
  buyer: Buyer;
  /** The placement body of the bag (cash on delivery by default: override paymentTypeCode). */
  body: ReturnType<typeof placement>;
}

/** A shopper (new unless given) with `qty` of a fresh size in the bag, an address at the warehouse's pincode, standard delivery. */
export async function shopperReadyToPay(
  test: TestApp,
  fixture: BagFixture,
  warehouse: CentreRef,
  options: { size?: FixtureSize; qty?: number; price?: number; buyer?: Buyer } = {},
): Promise<ReadyShopper & { size: FixtureSize }> {
  const size =
    options.size ?? (await fixture.size({ mrp: 199_900, price: options.price ?? 149_900, stock: 5 }));
  const buyer = options.buyer ?? (await newBuyer(test));
  await checkoutAs(test, buyer, {
    type: "update",
    cartItems: [{ skuId: size.skuId, qty: options.qty ?? 1 }],
  });
  await addAddress(test, buyer, warehouse.pincode);
  const bag = await checkoutAs(test, buyer, {
    page: "shipping",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
  });
  // Prepaid: the bag's total without the cash-on-delivery charge.
  const prepaid = await call(test, buyer, "POST", "/api/getpricingOverview", {
    selectedPaymentMode: "CREDIT_CARD",
  });
  const body = placement(bag);
  body.pricingDetails.netAmount = prepaid.json().overview.total as number;
  return { buyer, body, size };
}

/** `POST /api/payment/make` with a new idempotency key (or the one given). */
export function makePayment(test: TestApp, buyer: Buyer, body: object, key = newKey()) {
  return call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": key });
}

export async function attemptOf(db: Database, transactionId: string) {
  const [row] = await db
    .select()
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.transactionId, transactionId));
  if (!row) throw new Error(`no attempt ${transactionId}`);
  return row;
}

export async function orderOf(db: Database, orderNumber: string) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

/** The hidden fields and action of the first form of an HTML page (a sandbox page, a return page). */
export function formOf(
  html: string,
  index = 0,
): { action: string; method: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)];
  const form = forms[index];
  if (!form) throw new Error("the page has no such form");
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(form[1] ?? "")?.[1] ?? "";
  const decodeEntities = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? "").matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[decodeEntities(input[1] ?? "")] = decodeEntities(input[2] ?? "");
  return { action: decodeEntities(attribute("action")), method: attribute("method") || "get", fields };
}

/** Posts a form as a browser does (form-encoded), to this app. */
export function postForm(test: TestApp, url: string, fields: Record<string, string>) {
  return test.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The attempt's handoff as the pay page would draw it. */
export async function handoffOf(db: Database, transactionId: string): Promise<PaymentHandoff> {
  const attempt = await attemptOf(db, transactionId);
  if (!attempt.handoff) throw new Error(`attempt ${transactionId} has no handoff`);
  return attempt.handoff;
}

/** The path and query of a URL this app gave out (absolute or not). */
export const pathOf = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return `${parsed.pathname}${parsed.search}`;
};
