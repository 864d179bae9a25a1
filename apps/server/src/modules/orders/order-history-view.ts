import {
  LABELS,
  ORDERS,
  type OrderDetails,
  type OrderDetailsItem,
  type OrderSummary,
  type PaymentType,
  type ShippingMethod,
} from "@odin/contracts";
import { indiaDate } from "../delivery";
import { eligibleActions, lastReturnDay } from "./eligibility-rules";
import type { StyleFacts } from "./order-history.repo";
import { invoiceAvailable, orderExpectedDelivery, orderStatusOf } from "./order-status-rules";
import { confirmationOf } from "./order-view";
import type { OrderItemEventRow, OrderItemRow, OrderPaymentRow, OrderRow } from "./orders.repo";

/** The rows of My Orders and Order details as the contracts' shapes (spec 3 §2, §3; decision 47). */

/** A delivery option's label (spec 3 §9 "Delivery option labels"). */
export const SHIPPING_METHOD_LABELS: Readonly<Record<ShippingMethod, string>> = {
  STOREPICK: LABELS.deliveryOptions.pickup,
  sdd: LABELS.deliveryOptions.sameDay,
  ndd: LABELS.deliveryOptions.nextDay,
  standard: LABELS.deliveryOptions.standard,
};

const statusOf = (item: OrderItemRow) => item.status;

/** One order of the list: its id, total, pieces, day, payment types, expected day, status, pictures. */
export function orderSummaryOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  paymentTypes: readonly PaymentType[],
): OrderSummary {
  return {
    orderId: order.orderNumber,
    total: order.total,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    placedAt: order.createdAt.toISOString(),
    placedOn: indiaDate(order.createdAt),
    paymentTypes: [...new Set(paymentTypes)],
    expectedDelivery: orderExpectedDelivery(
      items.map((item) => ({ status: statusOf(item), expectedDelivery: item.expectedDelivery })),
    ),
    status: orderStatusOf(items.map(statusOf)),
    images: items.slice(0, ORDERS.historyImages).map((item) => ({
      src: item.product.image,
      alt: `${item.product.brandName} ${item.product.styleName}`,
    })),
  };
}

/** What one item's details are read from besides its row. */
export interface ItemContext {
  events: readonly OrderItemEventRow[];
  style: StyleFacts | undefined;
  now: Date;
  exchange: boolean;
}

/** When the item first reached the shopper (its first DELIVERED or CUSTOMERPICKCOMPLETE event). */
function deliveredAtOf(events: readonly OrderItemEventRow[]): Date | null {
  const first = events.find(
    (event) => event.status === "DELIVERED" || event.status === "CUSTOMERPICKCOMPLETE",
  );
  return first ? first.at : null;
}

export function orderDetailsItemOf(item: OrderItemRow, context: ItemContext): OrderDetailsItem {
  const { events, style } = context;
  const deliveredAt = deliveredAtOf(events);
  const actions = eligibleActions(
    {
      status: statusOf(item),
      deliveredAt,
      articleType: style?.articleType ?? null,
      styleReturnable: style?.returnable ?? true,
      returnedBefore: events.some((event) => event.status === "RETURN_REQUESTED"),
    },
    { now: context.now, exchange: context.exchange },
  );
  const method = item.shippingMethod;
  const { product } = item;
  return {
    itemId: item.id,
    styleId: item.styleId,
    styleName: product.styleName,
    brandName: product.brandName,
    image: product.image,
    url: product.url,
    size: product.size,
    ...(product.brandSize ? { brandSize: product.brandSize } : {}),
    colour: product.colour,
    qty: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    shippingMethod: method,
    shippingMethodLabel: SHIPPING_METHOD_LABELS[method],
    status: statusOf(item),
    ...(item.carrier ? { carrier: item.carrier } : {}),
    ...(item.trackingNumber ? { trackingNumber: item.trackingNumber } : {}),
    expectedDelivery: item.expectedDelivery,
    ...(deliveredAt ? { deliveredOn: indiaDate(deliveredAt) } : {}),
    ...(actions.includes("RETURN") && deliveredAt ? { returnByOn: lastReturnDay(deliveredAt) } : {}),
    actions,
    timeline: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      on: indiaDate(event.at),
    })),
  };
}

/** An order's details: its items with their states, actions and timelines, pricing, address, payments. */
export function orderDetailsOf(
  order: OrderRow,
  rows: { items: readonly OrderItemRow[]; payments: readonly OrderPaymentRow[] },
  context: Omit<ItemContext, "style" | "events"> & {
    events: readonly OrderItemEventRow[];
    styles: readonly StyleFacts[];
  },
): OrderDetails {
  const { items, payments } = rows;
  const confirmation = confirmationOf(order, items, payments, new Map());
  const styles = new Map(context.styles.map((style) => [style.id, style]));
  return {
    orderId: order.orderNumber,
    placedAt: confirmation.placedAt,
    placedOn: indiaDate(order.createdAt),
    status: orderStatusOf(items.map(statusOf)),
    total: order.total,
    quantity: confirmation.quantity,
    items: items.map((item) =>
      orderDetailsItemOf(item, {
        ...context,
        style: styles.get(item.styleId),
        events: context.events.filter((event) => event.itemId === item.id),
      }),
    ),
    overview: confirmation.overview,
    shippingAddress: confirmation.shippingAddress,
    payments: confirmation.payments,
    invoiceAvailable: invoiceAvailable(context.events.map((event) => ({ status: event.status }))),
  };
}
