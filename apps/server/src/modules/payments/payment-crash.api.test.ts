import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "@odin/db";
import { seedDemoStore } from "@odin/db/seed";
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../platform/config";
import { registerPaymentSandbox } from "../../sandbox/pg/payment-sandbox";
import { type OnlinePaymentKit, onlinePaymentKit, TEST_CARD } from "../../testing/online-payment";
import { backToStore, formsOf } from "../../testing/online-payment-forms";
import { testDatabaseUrl, withTestServer } from "../../testing/postgres-server";
import { createTestApp, type OwnedTestApp } from "../../testing/test-app";

/**
 * The server is killed (SIGKILL) after the gateway took the shopper's money and before the shopper's
 * browser came back to it. Restarted, its reconciliation job asks the gateway and places the order:
 * no lost order, one charge, one confirmation. The gateway is a sandbox in this test's own process
 * (a real gateway outlives our server), and the server runs on a database of its own on the
 * PostgreSQL server (`npm run test:pg`; PGlite cannot be shared with a second process).
 */

const onPostgres = inject("testDatabase").engine === "postgres";
const SERVER = fileURLToPath(new URL("../../testing/api-server.ts", import.meta.url));
const SECRET = randomBytes(32).toString("hex");
const JWT_SECRET = randomBytes(32).toString("hex");

let databaseName: string;
let database: DatabaseHandle;
let gateway: FastifyInstance;
let setup: OwnedTestApp;
let online: OnlinePaymentKit;
let server: ChildProcess | undefined;
let serverUrl = "";
let env: Record<string, string>;

/** Starts the server as its own process; resolves with its address once it listens. */
async function startServer(): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  let output = "";
  for await (const chunk of child.stdout ?? []) {
    output += String(chunk);
    const match = /listening (\S+)/.exec(output);
    if (match?.[1]) {
      child.stdout?.resume();
      return match[1];
    }
  }
  throw new Error(`the server stopped before listening: ${output.slice(-500)}`);
}

async function killServer(signal: NodeJS.Signals) {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

beforeAll(async () => {
  if (!onPostgres) return;
  databaseName = `odin_crash_${randomBytes(5).toString("hex")}`;
  await withTestServer((admin) => admin.query(`create database ${databaseName}`));
  const url = testDatabaseUrl(databaseName);
  database = await openDatabase({ url, poolSize: 4 });
  await migrateDatabase(database);
  await seedDemoStore(database.db, { styles: 60 });

  // The gateway: Razorpay's sandbox in this process, with the keys the server is configured with.
  const payments = loadConfig({ ODIN_MODE: "demo", ODIN_SESSION_SECRET: SECRET }).payments;
  gateway = Fastify();
  await registerPaymentSandbox(gateway, payments, async () => serverUrl);
  const gatewayUrl = await gateway.listen({ port: 0, host: "127.0.0.1" });
  const { keyId, keySecret, webhookSecret } = payments.razorpay.keys;
  env = {
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    ODIN_MODE: "demo",
    DATABASE_URL: url,
    HOST: "127.0.0.1",
    PORT: "0",
    ODIN_SEED_ON_START: "false",
    ODIN_SESSION_SECRET: SECRET,
    ODIN_JWT_SECRET: JWT_SECRET,
    ODIN_RAZORPAY_KEY_ID: keyId,
    ODIN_RAZORPAY_KEY_SECRET: keySecret,
    ODIN_RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    ODIN_RAZORPAY_API_URL: `${gatewayUrl}/_sandbox/pg/razorpay`,
    ODIN_PAYMENT_RECONCILE_SECONDS: "1",
    ODIN_JOBS_POLL_SECONDS: "1",
  };
  setup = await createTestApp({ database, env });
  online = await onlinePaymentKit(setup);
}, 600_000);

afterAll(async () => {
  if (!onPostgres) return;
  await killServer("SIGKILL");
  await online.remove();
  await setup.close();
  await gateway.close();
  await database.close();
  await withTestServer((admin) => dropWhenFree(admin, databaseName));
});

/**
 * Drops the test's database once no session uses it: the killed server's sessions end when the
 * server notices their sockets closed, which a busy machine can take seconds to do. Forcing it would
 * end a session mid-message, whose client reports it as an error of its own.
 */
async function dropWhenFree(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use, "database is being accessed by other users".
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** Posts a form to the gateway as the shopper's browser does; answers the page. */
async function browserPost(url: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return response.text();
}

describe.runIf(onPostgres)(
  "a server killed between the gateway's success and our callback",
  { tags: ["postgres"] },
  () => {
    it("places the order once after its restart, by reconciliation, with one charge", async () => {
      serverUrl = await startServer();
      const { buyer } = await online.shopper();
      const body = await online.placementFor(buyer, "CREDIT_CARD");
      const made = await fetch(`${serverUrl}/api/payment/make`, {
        method: "POST",
        headers: {
          module: "odin",
          "content-type": "application/json",
          authorization: `Bearer ${buyer.token}`,
          "idempotency-key": `crash-${randomBytes(8).toString("hex")}`,
        },
        body: JSON.stringify(body),
      });
      expect(made.status).toBe(200);
      const { orderId, transactionId } = (await made.json()) as { orderId: string; transactionId: string };

      // The shopper pays at the gateway; the page that would bring the browser back is never followed.
      const handoff = await online.handoffOf(transactionId);
      const [page] = formsOf(await browserPost(handoff.action, handoff.fields));
      if (!page) throw new Error("the gateway's page has no form");
      const gatewayOrigin = new URL(handoff.action).origin;
      const back = backToStore(
        await browserPost(`${gatewayOrigin}${page.action}`, {
          ...page.fields,
          ...TEST_CARD,
          outcome: "success",
          webhooks: "none",
        }),
      );
      expect(back.fields.razorpay_signature).toBeTruthy();
      await killServer("SIGKILL");
      expect((await online.orderOf(orderId)).status).toBe("PAYMENT_PENDING");

      serverUrl = await startServer();
      // The reconciliation job runs within seconds of the restart; the wait is generous for a busy machine.
      let status = "";
      for (let tries = 0; tries < 600 && status !== "PLACED"; tries++) {
        status = (await online.orderOf(orderId)).status;
        if (status !== "PLACED") await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(status).toBe("PLACED");
      expect(await online.attemptOf(transactionId)).toMatchObject({ status: "paid" });
      expect(await online.confirmationsOf(orderId)).toHaveLength(2);
      const { keyId, keySecret } = loadConfig({ ODIN_MODE: "demo", ODIN_SESSION_SECRET: SECRET }).payments
        .razorpay.keys;
      const attempt = await online.attemptOf(transactionId);
      const charges = await fetch(
        `${gatewayOrigin}/_sandbox/pg/razorpay/v1/orders/${attempt.gatewayOrderId}/payments`,
        {
          headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}` },
        },
      );
      expect(((await charges.json()) as { count: number }).count).toBe(1);
      expect(await online.refundsOf(attempt.id)).toHaveLength(0);
    }, 600_000);
  },
);
