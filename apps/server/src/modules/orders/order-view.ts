import type { OrderConfirmation, OrderItem } from "@odin/contracts";
import type { CheckoutCentre } from "../checkout";
import type { OrderItemRow, OrderPaymentRow, OrderRow } from "./orders.repo";

const CONFIRMATION_STATUS: Record<string, OrderConfirmation["status"]> = {
  PLACED: "success",
  PAYMENT_PENDING: "pending",
  PAYMENT_FAILED: "failed",
};

function itemOf(row: OrderItemRow, stores: ReadonlyMap<number, CheckoutCentre>): OrderItem {
  const store = row.storeId ? stores.get(row.storeId) : undefined;
  return {
    itemId: row.id,
    skuId: row.skuId,
    styleId: row.styleId,
    ...row.product,
    qty: row.quantity,
    mrp: row.mrp,
    unitPrice: row.unitPrice,
    lineTotal: row.lineTotal,
    gstRate: row.gstRate,
    gstAmount: row.gstAmount,
    shippingMethod: row.shippingMethod,
    ...(store
      ? {
          store: {
            storeId: store.id,
            fcId: store.id,
            code: store.code,
            name: store.name,
            address: store.address,
            city: store.city,
            pincode: store.pincode,
            openingHours: store.openingHours,
          },
        }
      : {}),
    status: row.status,
    expectedDelivery: row.expectedDelivery,
  };
}

/** The order confirmation (spec 3 §2 "Order confirmation") of an order as it was placed. */
export function confirmationOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  payments: readonly OrderPaymentRow[],
  stores: ReadonlyMap<number, CheckoutCentre>,
): OrderConfirmation {
  const { pricing } = order;
  return {
    orderId: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: CONFIRMATION_STATUS[order.status] ?? "success",
    total: order.total,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    items: items.map((item) => itemOf(item, stores)),
    overview: {
      lines: pricing.lines,
      total: pricing.total,
      ...(pricing.couponCode ? { couponCode: pricing.couponCode } : {}),
    },
    shippingAddress: order.shippingAddress,
    payments: payments.map((payment) => ({
      paymentTypeCode: payment.paymentType,
      amount: payment.amount,
      status: payment.status,
    })),
    storePickup: items.some((item) => item.shippingMethod === "STOREPICK"),
  };
}
