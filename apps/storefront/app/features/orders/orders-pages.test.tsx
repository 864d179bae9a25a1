import {
  fail,
  MESSAGES,
  type OrderDetails,
  type OrderDetailsItem,
  type OrderHistoryResponse,
  ok,
  type Shopper,
} from "@odin/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatDisplayDate } from "../../lib/display-date";
import MyOrders, * as myOrders from "../../routes/my-orders";
import OrderDetailsRoute, * as orderDetails from "../../routes/order-details";
import { testLoadContext } from "../../testing/load-context";
import { answerOf } from "../../testing/route-calls";
import { serverHtml, textOf } from "../../testing/server-page-kit";

/** /myorders and /orderdetails/{orderId} (spec 3 §2 "My Orders", "Order details"). */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const orders = { history: vi.fn(), details: vi.fn() };
/** The rating form shows once an item is delivered (decision 45). */
const orderRatings = { of: vi.fn(async () => ({ ok: true, value: { canRate: true } })), save: vi.fn() };
const services = { orders, orderRatings } as never;

const summary = (orderId: string) => ({
  orderId,
  total: 249_900,
  quantity: 2,
  placedAt: "2026-11-26T05:00:00.000Z",
  placedOn: "2026-11-26",
  paymentTypes: ["CASH_ON_DELIVERY" as const],
  expectedDelivery: "2026-12-01",
  status: "PLACED" as const,
  images: [{ src: "/images/a.webp", alt: "Brand Shirt" }],
});

const history = (page: number, total: number): OrderHistoryResponse => ({
  orders: total === 0 ? [] : [summary("OD000000000001"), summary("OD000000000002")],
  currentPage: page,
  totalPages: Math.ceil(total / 10),
  totalElements: total,
});

const ITEM: OrderDetailsItem = {
  itemId: 7,
  styleId: 11,
  styleName: "Slim Fit Shirt",
  brandName: "Odin Basics",
  image: "/images/a.webp",
  url: "/shirt/ABC123",
  size: "M",
  brandSize: "40",
  colour: "Blue",
  qty: 1,
  unitPrice: 99_900,
  lineTotal: 99_900,
  shippingMethod: "standard",
  shippingMethodLabel: "Delivery within 5-7 days",
  status: "DELIVERED",
  carrier: "Sandbox Express",
  trackingNumber: "SBX123456789",
  expectedDelivery: "2026-12-01",
  deliveredOn: "2026-11-28",
  returnByOn: "2026-12-13",
  actions: ["RETURN"],
  timeline: [
    { status: "PACKED", at: "2026-11-27T05:00:00.000Z", on: "2026-11-27" },
    { status: "DELIVERED", at: "2026-11-28T05:00:00.000Z", on: "2026-11-28" },
  ],
};

const DETAILS: OrderDetails = {
  orderId: "OD000000000001",
  placedAt: "2026-11-26T05:00:00.000Z",
  placedOn: "2026-11-26",
  status: "DELIVERED",
  total: 99_900,
  quantity: 1,
  items: [ITEM, { ...ITEM, itemId: 8, status: "PLACED", actions: ["CANCEL"], timeline: [] }],
  overview: {
    lines: [{ key: "total", label: "Total", amount: 99_900, effect: "total", gstIncluded: 0 }],
    total: 99_900,
  },
  shippingAddress: {
    firstName: "Asha",
    lastName: "Rao",
    address: "12, MG Road",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400001",
    mobileNumber: "9876543210",
  },
  payments: [{ paymentTypeCode: "CASH_ON_DELIVERY", amount: 99_900, status: "due" }],
  invoiceAvailable: true,
};

beforeEach(() => {
  orders.history.mockReset();
  orders.details.mockReset();
});

const contextOf = (shopper: Shopper | null = SHOPPER) =>
  testLoadContext({ services, ...(shopper ? { shopper } : {}) }).context;

const loadList = (url: string, shopper: Shopper | null = SHOPPER) =>
  answerOf(myOrders.loader({ context: contextOf(shopper), request: new Request(url), params: {} } as never));

const loadDetails = (orderId: string, shopper: Shopper | null = SHOPPER) =>
  answerOf(
    orderDetails.loader({
      context: contextOf(shopper),
      request: new Request(`https://shop.example.in/orderdetails/${orderId}`),
      params: { orderId },
    } as never),
  );

describe("the dates (spec 3 §9)", () => {
  it("are day, month abbreviation, apostrophe, two-digit year", () => {
    expect(formatDisplayDate("2026-11-26")).toBe("26 Nov '26");
  });
});

