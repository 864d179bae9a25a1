import { type PaymentGateway, paymentResponse } from "@odin/contracts";
import { type PaymentHandoff, schema } from "@odin/db";
import { and, eq, like, or } from "drizzle-orm";
import { expect } from "vitest";
import { SANDBOX_PG_PATH } from "../modules/payments/gateways/index";
import { type JobName, type JobPayload, jobRegistryOf } from "../platform/jobs";
import { createBagFixture, type FixtureSize } from "./bag-fixture";
import {
  type Buyer,
  call,
  centreOf,
  checkoutAs,
  newBuyer,
  newKey,
  placement,
  readyToPay,
  removeBuyers,
} from "./checkout";
import { formsOf, type PageForm, postForm, senderOf, submit } from "./online-payment-forms";
import type { TestApp } from "./test-app";

/**
 * The online payment tests' kit (decision 41), bound to one test app: shoppers with a bag ready to
 * pay, payments started through `POST /api/payment/make`, their attempts and orders read back, the
 * sandbox gateway's page followed as a browser without scripts follows it (online-payment-forms.ts),
 * the sandboxes' tester calls, our webhook routes, the app's jobs run now, and `remove()` for all the
 * kit made. The Paytm wallet's steps: online-payment-paytm.ts.
 */

/** A payment started and waiting at its gateway. */
export interface StartedPayment {
  buyer: Buyer;
  orderId: string;
  transactionId: string;
  /** The attempt's amount, in paise. */
  amount: number;
}

/** A card the sandboxes take (Visa, HDFC), expiring next year. */
export const TEST_CARD = {
  number: "4111 1111 1111 1111",
  name: "Asha Rao",
  month: "12",
  year: String(new Date().getFullYear() + 1),
  cvv: "123",
};

