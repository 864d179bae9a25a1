import { type AdminOrder, type AdminOrderItem, SHIPPING_METHODS } from "@odin/contracts";
import type { Executor } from "@odin/db";
import { findUserById, type UserRecord } from "../users";
import { nextStates } from "./lifecycle-rules";
import { type CentreRow, centresOfOrder, findOrderByNumber } from "./order-file.repo";
import { customerName } from "./order-search";
import { orderStatusOf } from "./order-status-rules";
import {
  eventsOf,
  itemsOf,
  type OrderItemEventRow,
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRow,
  paymentsOf,
} from "./orders.repo";

/**
 * One order as the orders module knows it, for the back office's order page (decision 65): the
 * order, its shopper, its items and where they are, its payments and every move of its items. The
 * back office adds what other modules keep (attempts, refunds, messages, documents, audit).
 */
export interface OrderFile {
  order: OrderRow;
  customer: UserRecord | undefined;
  items: OrderItemRow[];
  payments: OrderPaymentRow[];
  events: OrderItemEventRow[];
  centres: ReadonlyMap<number, CentreRow>;
}

/** Any shopper's order by its number, or undefined. */
export async function readOrderFile(db: Executor, orderNumber: string): Promise<OrderFile | undefined> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return undefined;
  const [customer, items, payments, events, centres] = await Promise.all([
    findUserById(db, order.userId),
    itemsOf(db, order.id),
    paymentsOf(db, order.id),
    eventsOf(db, order.id),
    centresOfOrder(db, order.id),
  ]);
  return { order, customer, items, payments, events, centres };
}

/** The part of the back office's order that the orders module answers for. */
export type OrderFileView = Omit<
  AdminOrder,
  "paymentAttempts" | "refunds" | "messages" | "documents" | "audit"
>;

const centreView = (centre: CentreRow | undefined) =>
  centre ? { id: centre.id, name: centre.name, kind: centre.kind, city: centre.city } : null;

function itemView(item: OrderItemRow, centres: OrderFile["centres"]): AdminOrderItem {
  const { product } = item;
  const pickup = item.shippingMethod === SHIPPING_METHODS.storePick;
  return {
    itemId: item.id,
    skuId: item.skuId,
    styleId: item.styleId,
    styleName: product.styleName,
    brandId: item.brandId,
    brandName: product.brandName,
    size: product.size,
    ...(product.brandSize ? { brandSize: product.brandSize } : {}),
    colour: product.colour,
    image: product.image,
    quantity: item.quantity,
    mrp: item.mrp,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    gstAmount: item.gstAmount,
    status: item.status,
    statusAt: item.statusAt.toISOString(),
    shippingMethod: item.shippingMethod,
    expectedDelivery: item.expectedDelivery,
    centre: centreView(centres.get(item.fcId)),
    store: item.storeId ? centreView(centres.get(item.storeId)) : null,
    carrier: item.carrier,
    trackingNumber: item.trackingNumber,
    pickupCodeRequired:
      pickup && nextStates(item.status, item.shippingMethod).includes("CUSTOMERPICKCOMPLETE"),
    nextMoves: nextStates(item.status, item.shippingMethod),
  };
}

/** Which centre holds which items: one entry per centre, in the order its first item was placed. */
function allocationsOf(file: OrderFile): OrderFileView["allocations"] {
  const byCentre = new Map<number, OrderItemRow[]>();
  for (const item of file.items) byCentre.set(item.fcId, [...(byCentre.get(item.fcId) ?? []), item]);
  return [...byCentre].map(([fcId, items]) => ({
    centre: centreView(file.centres.get(fcId)),
    itemIds: items.map((item) => item.id),
    units: items.reduce((sum, item) => sum + item.quantity, 0),
  }));
}

export function orderFileView(file: OrderFile): OrderFileView {
  const { order, customer } = file;
  const { pricing } = order;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: orderStatusOf(file.items.map((item) => item.status)),
    orderState: order.status,
    customer: {
      id: order.userId,
      name: customer ? customerName(customer.firstName, customer.lastName) : "",
      phone: customer?.mobileNumber ?? null,
      email: customer?.email ?? null,
    },
    shippingAddress: order.shippingAddress,
    pricing: {
      lines: pricing.lines,
      total: pricing.total,
      ...(pricing.couponCode ? { couponCode: pricing.couponCode } : {}),
    },
    total: order.total,
    items: file.items.map((item) => itemView(item, file.centres)),
    allocations: allocationsOf(file),
    payments: file.payments.map((payment) => ({
      type: payment.paymentType,
      amount: payment.amount,
      status: payment.status,
    })),
    events: file.events.map((event) => ({
      itemId: event.itemId,
      from: event.fromStatus,
      to: event.status,
      by: event.by,
      at: event.at.toISOString(),
      ...(event.detail.carrier ? { carrier: event.detail.carrier } : {}),
      ...(event.detail.trackingNumber ? { trackingNumber: event.detail.trackingNumber } : {}),
      ...(event.detail.note ? { note: event.detail.note } : {}),
    })),
  };
}