describe("/myorders", () => {
  it("reads the page asked for, and asks a guest to log in, coming back to it", async () => {
    orders.history.mockResolvedValue(ok(history(2, 12)));
    expect(await loadList("https://shop.example.in/myorders?page=2")).toMatchObject({
      data: { kind: "orders" },
      status: 200,
    });
    expect(orders.history).toHaveBeenCalledWith(2);
    expect(await loadList("https://shop.example.in/myorders?page=x")).toMatchObject({ status: 200 });
    expect(orders.history).toHaveBeenLastCalledWith(1);
    expect(await loadList("https://shop.example.in/myorders?page=2", null)).toEqual({
      data: { kind: "guest", destination: "/myorders?page=2" },
      status: 200,
    });
  });

  it("sends a page past the last to the last", async () => {
    orders.history.mockResolvedValue(ok(history(5, 12)));
    expect(await loadList("https://shop.example.in/myorders?page=5")).toEqual({
      location: "/myorders?page=2",
      status: 303,
    });
  });

  it("says the orders could not be fetched when the service fails", async () => {
    orders.history.mockRejectedValue(new Error("database down"));
    const answer = await loadList("https://shop.example.in/myorders");
    expect(answer).toEqual({ data: { kind: "error", message: MESSAGES.orders.fetchError }, status: 500 });
    const html = serverHtml("/myorders", MyOrders, answer.data);
    expect(textOf(html)).toContain("Error while fetching your orders!");
  });

  it("shows MY ORDERS with each order and page links that work without scripts", () => {
    const html = serverHtml("/myorders?page=2", MyOrders, { kind: "orders", history: history(2, 12) });
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>MY ORDERS<\/h1>/);
    expect(text).toContain("Order ID OD000000000001");
    expect(text).toContain("Placed on 26 Nov '26");
    expect(text).toContain("Expected by 01 Dec '26");
    expect(text).toContain("Paid by Cash on Delivery");
    expect(html).toContain('href="/orderdetails/OD000000000001"');
    expect(html).toMatch(/<nav[^>]*aria-label="Pages of your orders"/);
    expect(html).toMatch(/href="\/myorders"[^>]*>Previous/);
    expect(html).toMatch(/href="\/myorders\?page=2" aria-current="page"/);
  });

  it("says so when there are no orders, and shows the login gate to a guest", () => {
    const empty = serverHtml("/myorders", MyOrders, { kind: "orders", history: history(1, 0) });
    expect(textOf(empty)).toContain("You have not placed any orders yet!");
    const gate = serverHtml("/myorders", MyOrders, { kind: "guest", destination: "/myorders" });
    expect(textOf(gate)).toContain("Please Login To Continue");
    expect(textOf(gate)).toContain("LOGIN");
  });
});

describe("/orderdetails/{orderId}", () => {
  it("answers 404 for an order that is not the shopper's, and the login gate to a guest", async () => {
    orders.details.mockResolvedValue(
      fail({ name: "unknownOrder", status: 404, code: "NOT_FOUND", detail: "x" } as never),
    );
    expect(await loadDetails("OD999999999999")).toEqual({ data: { kind: "missing" }, status: 404 });
    expect(await loadDetails("not an id")).toEqual({ data: { kind: "missing" }, status: 404 });
    expect(await loadDetails("OD999999999999", null)).toMatchObject({ data: { kind: "guest" } });
    const html = serverHtml("/orderdetails/OD999999999999", OrderDetailsRoute, { kind: "missing" });
    expect(textOf(html)).toContain("This orderId doesn't exist");
  });

  it("shows each item's status, tracking, method, sizes, prices, actions as links and history", async () => {
    orders.details.mockResolvedValue(ok(DETAILS));
    const answer = await loadDetails(DETAILS.orderId);
    const html = serverHtml(`/orderdetails/${DETAILS.orderId}`, OrderDetailsRoute, answer.data);
    const text = textOf(html);
    for (const fact of [
      "Status: Delivered",
      "Tracking number SBX123456789",
      "Carrier Sandbox Express",
      "Delivery Delivery within 5-7 days",
      "Size M",
      "Brand size 40",
      "Colour Blue",
      "Unit price ₹999",
      "Delivered on 28 Nov '26",
      "Return or exchange by 13 Dec '26",
      "Status history Packed 27 Nov '26 Delivered 28 Nov '26",
      "Asha Rao",
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(html).toContain('name="rating"');
    expect(html).toContain('href="/orderdetails/OD000000000001/return/7"');
    expect(html).toContain('href="/orderdetails/OD000000000001/cancel/8"');
    expect(html).not.toContain("/exchange/");
    expect(html).toMatch(/href="\/api\/orders\/OD000000000001\/invoice"[^>]*>Download invoice/);
    const unshipped = serverHtml(`/orderdetails/${DETAILS.orderId}`, OrderDetailsRoute, {
      kind: "order",
      order: { ...DETAILS, invoiceAvailable: false },
    });
    expect(unshipped).not.toContain("Download invoice");
  });
});