export async function onlinePaymentKit(test: TestApp) {
  const { db } = test.database;
  const fixture = createBagFixture(db);
  const warehouse = await centreOf(test, "warehouse");
  const buyers: number[] = [];
  const transactions: string[] = [];

  async function attemptOf(transactionId: string) {
    const [row] = await db
      .select()
      .from(schema.paymentTransactions)
      .where(eq(schema.paymentTransactions.transactionId, transactionId));
    if (!row) throw new Error(`no attempt ${transactionId}`);
    return row;
  }

  /** The attempt's handoff, a form to post to the gateway. */
  async function handoffOf(transactionId: string): Promise<Extract<PaymentHandoff, { kind: "form" }>> {
    const { handoff } = await attemptOf(transactionId);
    if (handoff?.kind !== "form") throw new Error(`attempt ${transactionId} has no form handoff`);
    return handoff;
  }

  /** The shopper at the gateway's page: the handoff form sent, and the page's first form. */
  async function gatewayPage(transactionId: string) {
    const handoff = await handoffOf(transactionId);
    const page = await submit(test, handoff);
    expect(page.statusCode, page.body).toBe(200);
    const [form] = formsOf(page.body);
    if (!form) throw new Error("the gateway's page has no form");
    return { handoff, page: page.body, form };
  }

  /** The tester's choices sent with a gateway page's form; the sandbox sends no webhooks unless asked. */
  const payOn = (form: PageForm, choices: Record<string, string>) =>
    submit(test, form, { webhooks: "none", ...choices });

  /** `POST /api/payment/make` with a new idempotency key (or the one given). */
  async function make(buyer: Buyer, body: object, key = newKey()) {
    const made = await call(test, buyer, "POST", "/api/payment/make", body, { "idempotency-key": key });
    const { transactionId } = made.json() as { transactionId?: unknown };
    if (typeof transactionId === "string") transactions.push(transactionId);
    return made;
  }

  /** The placement body of the buyer's bag paid by `paymentTypeCode`, priced as the payment step prices it. */
  async function placementFor(buyer: Buyer, paymentTypeCode: string, extra: Record<string, unknown> = {}) {
    const bag = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: paymentTypeCode });
    return placement(bag, { paymentTypeCode, ...extra });
  }

  async function newTrackedBuyer(): Promise<Buyer> {
    const buyer = await newBuyer(test);
    buyers.push(buyer.user.id);
    return buyer;
  }

  return {
    fixture,
    warehouse,
    newBuyer: newTrackedBuyer,
    attemptOf,
    handoffOf,
    gatewayPage,
    payOn,
    make,
    placementFor,

    /** A shopper (new unless given) with `qty` of a size (fresh unless given) in the bag, an address at the warehouse, standard delivery. */
    async shopper(
      options: { size?: FixtureSize; mrp?: number; price?: number; qty?: number; buyer?: Buyer } = {},
    ) {
      const { mrp = 199_900, price = 149_900 } = options;
      const size = options.size ?? (await fixture.size({ mrp, price, stock: 5 }));
      const buyer = options.buyer ?? (await newTrackedBuyer());
      await readyToPay(test, buyer, [{ skuId: size.skuId, qty: options.qty ?? 1 }], warehouse.pincode);
      return { buyer, size };
    },

    /**
     * Places the buyer's bag by an online type (`extra` adds to the placement, e.g. its `paymentDetail`):
     * the order reserved and its attempt waiting at the gateway.
     */
    async start(
      buyer: Buyer,
      paymentTypeCode: string,
      extra: Record<string, unknown> = {},
    ): Promise<StartedPayment> {
      const made = await make(buyer, await placementFor(buyer, paymentTypeCode, extra));
      expect(made.statusCode, made.body).toBe(200);
      const { orderId, transactionId = "", ...answer } = paymentResponse.parse(made.json());
      expect(answer).toMatchObject({ status: "pending", redirectUrl: `/checkout/pay/${transactionId}` });
      return { buyer, orderId, transactionId, amount: (await attemptOf(transactionId)).amount };
    },

    /** Pays at the gateway's page with the tester's choices: the page, and the answer to its form. */
    async payAtGateway(transactionId: string, choices: Record<string, string>) {
      const { page, form } = await gatewayPage(transactionId);
      return { page, answered: await payOn(form, choices) };
    },

    async orderOf(orderNumber: string) {
      const [row] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
      if (!row) throw new Error(`no order ${orderNumber}`);
      return row;
    },

    /** The order's confirmation messages (SMS and e-mail) in the outbox. */
    confirmationsOf: (orderNumber: string) =>
      db
        .select()
        .from(schema.outboxMessages)
        .where(like(schema.outboxMessages.idempotencyKey, `%order-placed:${orderNumber}:%`)),

    refundsOf: (attemptId: number) =>
      db.select().from(schema.paymentRefunds).where(eq(schema.paymentRefunds.transactionId, attemptId)),

    /** The gateway events applied under this id. */
    eventsOf: (gateway: PaymentGateway, eventId: string) =>
      db
        .select()
        .from(schema.paymentEvents)
        .where(and(eq(schema.paymentEvents.gateway, gateway), eq(schema.paymentEvents.eventId, eventId))),

    /** A tester's action on a sandbox gateway's pages (`path` under the gateway), answered in JSON. */
    tester: (gateway: string, path: string, fields: Record<string, string>) =>
      postForm(test, `${SANDBOX_PG_PATH}/${gateway}${path}`, fields, { accept: "application/json" }),

    /** Razorpay's sandbox API (`path` under /v1), as the merchant calls it. */
    razorpayApi(path: string) {
      const { keyId, keySecret } = test.config.payments.razorpay.keys;
      const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
      return test.app.inject({
        method: "GET",
        url: `${SANDBOX_PG_PATH}/razorpay/v1${path}`,
        headers: { authorization },
      });
    },

    /** Our webhook route of a gateway, as its server posts: form fields form-encoded, or a body with its headers. */
    webhook(gateway: string, body: string | Record<string, string>, headers: Record<string, string> = {}) {
      const url = `/api/payment/webhook/${gateway}`;
      if (typeof body !== "string") return postForm(test, url, body, headers);
      return test.app.inject({
        method: "POST",
        url,
        headers: { ...senderOf(test), ...headers },
        payload: body,
      });
    },

    /** Runs one of the app's jobs now, as the job runner would. */
    async runJob<P extends JobPayload>(name: JobName<P>, payload: P) {
      const job = jobRegistryOf(test.app)
        .definitions()
        .find((definition) => definition.name === name);
      if (!job) throw new Error(`no job ${name}`);
      await job.run(payload, { db, log: test.app.log, jobId: 0, attempt: 1, key: null });
    },

    /** Removes the kit's shoppers (their orders, attempts and cards), its sizes, and the events and jobs of its payments. */
    async remove() {
      if (transactions.length > 0) {
        const byEvent = transactions.map((tx) => like(schema.paymentEvents.eventId, `%${tx}%`));
        await db.delete(schema.paymentEvents).where(or(...byEvent));
        await db.delete(schema.jobs).where(or(...transactions.map((tx) => like(schema.jobs.key, `${tx}%`))));
      }
      await removeBuyers(test, buyers);
      await fixture.remove();
    },
  };
}

export type OnlinePaymentKit = Awaited<ReturnType<typeof onlinePaymentKit>>;
