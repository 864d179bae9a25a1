import type { ShippingMethod } from "@odin/contracts";
import { type Executor, schema } from "@odin/db";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Centre } from "../delivery";
import type { Holding } from "./shipping-rules";

const { checkoutSelections, fulfilmentCentres: centres, skus, stock, styles } = schema;

/** A centre with what the checkout's store choice shows. */
export interface CheckoutCentre extends Centre {
  address: string;
  pincode: string;
  openingHours: string;
}

export interface Selection {
  pincode: string | null;
  addressId: number | null;
  shippingMethods: { skuId: number; shippingMethod: ShippingMethod; storeId?: number }[];
}

export const NO_SELECTION: Selection = { pincode: null, addressId: null, shippingMethods: [] };

export async function findSelection(db: Executor, userId: number): Promise<Selection> {
  const [row] = await db
    .select({
      pincode: checkoutSelections.pincode,
      addressId: checkoutSelections.addressId,
      shippingMethods: checkoutSelections.shippingMethods,
    })
    .from(checkoutSelections)
    .where(eq(checkoutSelections.userId, userId));
  return row ?? NO_SELECTION;
}

export async function saveSelection(db: Executor, userId: number, selection: Selection): Promise<void> {
  const values = { ...selection, updatedAt: new Date() };
  await db
    .insert(checkoutSelections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: checkoutSelections.userId, set: values });
}

/** Forgets the shopper's kept shipping methods (one statement; nothing written when there are none). */
export async function clearShippingMethods(db: Executor, userId: number): Promise<void> {
  await db
    .update(checkoutSelections)
    .set({ shippingMethods: [], updatedAt: new Date() })
    .where(
      and(eq(checkoutSelections.userId, userId), sql`${checkoutSelections.shippingMethods} <> '[]'::jsonb`),
    );
}

/** Every fulfilment centre (a few hundred rows at most). */
export async function allCentres(db: Executor): Promise<CheckoutCentre[]> {
  return db
    .select({
      id: centres.id,
      code: centres.code,
      kind: centres.kind,
      name: centres.name,
      city: centres.city,
      address: centres.address,
      pincode: centres.pincode,
      openingHours: centres.openingHours,
      latitude: centres.latitude,
      longitude: centres.longitude,
      sameDayCapable: centres.sameDayCapable,
      storeLocatorEnabled: centres.storeLocatorEnabled,
    })
    .from(centres)
    .orderBy(centres.id);
}

/** Who holds units of each size (quantity above zero); none of a size whose style is unpublished. */
export async function holdingsOf(db: Executor, skuIds: readonly number[]): Promise<Map<number, Holding[]>> {
  const held = new Map<number, Holding[]>(skuIds.map((skuId) => [skuId, []]));
  if (skuIds.length === 0) return held;
  const rows = await db
    .select({ skuId: stock.skuId, fcId: stock.fcId, quantity: stock.quantity })
    .from(stock)
    .innerJoin(skus, eq(skus.id, stock.skuId))
    .innerJoin(styles, eq(styles.id, skus.styleId))
    .where(and(inArray(stock.skuId, [...skuIds]), gt(stock.quantity, 0), eq(styles.published, true)));
  for (const row of rows) held.get(row.skuId)?.push({ fcId: row.fcId, quantity: row.quantity });
  return held;
}
