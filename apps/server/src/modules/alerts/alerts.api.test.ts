import { randomInt } from "node:crypto";
import { ALERTS, MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JobDefinition, jobRegistryOf } from "../../platform/jobs";
import { useTestApp } from "../../testing/api-fixture";
import { randomIp } from "../../testing/auth";
import type { FixtureSize } from "../../testing/bag-fixture";
import { sandboxMessages } from "../../testing/otp";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { PRICE_DROP_ALERT, STOCK_ALERT_WAVE } from "./alerts-jobs";

/** NOTIFY ME and the price-drop alerts: requests, waves, caps and the unsubscribe link. */

const test = useTestApp();
let size: FixtureSize;
const phones: string[] = [];

beforeAll(async () => {
  size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 0 });
});

afterAll(async () => {
  const { db } = test.database;
  await db.delete(schema.stockAlerts).where(eq(schema.stockAlerts.skuId, size.skuId));
  await db.delete(schema.alertSends).where(eq(schema.alertSends.styleId, size.styleId));
  await db.delete(schema.jobs).where(like(schema.jobs.key, `%:${size.skuId}:%`));
});

const newPhone = () => {
  const phone = `9${randomInt(100_000_000, 999_999_999)}`;
  phones.push(phone);
  return phone;
};

const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: "POST",
    url: "/api/alerts/stock",
    headers: { ...CLIENT_HEADERS, "x-forwarded-for": randomIp(), ...headers },
    payload: body,
  });

function job<P extends Record<string, number>>(name: string): JobDefinition<P> {
  const found = jobRegistryOf(test.app)
    .definitions()
    .find((definition) => definition.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found as unknown as JobDefinition<P>;
}

/** Runs the wave jobs of the size that are due, as the runner would; answers how many ran. */
async function runWaves(): Promise<number> {
  const { db } = test.database;
  const due = await db
    .select()
    .from(schema.jobs)
    .where(
      and(
        eq(schema.jobs.name, STOCK_ALERT_WAVE),
        eq(schema.jobs.state, "pending"),
        like(schema.jobs.key, `%:${size.skuId}:%`),
      ),
    );
  for (const row of due) {
    await job<{ skuId: number }>(STOCK_ALERT_WAVE).run(
      { skuId: size.skuId },
      { db, log: test.app.log, jobId: row.id, attempt: 1, key: row.key },
    );
    await db.update(schema.jobs).set({ state: "done" }).where(eq(schema.jobs.id, row.id));
  }
  return due.length;
}

async function toldPhones(): Promise<string[]> {
  const told: string[] = [];
  for (const phone of phones) {
    const messages = await sandboxMessages(test, phone);
    if (messages.some((message) => message.text.includes("is back in stock"))) told.push(phone);
  }
  return told;
}

async function setUnits(units: number): Promise<void> {
  await test.database.db
    .update(schema.stock)
    .set({ quantity: units })
    .where(eq(schema.stock.skuId, size.skuId));
}

describe("NOTIFY ME", () => {
  it("needs a phone or e-mail from a guest, refuses a size in stock, and asks once per size and phone", async () => {
    const none = await ask({ skuId: size.skuId });
    expect(none.statusCode).toBe(400);
    expect(problemOf(none)?.detail).toBe(MESSAGES.alerts.contactRequired);
    expect((await ask({ skuId: size.skuId, mobileNumber: "12345" })).statusCode).toBe(400);
    expect((await ask({ skuId: 2_000_000_000, mobileNumber: "9876543210" })).statusCode).toBe(404);

    const inStock = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 2 });
    const refused = await ask({ skuId: inStock.skuId, mobileNumber: "9876543210" });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)?.code).toBe("IN_STOCK");
  });

  it("tells twice the units restocked, oldest first, then nobody once it is sold out again", async () => {
    const asked = Array.from({ length: 12 }, newPhone);
    for (const mobileNumber of asked) {
      const answer = await ask({ skuId: size.skuId, mobileNumber });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(MESSAGES.alerts.requested);
    }
    // A second request of the same phone is the same request.
    expect((await ask({ skuId: size.skuId, mobileNumber: asked[0] })).statusCode).toBe(200);

    await setUnits(5);
    expect(await runWaves()).toBe(1);
    const told = await toldPhones();
    expect(told).toHaveLength(10);
    expect(told).toEqual(asked.slice(0, 10));
    const message = (await sandboxMessages(test, asked[0] as string))[0];
    expect(message?.text).toContain(`size M is back in stock`);
    expect(message?.text).toMatch(/Stop alerts: https?:\/\/\S+\/alerts\/unsubscribe\?token=/);
    const outbox = await test.database.db
      .select()
      .from(schema.outboxMessages)
      .where(like(schema.outboxMessages.idempotencyKey, "%stock-alert:%"));
    expect(outbox.filter((row) => asked.includes(row.recipient))).toHaveLength(10);

    // Sold out before the next wave: it re-checks, tells nobody and schedules no more.
    await setUnits(0);
    expect(await runWaves()).toBe(1);
    expect(await toldPhones()).toHaveLength(10);
    expect(await runWaves()).toBe(0);
  });

  it("is not scheduled by a change that does not bring the size back from none", async () => {
    await setUnits(3);
    const { db } = test.database;
    const before = await db
      .select()
      .from(schema.jobs)
      .where(like(schema.jobs.key, `restock:${size.skuId}:%`));
    await setUnits(4);
    const after = await db
      .select()
      .from(schema.jobs)
      .where(like(schema.jobs.key, `restock:${size.skuId}:%`));
    expect(after.length).toBe(before.length);
    await setUnits(0);
  });

  it("stops every alert through the message's unsubscribe link, and refuses a forged one", async () => {
    const earlier = (await sandboxMessages(test, phones[0] as string))[0]?.text ?? "";
    const token = new URL(
      /https?:\/\/\S+\/alerts\/unsubscribe\?token=\S+/.exec(earlier)?.[0] ?? "",
    ).searchParams.get("token");
    const stop = await test.app.inject({
      method: "POST",
      url: "/api/alerts/unsubscribe",
      headers: CLIENT_HEADERS,
      payload: { token },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().message).toBe(MESSAGES.alerts.unsubscribed);
    const [optedOut] = await test.database.db
      .select()
      .from(schema.alertOptOuts)
      .where(eq(schema.alertOptOuts.recipient, `sms:${phones[0]}`));
    expect(optedOut).toBeDefined();
    const forged = await test.app.inject({
      method: "POST",
      url: "/api/alerts/unsubscribe",
      headers: CLIENT_HEADERS,
      payload: { token: `${token}x` },
    });
    expect(forged.statusCode).toBe(400);
    await test.database.db
      .delete(schema.alertOptOuts)
      .where(eq(schema.alertOptOuts.recipient, `sms:${phones[0]}`));
  });

  it("tells one recipient at most three alerts a day: the others wait for a later wave", async () => {
    const { db } = test.database;
    const phone = newPhone();
    const recipient = `sms:${phone}`;
    await db.insert(schema.alertSends).values(
      Array.from({ length: ALERTS.perRecipientPerDay }, () => ({
        recipient,
        kind: "stock" as const,
        styleId: 1,
      })),
    );
    const [waiting] = await db
      .insert(schema.stockAlerts)
      .values({ skuId: size.skuId, recipient })
      .returning({ id: schema.stockAlerts.id });
    await db.execute(
      sql`update stock_alerts set notified_at = now() where sku_id = ${size.skuId} and id <> ${waiting?.id}`,
    );
    await setUnits(2);
    await runWaves();
    const [still] = await db
      .select()
      .from(schema.stockAlerts)
      .where(eq(schema.stockAlerts.id, waiting?.id as number));
    expect(still?.notifiedAt).toBeNull();
    await db.delete(schema.alertSends).where(eq(schema.alertSends.recipient, recipient));
    await setUnits(0);
  });
});

