import { type Address, formatRupees, ORDERS, type PaymentRequest, styleUrl } from "@odin/contracts";
import type { OrderAddressSnapshot, Transaction } from "@odin/db";
import { enqueue } from "../../platform/jobs";
import { splitAmount } from "../../platform/money";
import type { Outbox } from "../../platform/outbox";
import type { LockedBag, PricedBag } from "../bag";
import { cardImagesOf } from "../catalog";
import type { Allocation } from "../checkout";
import { CANCEL_UNCOLLECTED_PICKUP, RELEASE_PAYMENT_RESERVATION } from "./order-jobs";
import { expectedDelivery, isOnline, type PaymentPlan } from "./order-rules";
import type { NewOrder, NewOrderItem, NewOrderPayment, OrderRow } from "./orders.repo";

/** The rows an order is recorded as. */
export interface OrderRecords {
  order: NewOrder;
  items: NewOrderItem[];
  payments: NewOrderPayment[];
}

function snapshotOf(address: Address): OrderAddressSnapshot {
  const { firstName, lastName, address: line, landmark, city, state, pincode, mobileNumber } = address;
  return {
    firstName,
    lastName,
    address: line,
    ...(landmark ? { landmark } : {}),
    city,
    state,
    pincode,
    mobileNumber,
  };
}

/** The order, one item per size and centre, and its payments, as placing it records them. */
export function orderRecords(input: {
  orderNumber: string;
  userId: number;
  key: string;
  hash: string;
  bag: LockedBag;
  priced: PricedBag;
  plan: PaymentPlan;
  allocations: ReadonlyMap<number, readonly Allocation[]>;
  request: PaymentRequest;
  address: Address;
  pincode: string;
  now: Date;
  /** An order paid online: it holds its stock and points until then (decision 41). */
  reservedUntil: Date | null;
}): OrderRecords {
  const { bag, priced, plan, now, reservedUntil } = input;
  const online = isOnline(plan.mode);
  const status = online ? "PAYMENT_PENDING" : "PLACED";
  const pricedBySku = new Map(priced.items.map((item) => [item.skuId, item]));
  const methodOf = new Map(
    input.request.productsShippingDetails.map((item) => [item.skuId, item.shippingMethod]),
  );
  const items: NewOrderItem[] = bag.lines.flatMap((line) => {
    const pricedItem = pricedBySku.get(line.skuId);
    const method = methodOf.get(line.skuId) ?? "standard";
    const lineTotal = pricedItem?.lineTotal ?? line.price * line.quantity;
    const gstAmount = pricedItem?.gstAmount ?? 0;
    const pieces = input.allocations.get(line.skuId) ?? [];
    const totals = splitAmount(
      lineTotal,
      pieces.map((piece) => piece.quantity),
    );
    const taxes = splitAmount(
      gstAmount,
      pieces.map((piece) => piece.quantity),
    );
    return pieces.map((piece, index) => ({
      skuId: line.skuId,
      styleId: line.styleId,
      brandId: line.brandId,
      fcId: piece.fcId,
      quantity: piece.quantity,
      mrp: line.mrp,
      unitPrice: line.price,
      lineTotal: totals[index] ?? 0,
      hsnCode: line.hsnCode,
      gstRate: pricedItem?.gstRate ?? 0,
      gstAmount: taxes[index] ?? 0,
      shippingMethod: method,
      storeId: method === "STOREPICK" ? piece.fcId : null,
      product: {
        styleName: line.styleName,
        brandName: line.brandName,
        image: cardImagesOf({ ...line, id: line.styleId }).thumbnail,
        url: styleUrl(line.slug, line.code),
        size: line.size,
        ...(line.tenantSize ? { brandSize: line.tenantSize } : {}),
        colour: line.colour,
      },
      status,
      statusAt: now,
      expectedDelivery: expectedDelivery(method, now),
    }));
  });
  const { overview } = priced;
  const payments: NewOrderPayment[] = [
    ...(plan.loyaltyCash > 0
      ? [{ paymentType: "LOYALTY", amount: plan.loyaltyCash, status: "paid" } satisfies NewOrderPayment]
      : []),
    ...(plan.mode === "CASH_ON_DELIVERY" && overview.total > 0
      ? [{ paymentType: "CASH_ON_DELIVERY", amount: overview.total, status: "due" } satisfies NewOrderPayment]
      : []),
    ...(online && overview.total > 0
      ? [{ paymentType: plan.mode, amount: overview.total, status: "pending" } satisfies NewOrderPayment]
      : []),
  ];
  return {
    order: {
      orderNumber: input.orderNumber,
      userId: input.userId,
      status,
      reservedUntil,
      pincode: input.pincode,
      shippingAddress: snapshotOf(input.address),
      pricing: {
        lines: overview.lines,
        total: overview.total,
        ...(overview.isCouponApplied && overview.couponCode ? { couponCode: overview.couponCode } : {}),
      },
      total: overview.total + plan.loyaltyCash,
      couponCode: overview.isCouponApplied ? (overview.couponCode ?? null) : null,
      idempotencyKey: input.key,
      requestHash: input.hash,
      createdAt: now,
      updatedAt: now,
    },
    items,
    payments,
  };
}

