import { MESSAGES, orderConfirmation, paymentResponse } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import type { FixtureSize } from "../../testing/bag-fixture";
import {
  type Buyer,
  type CentreRef,
  call,
  centreOf,
  checkoutAs,
  newKey,
  placement,
  readyToPay,
  verifiedCodSession,
} from "../../testing/checkout";
import { sandboxMessages } from "../../testing/otp";
import { problemOf } from "../../testing/test-app";

const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

/** A buyer with `sizes` in the bag, an address at the warehouse's pincode and standard delivery chosen. */
async function readyBuyer(sizes: { size: FixtureSize; qty: number }[], pincode = warehouse.pincode) {
  const buyer = await test.shopper();
  const items = sizes.map(({ size, qty }) => ({ skuId: size.skuId, qty }));
  return { buyer, bag: await readyToPay(test, buyer, items, pincode) };
}

async function stockOf(skuId: number): Promise<number> {
  const [row] = await queryRows<{ units: number }>(
    test.database.db,
    sql`select coalesce(sum(quantity), 0)::int as units from stock where sku_id = ${skuId}`,
  );
  return row?.units ?? -1;
}

const make = (buyer: Buyer | null, body: object, key: string | undefined = newKey()) =>
  call(test, buyer, "POST", "/api/payment/make", body, key ? { "idempotency-key": key } : {});

