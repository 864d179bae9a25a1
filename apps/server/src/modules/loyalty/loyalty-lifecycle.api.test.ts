import { schema } from "@odin/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type CentreRef, centreOf, placeCodOrder, testLoyalty } from "../../testing/checkout";
import { advanceOrder } from "../../testing/order-lifecycle";

const test = useTestApp();
let warehouse: CentreRef;

beforeAll(async () => {
  warehouse = await centreOf(test, "warehouse");
});

describe("points follow the order's items through the lifecycle (decision 45)", () => {
  it("earns on delivery, once, and takes the points back when the item is returned", async () => {
    const size = await test.sizes.size({ mrp: 99_900, price: 79_900, stock: 2 });
    // A new shopper is in the brand's entry tier: its rate of the ₹799 paid, in whole points.
    const [entry] = await test.database.db
      .select()
      .from(schema.loyaltyTiers)
      .where(and(eq(schema.loyaltyTiers.brandId, size.brandId), eq(schema.loyaltyTiers.minPoints, 0)));
    if (!entry || entry.earnBasisPoints === 0) throw new Error("the fixture's brand earns nothing");
    const earned = Math.floor((79_900 * entry.earnBasisPoints) / 10_000 / 100);
    const buyer = await test.shopper();
    const orderNumber = await placeCodOrder(test, buyer, [{ skuId: size.skuId, qty: 1 }], warehouse.pincode);
    const loyalty = testLoyalty(test);
    const pointsAtBrand = async () =>
      (await loyalty.balances(buyer.user.id)).find((brand) => brand.brandId === size.brandId)?.balance ?? 0;

    await advanceOrder(test, orderNumber, "PACKED", "SHIPPED");
    expect(await pointsAtBrand()).toBe(0);
    await advanceOrder(test, orderNumber, "DELIVERED");
    expect(await pointsAtBrand()).toBe(earned);
    // A return withdrawn puts the item back to delivered: it earns nothing more.
    await advanceOrder(test, orderNumber, "RETURN_REQUESTED", "DELIVERED");
    expect(await pointsAtBrand()).toBe(earned);
    await advanceOrder(test, orderNumber, "RETURN_REQUESTED", "PICKED_UP", "RETURNED");
    expect(await pointsAtBrand()).toBe(0);
  });
});
