import { randomBytes, randomInt } from "node:crypto";
import type { OrderItemStatus, PaymentType, ShippingMethod } from "@odin/contracts";
import { type OrderPaymentStatus, queryRows, schema } from "@odin/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ApiFixture } from "./api-fixture";
import { type Buyer, placeCodOrder } from "./checkout";
import type { TestApp } from "./test-app";

/** An order placed as a shopper places it, for the back office's moves. */
export interface PlacedOrder {
  buyer: Buyer;
  orderNumber: string;
  /** Its items' ids, in the order they were placed. */
  itemIds: number[];
}

/** A cash-on-delivery order of `count` new sizes to `pincode`, for a new shopper of the file. */
export async function placedCodOrder(test: ApiFixture, pincode: string, count = 2): Promise<PlacedOrder> {
  const buyer = await test.shopper();
  const sizes = [];
  for (let index = 0; index < count; index++)
    sizes.push(await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 }));
  const items = sizes.map((size) => ({ skuId: size.skuId, qty: 1 }));
  const orderNumber = await placeCodOrder(test, buyer, items, pincode);
  const { orders, orderItems } = schema;
  const rows = await test.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(asc(orderItems.id));
  return { buyer, orderNumber, itemIds: rows.map((row) => row.id) };
}

/** The audit log's entries of these order items, oldest first. */
export async function itemAuditOf(test: TestApp, itemIds: readonly number[]) {
  const { auditLog } = schema;
  return test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, "order-item"), inArray(auditLog.resourceId, itemIds.map(String))))
    .orderBy(asc(auditLog.id));
}

/**
 * Orders written straight into the tables for the back office's list tests: the search, filters and
 * pages need many orders with chosen brands, centres, states, payments and placing instants (down to
 * the microsecond), which placing each through checkout would make slow and could not choose. The
 * moves' tests place real orders. Each order belongs to the shopper given, so the file's clean-up of
 * its shoppers removes them (their items, payments and attempts go with them).
 */

export interface SyntheticItem {
  brandId: number;
  fcId: number;
  status?: OrderItemStatus;
  shippingMethod?: ShippingMethod;
  quantity?: number;
}

export interface SyntheticOrder {
  userId: number;
  /** When it was placed; PostgreSQL text, so microseconds can be given ("2026-01-09 18:40:00.000001+00"). */
  createdAt?: string;
  items: SyntheticItem[];
  payments?: { type: PaymentType; status: OrderPaymentStatus }[];
  /** A gateway attempt with this transaction id (and gateway payment id, if given). */
  transaction?: { transactionId: string; gatewayPaymentId?: string };
  /** The delivery address's mobile number (the account's by default). */
  mobileNumber?: string;
}

export interface WrittenOrder {
  id: number;
  orderNumber: string;
}

/** An order number no placement will give: OD, then 9 and 13 random digits. */
export const syntheticOrderNumber = () =>
  `OD9${String(randomInt(0, 2 ** 47))
    .padStart(13, "0")
    .slice(0, 13)}`;

/** A transaction id as our gateways' attempts have them (TX and hex). */
export const syntheticTransactionId = () => `TX${randomBytes(10).toString("hex").toUpperCase()}`;

const address = (mobileNumber: string) => ({
  firstName: "Asha",
  lastName: "Rao",
  address: "12, MG Road",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400001",
  mobileNumber,
});

export async function writeOrder(test: TestApp, spec: SyntheticOrder): Promise<WrittenOrder> {
  const { db } = test.database;
  const [user] = await queryRows<{ mobile_number: string }>(
    db,
    sql`select mobile_number from users where id = ${spec.userId}`,
  );
  const orderNumber = syntheticOrderNumber();
  const total = 99_900 * spec.items.length;
  const [order] = await db
    .insert(schema.orders)
    .values({
      orderNumber,
      userId: spec.userId,
      status: "PLACED",
      pincode: "400001",
      shippingAddress: address(spec.mobileNumber ?? user?.mobile_number ?? "9000000000"),
      pricing: { lines: [], total },
      total,
      idempotencyKey: `synthetic-${orderNumber}`,
      requestHash: "synthetic",
      ...(spec.createdAt ? { createdAt: sql`${spec.createdAt}::timestamptz` } : {}),
    })
    .returning({ id: schema.orders.id });
  if (!order) throw new Error("no order written");
  await db.insert(schema.orderItems).values(
    spec.items.map((item, index) => ({
      orderId: order.id,
      skuId: 1_000 + index,
      styleId: 1_000 + index,
      brandId: item.brandId,
      fcId: item.fcId,
      quantity: item.quantity ?? 1,
      mrp: 99_900,
      unitPrice: 99_900,
      lineTotal: 99_900,
      hsnCode: "6109",
      gstRate: 0.05,
      gstAmount: 4_757,
      shippingMethod: item.shippingMethod ?? "standard",
      ...(item.shippingMethod === "STOREPICK" ? { storeId: item.fcId } : {}),
      product: {
        styleName: "Synthetic Tee",
        brandName: "Test",
        image: "/img/x.webp",
        url: "/x",
        size: "M",
        colour: "Blue",
      },
      status: item.status ?? "PLACED",
      expectedDelivery: "2026-12-01",
    })),
  );
  const payments = spec.payments ?? [{ type: "CASH_ON_DELIVERY", status: "due" }];
  await db.insert(schema.orderPayments).values(
    payments.map((payment) => ({
      orderId: order.id,
      paymentType: payment.type,
      amount: total,
      status: payment.status,
    })),
  );
  if (spec.transaction) {
    await db.insert(schema.paymentTransactions).values({
      transactionId: spec.transaction.transactionId,
      orderId: order.id,
      userId: spec.userId,
      gateway: "razorpay",
      paymentType: "CREDIT_CARD",
      amount: total,
      status: "paid",
      gatewayOrderId: `order_${randomBytes(6).toString("hex")}`,
      gatewayPaymentId: spec.transaction.gatewayPaymentId ?? null,
      expiresAt: new Date(Date.now() + 120_000),
    });
  }
  return { id: order.id, orderNumber };
}