describe("placing an order by cash on delivery (spec 3 §3 order placement data)", () => {
  it("re-prices the bag, takes the stock, records the order, empties the bag and sends the confirmation", async () => {
    const shirt = await test.sizes.size({ mrp: 149_900, price: 99_900, stock: 5 });
    const jeans = await test.sizes.size({ mrp: 299_900, price: 249_900, stock: 3 });
    const { buyer, bag } = await readyBuyer([
      { size: shirt, qty: 2 },
      { size: jeans, qty: 1 },
    ]);
    expect(bag.blockingMessage).toBeUndefined();
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const sessionID = await verifiedCodSession(test, buyer);

    const response = await make(buyer, placement(cod, { otpDetails: { sessionID } }));
    expect(response.statusCode, response.body).toBe(200);
    const placed = paymentResponse.parse(response.json());
    expect(placed).toMatchObject({
      status: "success",
      redirectUrl: `/orderconfirmation/${placed.orderId}/success`,
    });

    expect(await stockOf(shirt.skuId)).toBe(3);
    expect(await stockOf(jeans.skuId)).toBe(2);
    const after = await checkoutAs(test, buyer, { page: "myBag" });
    expect(after.products).toEqual([]);

    const confirmation = orderConfirmation.parse(
      (await call(test, buyer, "GET", `/api/orderConfirm/${placed.orderId}`)).json(),
    );
    // The order's total is the bag's total when priced for cash on delivery (with its charge).
    expect(confirmation.total).toBe(cod.overview.total);
    expect(confirmation.overview.lines).toEqual(cod.overview.lines);
    expect(confirmation.overview.lines.map((line) => line.key)).toContain("codCharges");
    expect(confirmation.items.map((item) => [item.skuId, item.qty, item.status])).toEqual(
      [
        [shirt.skuId, 2, "PLACED"],
        [jeans.skuId, 1, "PLACED"],
      ].sort((a, b) => Number(a[0]) - Number(b[0])) as never,
    );
    expect(confirmation.payments).toEqual([
      { paymentTypeCode: "CASH_ON_DELIVERY", amount: cod.overview.total, status: "due" },
    ]);
    expect(confirmation.shippingAddress).toMatchObject({
      pincode: warehouse.pincode,
      mobileNumber: buyer.user.mobileNumber,
    });

    const sms = await sandboxMessages(test, buyer.user.mobileNumber);
    expect(sms.some((message) => message.text.includes(placed.orderId))).toBe(true);
    const mail = await sandboxMessages(test, buyer.user.email);
    expect(mail.some((message) => message.text.includes(placed.orderId))).toBe(true);
  });

  it("answers a repeat with the same key with the same order, and refuses the key with another body", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const { buyer, bag } = await readyBuyer([{ size, qty: 1 }]);
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const body = placement(cod, {
      otpDetails: { sessionID: await verifiedCodSession(test, buyer) },
    });
    const key = newKey();
    const first = await make(buyer, body, key);
    const again = await make(buyer, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(size.skuId)).toBe(4);
    const other = await make(buyer, { ...body, useLoyalty: true }, key);
    expect(other.statusCode).toBe(422);
    expect(problemOf(other)?.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(bag.products).toHaveLength(1);
  });

  it("needs an idempotency key, a validated code and the total the shopper saw, and keeps everything when refused", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 89_900, stock: 5 });
    const { buyer } = await readyBuyer([{ size, qty: 1 }]);
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });

    const noKey = await make(buyer, placement(cod), undefined);
    expect(noKey.statusCode).toBe(400);
    const noCode = await make(buyer, placement(cod));
    expect(noCode.statusCode).toBe(400);
    expect(problemOf(noCode)).toMatchObject({
      code: "OTP_NOT_VERIFIED",
      detail: MESSAGES.payment.otpNotVerified,
    });

    const sessionID = await verifiedCodSession(test, buyer);
    const stale = await make(buyer, {
      ...placement(cod, { otpDetails: { sessionID } }),
      pricingDetails: { netAmount: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(problemOf(stale)).toMatchObject({ code: "PRICE_CHANGED", data: { total: cod.overview.total } });

    const changed = await make(buyer, {
      ...placement(cod, { otpDetails: { sessionID } }),
      productsShippingDetails: [{ skuId: size.skuId, qty: 2, shippingMethod: "standard" }],
    });
    expect(changed.statusCode).toBe(409);
    expect(problemOf(changed)?.code).toBe("BAG_CHANGED");

    const noStore = await make(buyer, {
      ...placement(cod, { otpDetails: { sessionID } }),
      productsShippingDetails: [{ skuId: size.skuId, qty: 1, shippingMethod: "STOREPICK" }],
    });
    expect(noStore.statusCode).toBe(400);
    expect(problemOf(noStore)?.detail).toBe(MESSAGES.checkout.selectDeliveryMethod);

    expect(await stockOf(size.skuId)).toBe(5);
    expect((await checkoutAs(test, buyer, { page: "myBag" })).products).toHaveLength(1);
    const orders = await test.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, buyer.user.id));
    expect(orders).toEqual([]);
  });

  it("answers IMS_OUT_OF_STOCK when the stock went, and the bag shows it", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 2 });
    const { buyer } = await readyBuyer([{ size, qty: 2 }]);
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const sessionID = await verifiedCodSession(test, buyer);
    await test.sizes.setStock(size.skuId, 1);
    const response = await make(buyer, placement(cod, { otpDetails: { sessionID } }));
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)?.code).toBe("IMS_OUT_OF_STOCK");
    const bag = await checkoutAs(test, buyer, { page: "myBag" });
    expect(bag.limitBreachedSkus.map((item) => item.skuId)).toEqual([size.skuId]);
  });
});

describe("who may place and read an order", () => {
  it("refuses a guest, and answers another shopper's order id as unknown", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const { buyer } = await readyBuyer([{ size, qty: 1 }]);
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    expect((await make(null, placement(cod))).statusCode).toBe(401);
    const sessionID = await verifiedCodSession(test, buyer);
    const placed = paymentResponse.parse(
      (await make(buyer, placement(cod, { otpDetails: { sessionID } }))).json(),
    );

    const other = await test.shopper();
    const peek = await call(test, other, "GET", `/api/orderConfirm/${placed.orderId}`);
    expect(peek.statusCode).toBe(404);
    expect(problemOf(peek)?.detail).toBe(MESSAGES.checkout.orderIdMissing);
    const unknown = await call(test, buyer, "GET", "/api/orderConfirm/OD000000000000");
    expect(problemOf(unknown)?.detail).toBe("This orderId doesn't exist");
    expect((await call(test, null, "GET", `/api/orderConfirm/${placed.orderId}`)).statusCode).toBe(401);
  });
});
