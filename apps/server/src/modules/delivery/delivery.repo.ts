import { type Database, schema } from "@odin/db";
import { and, eq, gt } from "drizzle-orm";
import type { Centre } from "./delivery-rules";

const { pincodes, skus, stock, fulfilmentCentres: centres } = schema;

export type PincodeRow = typeof pincodes.$inferSelect;

/** A centre holding units of one SKU, with what the store list shows. */
export interface HoldingCentre extends Centre {
  address: string;
  pincode: string;
  phone: string | null;
  openingHours: string;
  quantity: number;
}

export async function findPincode(db: Database, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row;
}

/**
 * The centres holding units of a SKU (quantity above zero): an empty list when it is sold out,
 * undefined when no such SKU exists. One query.
 */
export async function findHoldingCentres(db: Database, skuId: number): Promise<HoldingCentre[] | undefined> {
  const rows = await db
    .select({
      skuId: skus.id,
      quantity: stock.quantity,
      centre: {
        id: centres.id,
        code: centres.code,
        kind: centres.kind,
        name: centres.name,
        city: centres.city,
        address: centres.address,
        pincode: centres.pincode,
        phone: centres.phone,
        openingHours: centres.openingHours,
        latitude: centres.latitude,
        longitude: centres.longitude,
        sameDayCapable: centres.sameDayCapable,
        storeLocatorEnabled: centres.storeLocatorEnabled,
      },
    })
    .from(skus)
    .leftJoin(stock, and(eq(stock.skuId, skus.id), gt(stock.quantity, 0)))
    .leftJoin(centres, eq(centres.id, stock.fcId))
    .where(eq(skus.id, skuId))
    .orderBy(centres.id);
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ centre, quantity }) =>
    centre && quantity !== null ? [{ ...centre, quantity }] : [],
  );
}
