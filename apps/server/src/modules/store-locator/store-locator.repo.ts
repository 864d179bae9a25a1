import { type Database, schema } from "@odin/db";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Box, LocatorCentre, PincodePlace } from "./store-locator-rules";

const { brands, pincodes, fulfilmentCentres: centres } = schema;

/** A store as the store locator lists it. */
export interface LocatorStoreRow extends LocatorCentre {
  code: string;
  name: string;
  brandName: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string | null;
  openingHours: string;
}

const isListedStore = and(eq(centres.kind, "store"), eq(centres.storeLocatorEnabled, true));

/** Brands with at least one store shown in the store locator, by name. */
export async function findLocatorBrands(db: Database) {
  return db
    .selectDistinct({ brandId: brands.id, code: brands.code, brandName: brands.name })
    .from(brands)
    .innerJoin(centres, eq(centres.brandId, brands.id))
    .where(isListedStore)
    .orderBy(asc(brands.name), asc(brands.id));
}

/** The stores shown in the store locator, of one brand (by name, any letter case) or of all. */
export async function findLocatorStores(
  db: Database,
  brandName: string | undefined,
): Promise<LocatorStoreRow[]> {
  const ofBrand = brandName ? sql`lower(${brands.name}) = lower(${brandName})` : undefined;
  return db
    .select({
      id: centres.id,
      code: centres.code,
      name: centres.name,
      brandName: brands.name,
      address: centres.address,
      city: centres.city,
      state: centres.state,
      pincode: centres.pincode,
      phone: centres.phone,
      openingHours: centres.openingHours,
      latitude: centres.latitude,
      longitude: centres.longitude,
      storeLocatorEnabled: centres.storeLocatorEnabled,
    })
    .from(centres)
    .innerJoin(brands, eq(brands.id, centres.brandId))
    .where(and(isListedStore, ofBrand));
}

/** The pincodes of the directory inside a box. */
export async function findPincodesIn(db: Database, box: Box): Promise<PincodePlace[]> {
  return db
    .select({ pincode: pincodes.pincode, latitude: pincodes.latitude, longitude: pincodes.longitude })
    .from(pincodes)
    .where(
      and(
        between(pincodes.latitude, box.minLatitude, box.maxLatitude),
        between(pincodes.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
}