/** What an order's effects need of it: its id, total and time, and its items' quantities and methods. */
export interface PlacedOrder {
  order: Pick<OrderRow, "id" | "orderNumber" | "total" | "createdAt">;
  items: readonly { quantity: number; shippingMethod: string }[];
  /** The delivery address's mobile number. */
  mobileNumber: string;
  /** Where the confirmation e-mail goes, when the shopper has an address. */
  email: string | null;
}

/** What placing an order causes outside the database, written in its transaction (DESIGN.md rule 9). */
export interface OrderEffects {
  /** The order is placed (paid, or to be paid on delivery): its confirmation, its pickup's auto-cancel. */
  placed(tx: Transaction, placed: PlacedOrder): Promise<void>;
  /** An order paid online is reserved: its reservation is given up at `reservedUntil` unless paid. */
  reserved(tx: Transaction, order: Pick<OrderRow, "id" | "orderNumber">, reservedUntil: Date): Promise<void>;
  /** After the commit: wake the outbox's dispatcher. */
  committed(): void;
}

const DAY_MS = 86_400_000;

/**
 * The confirmation SMS and e-mail through the outbox, once per order whatever calls it (their
 * idempotency keys); the store pickup's auto-cancel job (decision 31); an online order's release job.
 */
export function createOrderEffects(deps: {
  outbox: Pick<Outbox, "enqueue" | "kick">;
  siteOrigin: string;
}): OrderEffects {
  return {
    async placed(tx, { order, items, mobileNumber, email }) {
      const link = `${deps.siteOrigin}/orderconfirmation/${order.orderNumber}/success`;
      const payload = {
        orderId: order.orderNumber,
        total: formatRupees(order.total),
        items: String(items.reduce((sum, item) => sum + item.quantity, 0)),
        link,
      };
      const key = `order-placed:${order.orderNumber}`;
      const message = (channel: "sms" | "email", recipient: string) => ({
        channel,
        recipient,
        template: "order-placed" as const,
        payload,
        idempotencyKey: `${key}:${channel}`,
      });
      await deps.outbox.enqueue(tx, [
        message("sms", mobileNumber),
        ...(email ? [message("email", email)] : []),
      ]);
      if (items.some((item) => item.shippingMethod === "STOREPICK")) {
        const runAt = new Date(order.createdAt.getTime() + ORDERS.storePickupAutoCancelDays * DAY_MS);
        await enqueue(
          tx,
          CANCEL_UNCOLLECTED_PICKUP,
          { orderId: order.id },
          { runAt, key: order.orderNumber },
        );
      }
    },
    async reserved(tx, order, reservedUntil) {
      const key = `${order.orderNumber}:${reservedUntil.getTime()}`;
      await enqueue(tx, RELEASE_PAYMENT_RESERVATION, { orderId: order.id }, { runAt: reservedUntil, key });
    },
    committed: () => deps.outbox.kick(),
  };
}
