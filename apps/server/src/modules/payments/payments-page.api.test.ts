import { randomUUID } from "node:crypto";
import type { PaymentChoice, PaymentQuote, Result } from "@odin/contracts";
import { schema } from "@odin/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config";
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
import { createBagService } from "../bag/bag.service";
import { createChangeFeed } from "../catalog/change-feed";
import { createLoyaltyService, type LoyaltyService } from "../loyalty/loyalty.service";
import { loyaltyForOrders } from "../orders";
import { type QuoteDeps, quotePayment } from "./payments-page";

const test = useTestApp();
let warehouse: CentreRef;
let loyalty: LoyaltyService;
let deps: QuoteDeps;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
  const config = loadConfig({ NODE_ENV: "test", ODIN_MODE: "demo" });
  const { db } = test.database;
  loyalty = createLoyaltyService({ db, config: config.loyalty });
  deps = {
    db,
    bag: createBagService({ db, config: config.bag, changes: createChangeFeed(db) }),
    loyalty: loyaltyForOrders(loyalty),
  };
});

/** A buyer with one size in the bag, an address at the warehouse and standard delivery chosen. */
async function readyBuyer(size: FixtureSize): Promise<Buyer> {
  const buyer = await test.shopper();
  await readyToPay(test, buyer, [{ skuId: size.skuId, qty: 1 }], warehouse.pincode);
  return buyer;
}

/** Gives the buyer loyalty points (₹1 each) at the brand of the size's style. */
async function grantPoints(buyer: Buyer, size: FixtureSize, points: number): Promise<void> {
  const { db } = test.database;
  const [style] = await db
    .select({ brandId: schema.styles.brandId })
    .from(schema.styles)
    .where(eq(schema.styles.id, size.styleId));
  const brandId = style?.brandId ?? 0;
  await db.transaction((tx) =>
    loyalty.earn(tx, { userId: buyer.user.id, brandId, points, orderRef: `test-${randomUUID()}` }),
  );
}

const quote = (buyer: Buyer, choice: PaymentChoice) => quotePayment(deps, buyer.user.id, choice);

function quoted(result: Result<PaymentQuote>): PaymentQuote {
  if (!result.ok) throw new Error(`the quote was refused: ${result.problem.name}`);
  return result.value;
}

const lineOf = (quote: PaymentQuote, key: string) => quote.overview.lines.find((line) => line.key === key);

describe("a payment choice priced as its order would be", () => {
  it("prices cash on delivery as the payment step's checkout call does, COD charge included", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 89_900, stock: 5 });
    const buyer = await readyBuyer(size);
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const priced = quoted(await quote(buyer, { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: false }));
    expect(priced.mode).toBe("CASH_ON_DELIVERY");
    expect(priced.overview.lines).toEqual(cod.overview.lines);
    expect(lineOf(priced, "codCharges")?.amount).toBeGreaterThan(0);
  });

  it("takes the loyalty money off a cash-on-delivery order, and the placement accepts that total", async () => {
    const size = await test.sizes.size({ mrp: 149_900, price: 149_900, stock: 5 });
    const buyer = await readyBuyer(size);
    await grantPoints(buyer, size, 500);
    const cod = await checkoutAs(test, buyer, { page: "payment", selectedPaymentMode: "CASH_ON_DELIVERY" });
    const priced = quoted(await quote(buyer, { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: true }));
    expect(priced.mode).toBe("CASH_ON_DELIVERY");
    expect(lineOf(priced, "loyalty")?.amount).toBe(50_000);
    expect(priced.overview.total).toBe(cod.overview.total - 50_000);

    const sessionID = await verifiedCodSession(test, buyer);
    const body = placement(cod, { useLoyalty: true, otpDetails: { sessionID } });
    const placed = await call(
      test,
      buyer,
      "POST",
      "/api/payment/make",
      { ...body, pricingDetails: { netAmount: priced.overview.total } },
      { "idempotency-key": newKey() },
    );
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it("pays a covered order with loyalty alone, and refuses loyalty alone that does not cover it", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const buyer = await readyBuyer(size);
    const short = await quote(buyer, { paymentTypeCode: "LOYALTY", useLoyalty: false });
    expect(short.ok ? undefined : short.problem.name).toBe("insufficientLoyalty");

    await grantPoints(buyer, size, 5_000);
    for (const choice of [
      { paymentTypeCode: "LOYALTY", useLoyalty: false },
      { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: true },
    ] as const) {
      const priced = quoted(await quote(buyer, choice));
      expect(priced.mode).toBe("LOYALTY");
      expect(priced.overview.total).toBe(0);
      expect(lineOf(priced, "codCharges")).toBeUndefined();
    }
  });

  it("prices an online type as prepaid, loyalty beside it, and refuses an empty bag", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 99_900, stock: 5 });
    const buyer = await readyBuyer(size);
    const upi = quoted(await quote(buyer, { paymentTypeCode: "UPI", useLoyalty: false }));
    expect(upi.mode).toBe("UPI");
    expect(lineOf(upi, "codCharges")).toBeUndefined();
    await grantPoints(buyer, size, 100);
    const split = quoted(await quote(buyer, { paymentTypeCode: "CREDIT_CARD", useLoyalty: true }));
    expect(split.mode).toBe("CREDIT_CARD");
    expect(split.overview.total).toBe(upi.overview.total - 10_000);
    const nobody = await test.shopper();
    const empty = await quote(nobody, { paymentTypeCode: "CASH_ON_DELIVERY", useLoyalty: false });
    expect(empty.ok ? undefined : empty.problem.name).toBe("emptyBag");
  });
});
