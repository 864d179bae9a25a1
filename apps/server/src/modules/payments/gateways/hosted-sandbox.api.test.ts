import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../platform/config";
import { registerPaymentSandbox } from "../../../sandbox/pg/payment-sandbox";
import { type OnlinePaymentKit, onlinePaymentKit, TEST_CARD } from "../../../testing/online-payment";
import { backToStore, formsOf, submit } from "../../../testing/online-payment-forms";
import { createTestApp, type OwnedTestApp } from "../../../testing/test-app";

/**
 * The gateways' stand-ins hosted by another process (`ODIN_PAYMENT_SANDBOX_ORIGIN`, decision 73), as
 * the instances of a cluster share one: this app hosts none, its adapter and the shopper's browser
 * both reach the other process, and a card payment goes through as with a stand-in of its own.
 */

const SECRET = randomBytes(32).toString("hex");
let host: FastifyInstance;
let hostUrl: string;
let test: OwnedTestApp;
let online: OnlinePaymentKit;

beforeAll(async () => {
  // The host: another process in a cluster; its keys come from the same session secret.
  const payments = loadConfig({ ODIN_MODE: "demo", ODIN_SESSION_SECRET: SECRET }).payments;
  host = Fastify();
  await registerPaymentSandbox(host, payments, async () => hostUrl);
  hostUrl = await host.listen({ port: 0, host: "127.0.0.1" });
  test = await createTestApp({
    env: { ODIN_SESSION_SECRET: SECRET, ODIN_PAYMENT_SANDBOX_ORIGIN: hostUrl },
  });
  online = await onlinePaymentKit(test);
});

afterAll(async () => {
  await online.remove();
  await test.close();
  await host.close();
});

/** Posts a form to the host as the shopper's browser does; answers the page. */
async function browserPost(url: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe("the gateways' stand-ins in another process", () => {
  it("sends the card payment there, and places the order when the browser comes back", async () => {
    const { buyer } = await online.shopper();
    const { orderId, transactionId } = await online.start(buyer, "CREDIT_CARD");
    const handoff = await online.handoffOf(transactionId);
    expect(handoff.action.startsWith(`${hostUrl}/_sandbox/pg/razorpay/`)).toBe(true);
    const own = await test.app.inject({ method: "POST", url: new URL(handoff.action).pathname });
    expect(own.statusCode).toBe(404);

    const [page] = formsOf(await browserPost(handoff.action, handoff.fields));
    if (!page) throw new Error("the gateway's page has no form");
    const back = backToStore(
      await browserPost(new URL(page.action, hostUrl).href, {
        ...page.fields,
        ...TEST_CARD,
        outcome: "success",
        webhooks: "none",
      }),
    );
    const returned = await submit(test, back);
    expect(returned.statusCode).toBe(303);
    expect((await online.orderOf(orderId)).status).toBe("PLACED");
    expect(await online.attemptOf(transactionId)).toMatchObject({ status: "paid" });
  });
});
