import { type AdminOrderSummary, adminOrdersPage } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { syntheticTransactionId, writeOrder } from "../testing/admin-orders";
import { useTestApp } from "../testing/api-fixture";
import { type Buyer, centreOf } from "../testing/checkout";
import {
  adminHeaders,
  createRole,
  createStaff,
  signInStaff,
  staffWith,
  type TestStaff,
} from "../testing/staff";
import { problemOf } from "../testing/test-app";

/** The back office's order list (decision 65): the search box, the filters, the pages and the scope. */

const test = useTestApp();
let reader: TestStaff;
let brands: [number, number];
let centres: { warehouse: number; store: number };

beforeAll(async () => {
  reader = await staffWith(test, ["orders:read"]);
  const rows = await queryRows<{ id: number }>(
    test.database.db,
    sql`select id from brands order by id limit 2`,
  );
  brands = [rows[0]?.id ?? 1, rows[1]?.id ?? 2];
  centres = { warehouse: (await centreOf(test, "warehouse")).id, store: (await centreOf(test, "store")).id };
});

const list = async (query: Record<string, string | number>, staff: TestStaff = reader) => {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return test.app.inject({ url: `/admin/api/orders?${search}`, headers: staff.headers });
};

async function numbersOf(query: Record<string, string | number>, staff?: TestStaff): Promise<string[]> {
  const answer = await list(query, staff);
  expect(answer.statusCode, answer.body).toBe(200);
  return adminOrdersPage.parse(answer.json()).orders.map((order) => order.orderNumber);
}

/** A shopper with orders of its own, so a search by its e-mail finds exactly those. */
async function shopperWithOrders(count: number): Promise<{ buyer: Buyer; numbers: string[] }> {
  const buyer = await test.shopper();
  const numbers: string[] = [];
  for (let index = 0; index < count; index++) {
    const order = await writeOrder(test, {
      userId: buyer.user.id,
      items: [{ brandId: brands[0], fcId: centres.warehouse }],
    });
    numbers.push(order.orderNumber);
  }
  return { buyer, numbers };
}

describe("the search box", () => {
  it("finds an order by its number, the shopper's phone or e-mail, or a payment's transaction id", async () => {
    const buyer = await test.shopper();
    const transactionId = syntheticTransactionId();
    const paid = await writeOrder(test, {
      userId: buyer.user.id,
      items: [{ brandId: brands[0], fcId: centres.warehouse }],
      payments: [{ type: "CREDIT_CARD", status: "paid" }],
      transaction: { transactionId, gatewayPaymentId: `pay_${buyer.user.id}x` },
    });
    const other = await writeOrder(test, {
      userId: buyer.user.id,
      items: [{ brandId: brands[0], fcId: centres.warehouse }],
    });
    expect(await numbersOf({ q: paid.orderNumber.toLowerCase() })).toEqual([paid.orderNumber]);
    expect(await numbersOf({ q: `+91 ${buyer.user.mobileNumber}` })).toEqual([
      other.orderNumber,
      paid.orderNumber,
    ]);
    expect(await numbersOf({ q: buyer.user.email.toUpperCase() })).toEqual([
      other.orderNumber,
      paid.orderNumber,
    ]);
    expect(await numbersOf({ q: transactionId })).toEqual([paid.orderNumber]);
    expect(await numbersOf({ q: `pay_${buyer.user.id}x` })).toEqual([paid.orderNumber]);
    expect(await numbersOf({ q: "nobody@example.in" })).toEqual([]);
  });

  it("finds an order by the mobile number it is delivered to, when not the account's", async () => {
    const buyer = await test.shopper();
    const mobileNumber = `7${String(buyer.user.id).padStart(9, "0")}`;
    const order = await writeOrder(test, {
      userId: buyer.user.id,
      mobileNumber,
      items: [{ brandId: brands[0], fcId: centres.warehouse }],
    });
    expect(await numbersOf({ q: mobileNumber })).toEqual([order.orderNumber]);
  });

  it("answers each order's summary: statuses, customer, payments, delivery modes and units", async () => {
    const buyer = await test.shopper();
    const order = await writeOrder(test, {
      userId: buyer.user.id,
      items: [
        { brandId: brands[0], fcId: centres.warehouse, status: "SHIPPED", quantity: 2 },
        { brandId: brands[0], fcId: centres.store, status: "PACKED", shippingMethod: "STOREPICK" },
        { brandId: brands[0], fcId: centres.warehouse, status: "CANCELLED" },
      ],
      payments: [
        { type: "LOYALTY", status: "paid" },
        { type: "CASH_ON_DELIVERY", status: "due" },
      ],
    });
    const answer = adminOrdersPage.parse((await list({ q: order.orderNumber })).json());
    expect(answer.orders[0]).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      placedAt: expect.any(String),
      status: "PACKED",
      orderState: "PLACED",
      itemStatuses: [
        { status: "PACKED", count: 1 },
        { status: "SHIPPED", count: 1 },
        { status: "CANCELLED", count: 1 },
      ],
      customer: {
        id: buyer.user.id,
        name: expect.any(String),
        phone: buyer.user.mobileNumber,
        email: buyer.user.email,
      },
      total: 3 * 99_900,
      payments: [
        { type: "LOYALTY", status: "paid" },
        { type: "CASH_ON_DELIVERY", status: "due" },
      ],
      deliveryModes: ["standard", "STOREPICK"],
      itemCount: 4,
    } satisfies AdminOrderSummary);
  });
});