describe("price-drop alerts", () => {
  it("tells the shoppers holding a favourite of its lower price, once a week", async () => {
    const buyer = await test.shopper();
    const { db } = test.database;
    await db.insert(schema.favouriteStyles).values({ userId: buyer.user.id, styleId: size.styleId });
    await db.update(schema.styles).set({ price: 79_900 }).where(eq(schema.styles.id, size.styleId));
    const scheduled = await db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, PRICE_DROP_ALERT), like(schema.jobs.key, `drop:${size.styleId}:%`)));
    expect(scheduled).toHaveLength(1);
    const run = job<{ styleId: number }>(PRICE_DROP_ALERT);
    const context = { db, log: test.app.log, jobId: 0, attempt: 1, key: null };
    await run.run({ styleId: size.styleId }, context);
    const told = await sandboxMessages(test, buyer.user.mobileNumber);
    expect(told.filter((message) => message.text.includes("now costs ₹799"))).toHaveLength(1);
    // A second drop within the week tells nobody again.
    await db.update(schema.styles).set({ price: 69_900 }).where(eq(schema.styles.id, size.styleId));
    await run.run({ styleId: size.styleId }, context);
    const again = await sandboxMessages(test, buyer.user.mobileNumber);
    expect(again.filter((message) => message.text.includes("now costs"))).toHaveLength(1);
    await db.delete(schema.favouriteStyles).where(eq(schema.favouriteStyles.userId, buyer.user.id));
    await db.delete(schema.jobs).where(like(schema.jobs.key, `drop:${size.styleId}:%`));
  });
});
