import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import { seedBulkOrders, seedDemoStore } from "./index";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  await seedDemoStore(handle.db, { styles: 100 });
  await seedBulkOrders(handle.db, { orders: 2_000 });
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

async function one(text: string): Promise<number> {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

describe("seedBulkOrders: the back office's benchmark store", () => {
  it("writes the orders asked for, each with items and one payment", async () => {
    expect(await one("select count(*)::int as n from orders where order_number like 'OD8%'")).toBe(2_000);
    expect(
      await one(`select count(*)::int as n from orders o where o.order_number like 'OD8%'
                   and (not exists (select 1 from order_items i where i.order_id = o.id)
                        or (select count(*) from order_payments p where p.order_id = o.id) <> 1)`),
    ).toBe(0);
  });

  it("gives each item returned or asked back one return, checked once it came back", async () => {
    const asked = await one(
      `select count(*)::int as n from order_items i join orders o on o.id = i.order_id
        where o.order_number like 'OD8%' and i.status in ('RETURN_REQUESTED', 'RETURNED', 'REFUNDED')`,
    );
    expect(asked).toBeGreaterThan(0);
    expect(await one("select count(*)::int as n from returns")).toBe(asked);
    expect(
      await one(`select count(*)::int as n from returns r join order_items i on i.id = r.item_id
                  where (i.status = 'RETURN_REQUESTED') <> (r.status = 'REQUESTED')
                     or (i.status <> 'RETURN_REQUESTED' and (r.quality_check is distinct from 'PASSED' or r.received_at is null))
                     or r.refund_amount <> i.line_total or r.created_at < (select created_at from orders where id = r.order_id)`),
    ).toBe(0);
  });

  it("refunds each checked return once: to the gateway when paid online, by bank transfer for cash", async () => {
    expect(
      await one(`select count(*)::int as n from returns r
                  where r.status = 'REFUND_REQUESTED'
                    and (select count(*) from payment_refunds f where f.idempotency_key = 'return:' || r.return_number)
                      + (select count(*) from payouts p where p.reference = r.return_number) <> 1`),
    ).toBe(0);
    expect(
      await one(`select count(*)::int as n from returns r
                  where r.to_bank_transfer > 0 and (r.neft_id is null
                     or not exists (select 1 from bank_transfer_details b where b.id = r.neft_id and b.user_id = r.user_id))`),
    ).toBe(0);
    // Settled for refunded items, under way or failed for returned ones.
    expect(
      await one(`select count(*)::int as n from payouts p join returns r on r.return_number = p.reference
                   join order_items i on i.id = r.item_id
                  where (i.status = 'REFUNDED') <> (p.status = 'processed')`),
    ).toBe(0);
    expect(
      await one(`select count(*)::int as n from payment_refunds f join returns r on 'return:' || r.return_number = f.idempotency_key
                   join order_items i on i.id = r.item_id
                  where (i.status = 'REFUNDED') <> (f.status = 'processed')`),
    ).toBe(0);
  });

  it("fills the queues and the audit log the back office lists, with some failed for good", async () => {
    expect(
      await one(
        "select count(*)::int as n from outbox_messages where idempotency_key like 'order-placed:OD8%'",
      ),
    ).toBe(4_000);
    expect(
      await one("select count(*)::int as n from outbox_messages where status = 'failed'"),
    ).toBeGreaterThan(0);
    expect(
      await one("select count(*)::int as n from jobs where key like 'bulk-return:%' and state = 'pending'"),
    ).toBe(0);
    expect(
      await one(`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
                  where o.order_number like 'OD8%' and i.status <> 'PLACED'
                    and not exists (select 1 from audit_log a where a.resource = 'order-item' and a.resource_id = i.id::text)`),
    ).toBe(0);
    expect(
      await one(`select count(*)::int as n from audit_log a
                  where a.resource = 'order-item' and not exists (select 1 from staff_members m where m.user_id = a.actor_id)`),
    ).toBe(0);
  });
});
