import type { AdminOrder, AdminOrderItem, AdminOrderSummary } from "@odin/contracts";

/** An order of the orders list, as GET /admin/api/orders answers it. */
export function orderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 501,
    orderNumber: "OD1000501",
    placedAt: "2026-11-28T10:04:05.000Z",
    status: "PLACED",
    orderState: "PLACED",
    itemStatuses: [{ status: "PLACED", count: 2 }],
    customer: { id: 31, name: "Asha Rao", phone: "+919876543210", email: "asha@example.in" },
    total: 259800,
    payments: [{ type: "CASH_ON_DELIVERY", status: "due" }],
    deliveryModes: ["standard"],
    itemCount: 2,
    ...overrides,
  };
}

const CENTRE = { id: 3, name: "Bhiwandi warehouse", kind: "warehouse" as const, city: "Bhiwandi" };

/** An item of an order's page, placed, home delivery, allocated to centre 3. */
export function orderItem(overrides: Partial<AdminOrderItem> = {}): AdminOrderItem {
  return {
    itemId: 41,
    skuId: 9001,
    styleId: 7001,
    styleName: "Linen kurta",
    brandId: 5,
    brandName: "Aarohi",
    size: "M",
    colour: "Indigo",
    image: "/images/7001.jpg",
    quantity: 1,
    mrp: 149900,
    unitPrice: 129900,
    lineTotal: 129900,
    gstAmount: 13918,
    status: "PLACED",
    statusAt: "2026-11-28T10:04:05.000Z",
    shippingMethod: "standard",
    expectedDelivery: "2026-12-03",
    centre: CENTRE,
    store: null,
    carrier: null,
    trackingNumber: null,
    pickupCodeRequired: false,
    nextMoves: ["PACKED", "CANCELLED"],
    ...overrides,
  };
}

/** An order as GET /admin/api/orders/:orderNumber answers it. */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const item = orderItem();
  return {
    id: 501,
    orderNumber: "OD1000501",
    placedAt: "2026-11-28T10:04:05.000Z",
    status: "PLACED",
    orderState: "PLACED",
    customer: { id: 31, name: "Asha Rao", phone: "+919876543210", email: "asha@example.in" },
    shippingAddress: {
      firstName: "Asha",
      lastName: "Rao",
      address: "12 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
      mobileNumber: "9876543210",
    },
    pricing: {
      lines: [
        { key: "subtotal", label: "Subtotal", amount: 129900, effect: "add", gstIncluded: 13918 },
        { key: "total", label: "Total", amount: 129900, effect: "total", gstIncluded: 13918 },
      ],
      total: 129900,
    },
    total: 129900,
    items: [item],
    allocations: [{ centre: CENTRE, itemIds: [41], units: 1 }],
    payments: [{ type: "CASH_ON_DELIVERY", amount: 129900, status: "due" }],
    paymentAttempts: [],
    refunds: [],
    messages: [
      {
        id: 90,
        channel: "sms",
        template: "order-placed",
        recipient: "98••••3210",
        status: "sent",
        attempts: 1,
        createdAt: "2026-11-28T10:04:06.000Z",
        sentAt: "2026-11-28T10:04:09.000Z",
        lastError: null,
        text: "Your Odin order OD1000501 of 1 item(s), ₹799, is placed. Follow it here: https://odin.example/orderdetails/OD1000501",
      },
      {
        id: 91,
        channel: "email",
        template: "order-placed",
        recipient: "as••@example.in",
        status: "sent",
        attempts: 1,
        createdAt: "2026-11-28T10:04:06.000Z",
        sentAt: "2026-11-28T10:04:10.000Z",
        lastError: null,
        // Sent before its words were kept.
        text: null,
      },
    ],
    documents: [],
    events: [],
    audit: [],
    ...overrides,
  };
}