describe("the filters", () => {
  it("keeps the orders with an item in a state, sent a way, at a centre, of a brand, paid a way", async () => {
    const buyer = await test.shopper();
    const userId = buyer.user.id;
    const packedAtStore = await writeOrder(test, {
      userId,
      items: [{ brandId: brands[1], fcId: centres.store, status: "PACKED", shippingMethod: "STOREPICK" }],
      payments: [{ type: "LOYALTY", status: "paid" }],
    });
    const shipped = await writeOrder(test, {
      userId,
      items: [{ brandId: brands[0], fcId: centres.warehouse, status: "SHIPPED" }],
      payments: [{ type: "CREDIT_CARD", status: "paid" }],
    });
    const cod = await writeOrder(test, { userId, items: [{ brandId: brands[0], fcId: centres.warehouse }] });
    const q = buyer.user.email;
    expect(await numbersOf({ q, status: "PACKED" })).toEqual([packedAtStore.orderNumber]);
    expect(await numbersOf({ q, deliveryMode: "STOREPICK" })).toEqual([packedAtStore.orderNumber]);
    expect(await numbersOf({ q, centreId: centres.store })).toEqual([packedAtStore.orderNumber]);
    expect(await numbersOf({ q, brandId: brands[0] })).toEqual([cod.orderNumber, shipped.orderNumber]);
    expect(await numbersOf({ q, paymentMethod: "CREDIT_CARD" })).toEqual([shipped.orderNumber]);
    expect(await numbersOf({ q, paymentStatus: "due" })).toEqual([cod.orderNumber]);
    expect(await numbersOf({ q, paymentMethod: "CASH_ON_DELIVERY", paymentStatus: "paid" })).toEqual([]);
    // The item filters are met by one item together: the PACKED item is not at the warehouse.
    expect(await numbersOf({ q, status: "PACKED", centreId: centres.warehouse })).toEqual([]);
  });

  it("takes from and to as India days, the whole of each", async () => {
    const buyer = await test.shopper();
    const at = async (createdAt: string) =>
      (
        await writeOrder(test, {
          userId: buyer.user.id,
          createdAt,
          items: [{ brandId: brands[0], fcId: centres.warehouse }],
        })
      ).orderNumber;
    // 10 Jan 00:10 in India is still 9 Jan in UTC; 10 Jan 23:50 in India is 10 Jan in UTC.
    const earlyTenth = await at("2026-01-09T18:40:00Z");
    const lateTenth = await at("2026-01-10T18:20:00Z");
    const ninth = await at("2026-01-09T18:00:00Z");
    const eleventh = await at("2026-01-10T18:31:00Z");
    const q = buyer.user.email;
    expect(await numbersOf({ q, from: "2026-01-10", to: "2026-01-10" })).toEqual([lateTenth, earlyTenth]);
    expect(await numbersOf({ q, to: "2026-01-09" })).toEqual([ninth]);
    expect(await numbersOf({ q, from: "2026-01-11" })).toEqual([eleventh]);
    const reversed = await list({ q, from: "2026-01-11", to: "2026-01-10" });
    expect(reversed.statusCode).toBe(400);
    expect((await list({ from: "2026-02-30" })).statusCode).toBe(400);
  });
});

describe("the pages", () => {
  it("go newest first by a cursor, never repeating or skipping an order, ties to the microsecond included", async () => {
    const buyer = await test.shopper();
    const write = (createdAt: string) =>
      writeOrder(test, {
        userId: buyer.user.id,
        createdAt,
        items: [{ brandId: brands[0], fcId: centres.warehouse }],
      });
    // Three at one instant, two a microsecond apart within the same millisecond, one earlier.
    const orders = [
      await write("2026-03-01 10:00:00.000300+00"),
      await write("2026-03-01 10:00:00.000300+00"),
      await write("2026-03-01 10:00:00.000300+00"),
      await write("2026-03-01 10:00:00.000301+00"),
      await write("2026-03-01 10:00:00.000299+00"),
      await write("2026-02-01 10:00:00+00"),
    ];
    const expected = [orders[3], orders[2], orders[1], orders[0], orders[4], orders[5]].map(
      (o) => o?.orderNumber,
    );
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer = await list({ q: buyer.user.email, limit: 2, ...(after ? { after } : {}) });
      const parsed = adminOrdersPage.parse(answer.json());
      seen.push(...parsed.orders.map((order) => order.orderNumber));
      after = parsed.next;
      if (!after) break;
    }
    expect(seen).toEqual(expected);
    expect(after).toBeNull();
  });

  it("refuses a cursor it did not write, and a page bigger than 100", async () => {
    const forged = await list({ after: "bm90IGEgY3Vyc29y" });
    expect(forged.statusCode).toBe(400);
    expect(problemOf(forged)?.detail).toMatch(/expired/);
    expect((await list({ limit: 101 })).statusCode).toBe(400);
  });

  it("ends the last page with next null", async () => {
    const { buyer, numbers } = await shopperWithOrders(2);
    const answer = adminOrdersPage.parse((await list({ q: buyer.user.email, limit: 2 })).json());
    expect(answer.orders.map((order) => order.orderNumber)).toEqual([...numbers].reverse());
    expect(answer.next).toBeNull();
  });
});

