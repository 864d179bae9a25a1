import { type PaymentHandoff, schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { jobRegistryOf } from "../platform/jobs";
import type { FixtureSize } from "./bag-fixture";
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
 * Helpers of the gateway API tests: a shopper's online payment started through `POST /api/payment/make`,
 * the handoff form followed to the sandbox gateway's page, and the pages' forms read and posted back
 * as a browser without scripts would post them (decision 41's sandboxes over real HTTP).
 */

/** A signed-in buyer with one unit of `size` in the bag, an address at `centre` and standard delivery. */
export async function buyerReadyToPay(test: TestApp, size: FixtureSize, centre: CentreRef): Promise<Buyer> {
  const buyer = await newBuyer(test);
  await checkoutAs(test, buyer, { type: "update", cartItems: [{ skuId: size.skuId, qty: 1 }] });
  await addAddress(test, buyer, centre.pincode);
  await checkoutAs(test, buyer, {
    page: "shipping",
    selectedShippingMethods: [{ skuId: size.skuId, shippingMethod: "standard" }],
  });
  return buyer;
}

export interface StartedPayment {
  orderId: string;
  transactionId: string;
  amount: number;
  handoff: Extract<PaymentHandoff, { kind: "form" }>;
}

/** Places the buyer's bag by an online type (`paymentDetail` names the bank or provider) and reads its handoff. */
export async function startOnlinePayment(
  test: TestApp,
  buyer: Buyer,
  paymentTypeCode: string,
  paymentDetail: Record<string, unknown>,
): Promise<StartedPayment> {
  const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: paymentTypeCode });
  const response = await call(
    test,
    buyer,
    "POST",
    "/api/payment/make",
    placement(bag, { paymentTypeCode, paymentDetail }),
    { "idempotency-key": newKey() },
  );
  expect(response.statusCode, response.body).toBe(200);
  const { orderId, transactionId, status, redirectUrl } = response.json();
  expect(status).toBe("pending");
  expect(redirectUrl).toBe(`/checkout/pay/${transactionId}`);
  const [attempt] = await test.database.db
    .select()
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.transactionId, transactionId));
  if (attempt?.handoff?.kind !== "form") throw new Error("the attempt has no form handoff");
  return { orderId, transactionId, amount: attempt.amount, handoff: attempt.handoff };
}

/** A form of a page: its action, method and fields (hidden inputs, and the checked radios). */
export interface PageForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
};

/** The forms of an HTML page, in order. */
export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = "", body = ""]) => {
    const fields: Record<string, string> = {};
    for (const [input = ""] of body.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, "name");
      const type = attribute(input, "type") ?? "text";
      if (!name || (type === "radio" && !/\schecked\b/.test(input))) continue;
      if (type === "hidden" || type === "radio") fields[name] = attribute(input, "value") ?? "";
    }
    return {
      action: attribute(tag, "action") ?? "",
      method: (attribute(tag, "method") ?? "get").toUpperCase(),
      fields,
    };
  });
}

/** Posts (or gets) a form as the browser would: the site's own origin is left off the address. */
export function submit(test: TestApp, form: PageForm, extra: Record<string, string> = {}) {
  const url = new URL(form.action, "http://odin.test");
  const fields = { ...form.fields, ...extra };
  if (form.method === "GET") {
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return test.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  }
  return test.app.inject({
    method: "POST",
    url: `${url.pathname}${url.search}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The form a gateway's last page takes the browser back to the store with. */
export function backToStore(html: string): PageForm {
  const form = formsOf(html).at(-1);
  if (!form) throw new Error("no form back to the store");
  return form;
}

/** Posts form fields to a path, as a gateway's server posts its webhooks. */
export function postForm(test: TestApp, url: string, fields: Record<string, string>, headers = {}) {
  return test.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function attemptOf(test: TestApp, transactionId: string) {
  const [row] = await test.database.db
    .select()
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.transactionId, transactionId));
  if (!row) throw new Error(`no attempt ${transactionId}`);
  return row;
}

export async function orderStatusOf(test: TestApp, orderNumber: string) {
  const [row] = await test.database.db
    .select({ status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.orderNumber, orderNumber));
  return row?.status;
}

/** Runs one of the app's jobs by name, as the job runner would. */
export function jobOf<P extends Record<string, number>>(test: TestApp, name: string) {
  const found = jobRegistryOf(test.app)
    .definitions()
    .find((definition) => definition.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return (payload: P) =>
    found.run(payload, { db: test.database.db, log: test.app.log, jobId: 0, attempt: 1, key: null });
}
