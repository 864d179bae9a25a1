import { STORE_LOCATOR } from "@odin/contracts";
import type { fulfilmentCentres } from "../schema";
import type { BrandDef } from "./brands";
import { CITY_DEFS, type CityDef, WAREHOUSE_DEFS } from "./cities";
import type { PincodeDirectory, PincodeRow } from "./pincodes";
import { createRandom, type Random } from "./random";

export type CentreRow = typeof fulfilmentCentres.$inferInsert & {
  id: number;
  kind: "warehouse" | "store";
  brandId: number | null;
};

/** Malls open earlier than the default store hours (spec 2 §9); a store's own hours override the default. */
const MALL_HOURS = "10AM to 10PM";
const SUFFIX =
  /\s+(?:H\.?\s?O|S\.?\s?O|B\.?\s?O|P\.?\s?O|R\.?\s?S|G\.?\s?P\.?\s?O|E\.?\s?D|N\.?\s?D|MDG)\.?$/i;
/** Initials such as "C.B.I.T" or "K. G. Road" read as post-office abbreviations. */
const INITIALS = /(?:^|\s)[A-Za-z](?:\.|\s)\s?[A-Za-z](?:\.|\s|$)/;
const INSTITUTIONAL =
  /G\.?P\.?O|secretariat|assembly|court|hospital|office|bldg|building|institute|college|university|dock|cantonment|camp|air ?force|airport|factory|project|corporation|exchange|depot|station|board|refinery|works|barracks|jail|police|naval|army|quarters|mint|post|\bRMS\b|\bT\.?S\.?\b|parliament|bhawan|bhavan|collectorate|high ?court|mandi|school|govt|industri|\bcol\b|\bie\b|\biit\b|midc|staff|laborator|smelter|sectt|vidyala|economic|kty|^city$|[bcdfghjklmnpqrstvwxz]{4}|\d/i;

/** A presentable locality from a GeoNames place name, or null for post-office-only names. */
export function areaName(place: string, city: string): string | null {
  let name = place
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  while (SUFFIX.test(name)) name = name.replace(SUFFIX, "").trim();
  if (name.toLowerCase().startsWith(`${city.toLowerCase()} `)) name = name.slice(city.length + 1);
  if (name.length < 4 || name.toLowerCase() === city.toLowerCase()) return null;
  if (INSTITUTIONAL.test(name) || INITIALS.test(name)) return null;
  return name;
}

interface Locality {
  row: PincodeRow;
  area: string;
}

/** Pincodes of a city's urban core that have a presentable locality name, in pincode order. */
export function cityLocalities(directory: PincodeDirectory, city: CityDef): Locality[] {
  const localities: Locality[] = [];
  for (const row of directory.rows) {
    if (!row.pincode.startsWith(city.prefix)) continue;
    if (city.districts && !city.districts.includes(row.district)) continue;
    const area = directory
      .places(row.pincode)
      .map((place) => areaName(place, city.name))
      .find((name) => name !== null);
    if (area) localities.push({ row, area });
  }
  return localities;
}

function phone(rng: Random, std: string): string {
  const digits = Array.from({ length: 9 - std.length }, () => rng.int(0, 9)).join("");
  return `0${std}-${rng.pick(["4", "6", "2"])}${digits}`;
}

/** Brands in a weighted random order (Efraimidis-Spirakis keys): big brands tend to come first. */
function brandOrder(rng: Random, brands: readonly BrandDef[]): number[] {
  return brands
    .map((brand, index) => ({ index, key: -Math.log(1 - rng.next()) / brand.storeWeight }))
    .sort((a, b) => a.key - b.key)
    .map(({ index }) => index);
}

const VENUES = [
  "City Centre Mall",
  "High Street",
  "Main Road",
  "Central Arcade",
  "Galleria",
  "Market Road",
  "Metro Mall",
];

function cityStores(
  directory: PincodeDirectory,
  city: CityDef,
  brands: readonly BrandDef[],
  firstId: number,
): CentreRow[] {
  const rng = createRandom(`city:${city.name}`);
  const localities = rng.sample(cityLocalities(directory, city), city.stores);
  if (localities.length < city.stores) throw new Error(`not enough pincodes for ${city.name}`);
  const order = brandOrder(rng, brands);
  const cityCode = city.name.slice(0, 3).toUpperCase();
  return localities.map(({ row, area }, i) => {
    const brandIndex = order[i % order.length] ?? 0;
    const brand = brands[brandIndex] as BrandDef;
    const unit = rng.pick([
      `Shop G-${rng.int(1, 40)}`,
      `Unit ${rng.int(101, 320)}`,
      `No. ${rng.int(1, 200)}`,
    ]);
    const venue = rng.pick(VENUES);
    return {
      id: firstId + i,
      code: `ST-${cityCode}-${String(i + 1).padStart(2, "0")}`,
      kind: "store" as const,
      name: `${brand.name} - ${area}, ${city.name}`,
      brandId: brandIndex + 1,
      address: `${unit}, ${venue}, ${area}`,
      city: city.name,
      state: row.state,
      pincode: row.pincode,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: phone(rng, city.std),
      openingHours: /Mall|Galleria/.test(venue) ? MALL_HOURS : STORE_LOCATOR.defaultHours,
      storeLocatorEnabled: rng.chance(0.95),
      sameDayCapable: rng.chance(city.metro ? 0.5 : 0.2),
    };
  });
}

function warehouses(directory: PincodeDirectory): CentreRow[] {
  return WAREHOUSE_DEFS.map((def, i) => {
    const row = directory.get(def.pincode);
    if (!row) throw new Error(`warehouse pincode ${def.pincode} is not in the postal data`);
    const rng = createRandom(`warehouse:${def.code}`);
    return {
      id: i + 1,
      code: def.code,
      kind: "warehouse" as const,
      name: `Odin Fulfilment Centre - ${def.city}`,
      brandId: null,
      address: def.address,
      city: def.city,
      state: row.state,
      pincode: def.pincode,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: phone(rng, def.std),
      openingHours: "24 hours",
      storeLocatorEnabled: false,
      sameDayCapable: true,
    };
  });
}

/** Warehouses first (ids 1..n), then each city's stores. */
export function buildFulfilmentCentres(
  directory: PincodeDirectory,
  brands: readonly BrandDef[],
): CentreRow[] {
  const centres = warehouses(directory);
  for (const city of CITY_DEFS) centres.push(...cityStores(directory, city, brands, centres.length + 1));
  return centres;
}