describe("the list as CSV", () => {
  it("holds every order the filters find, newest first, past one page, within the staff member's scope", async () => {
    const { buyer, numbers } = await shopperWithOrders(3);
    const exported = await test.app.inject({
      url: `/admin/api/orders/export?q=${encodeURIComponent(buyer.user.email)}&limit=1&after=bogus`,
      headers: reader.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    const [header, ...lines] = exported.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(header).toBe(
      "orderNumber,placedAt,status,orderState,customer,phone,email,total,payments,delivery,items",
    );
    expect(lines.map((line) => line.split(",")[0])).toEqual([...numbers].reverse());

    const role = await createRole(test, ["orders:read"]);
    const brandTeam = await signInStaff(test, await createStaff(test, role, { brandIds: [brands[1]] }));
    const scoped = await test.app.inject({
      url: `/admin/api/orders/export?q=${encodeURIComponent(buyer.user.email)}`,
      headers: brandTeam.headers,
    });
    expect(
      scoped.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n"),
    ).toHaveLength(1);
  });
});

describe("a staff member's scope", () => {
  it("lists and opens only orders with an item of their brands; another brand's order answers 403", async () => {
    const role = await createRole(test, ["orders:read"]);
    const brandTeam = await signInStaff(test, await createStaff(test, role, { brandIds: [brands[1]] }));
    const buyer = await test.shopper();
    const theirs = await writeOrder(test, {
      userId: buyer.user.id,
      items: [
        { brandId: brands[0], fcId: centres.warehouse },
        { brandId: brands[1], fcId: centres.warehouse },
      ],
    });
    const others = await writeOrder(test, {
      userId: buyer.user.id,
      items: [{ brandId: brands[0], fcId: centres.warehouse }],
    });
    expect(await numbersOf({ q: buyer.user.email }, brandTeam)).toEqual([theirs.orderNumber]);
    expect(await numbersOf({ q: buyer.user.email }, reader)).toEqual([
      others.orderNumber,
      theirs.orderNumber,
    ]);
    const open = (orderNumber: string) =>
      test.app.inject({ url: `/admin/api/orders/${orderNumber}`, headers: brandTeam.headers });
    expect((await open(theirs.orderNumber)).statusCode).toBe(200);
    const refused = await open(others.orderNumber);
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused)?.code).toBe("OUT_OF_SCOPE");
  });

  it("limits a centre's staff to orders with an item at their centre", async () => {
    const role = await createRole(test, ["orders:read"]);
    const storeStaff = await signInStaff(test, await createStaff(test, role, { centreIds: [centres.store] }));
    const buyer = await test.shopper();
    const atStore = await writeOrder(test, {
      userId: buyer.user.id,
      items: [{ brandId: brands[0], fcId: centres.store, shippingMethod: "STOREPICK" }],
    });
    await writeOrder(test, {
      userId: buyer.user.id,
      items: [{ brandId: brands[0], fcId: centres.warehouse }],
    });
    expect(await numbersOf({ q: buyer.user.email }, storeStaff)).toEqual([atStore.orderNumber]);
  });
});

describe("who may read orders", () => {
  const reads = [
    "/admin/api/orders",
    "/admin/api/orders/OD1",
    "/admin/api/orders/OD1/documents/INV-2627-000001",
  ];

  it("answers 401 without a staff session, and 403 to a role without orders:read", async () => {
    const other = await staffWith(test, ["customers:read"]);
    for (const url of reads) {
      const anonymous = await test.app.inject({ url, headers: adminHeaders() });
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await test.app.inject({ url, headers: other.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(problemOf(refused)).toMatchObject({
        code: "PERMISSION_REFUSED",
        data: { permission: "orders:read" },
      });
    }
  });

  it("answers 404 for an order that does not exist", async () => {
    const missing = await test.app.inject({
      url: "/admin/api/orders/OD0000000000001",
      headers: reader.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
