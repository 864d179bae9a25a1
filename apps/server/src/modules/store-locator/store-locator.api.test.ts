import { MESSAGES, STORE_LOCATOR, storeLocatorBrandsResponse, storesListResponse } from "@odin/contracts";
import { queryRows, schema } from "@odin/db";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS, problemOf } from "../../testing/test-app";
import { createDeliveryService } from "../delivery/delivery.service";
import { distanceKm } from "../delivery/delivery-rules";
import { createStoreLocatorService } from "./store-locator.service";

/** Three marker colours, so a list of four shows the cycle. */
const COLOURS = ["#aa0000", "#00aa00", "#0000aa"];
/** Port Blair: more than 1,000 km from every store of the demo data, so the stores made here come first. */
const FAR_PINCODE = "744101";
const UNKNOWN_PINCODE = "999999";

const test = useTestApp({ env: { ODIN_STORE_MARKER_COLOURS: COLOURS.join(",") } });

const brandsCall = () => test.app.inject({ url: "/api/storelocator/brands/v2", headers: CLIENT_HEADERS });
const storesList = (payload: unknown) =>
  test.app.inject({
    method: "POST",
    url: "/api/storesList",
    headers: CLIENT_HEADERS,
    payload: payload as object,
  });

interface BrandRow {
  id: number;
  name: string;
}

/** The brand with the most stores in the store locator. */
async function busiestBrand(): Promise<BrandRow> {
  const [row] = await queryRows<BrandRow>(
    test.database.db,
    sql`select b.id, b.name from brands b join fulfilment_centres fc on fc.brand_id = b.id
        where fc.kind = 'store' and fc.store_locator_enabled
        group by b.id, b.name order by count(*) desc, b.id limit 1`,
  );
  if (!row) throw new Error("the test catalog has no stores");
  return row;
}

async function placeOf(pincode: string) {
  const [row] = await queryRows<{ latitude: number; longitude: number }>(
    test.database.db,
    sql`select latitude, longitude from pincodes where pincode = ${pincode}`,
  );
  if (!row) throw new Error(`${pincode} is not in the directory`);
  return row;
}

describe("GET /api/storelocator/brands/v2", () => {
  it("lists, by name, the brands that have a store in the store locator", async () => {
    const response = await brandsCall();
    expect(response.statusCode).toBe(200);
    const { brands } = storeLocatorBrandsResponse.parse(response.json());
    const expected = await queryRows<{ brandId: number }>(
      test.database.db,
      sql`select distinct b.id as "brandId", b.name from brands b
          join fulfilment_centres fc on fc.brand_id = b.id
          where fc.kind = 'store' and fc.store_locator_enabled order by b.name, b.id`,
    );
    expect(brands.map(({ brandId }) => brandId)).toEqual(expected.map(({ brandId }) => brandId));
    expect(brands.length).toBeGreaterThan(0);
    expect(brands[0]).toEqual({
      brandId: expect.any(Number),
      code: expect.any(String),
      brandName: expect.any(String),
    });
  });
});

describe("POST /api/storesList", () => {
  const codes = ["T-LOC-1", "T-LOC-2", "T-LOC-3", "T-LOC-HIDDEN"];
  let brand: BrandRow;
  let far: { latitude: number; longitude: number };

  beforeAll(async () => {
    brand = await busiestBrand();
    far = await placeOf(FAR_PINCODE);
    const at = (code: string, north: number, extra: object = {}) => ({
      code,
      kind: "store" as const,
      name: `${brand.name} - ${code}`,
      brandId: brand.id,
      address: "Aberdeen Bazaar",
      city: "Port Blair",
      state: "Andaman and Nicobar Islands",
      pincode: FAR_PINCODE,
      latitude: far.latitude + north,
      longitude: far.longitude,
      ...extra,
    });
    await test.database.db
      .insert(schema.fulfilmentCentres)
      .values([
        at("T-LOC-3", 0.03),
        at("T-LOC-1", 0.001, { openingHours: "9AM to 9PM", phone: "03192-234567" }),
        at("T-LOC-HIDDEN", 0.0005, { storeLocatorEnabled: false }),
        at("T-LOC-2", 0.01),
      ]);
  });
  afterAll(async () => {
    await test.database.db
      .delete(schema.fulfilmentCentres)
      .where(inArray(schema.fulfilmentCentres.code, codes));
  });

  it("lists the brand's stores nearest to the pincode first, without those left out of the locator", async () => {
    const response = await storesList({ brandName: brand.name, pinCode: FAR_PINCODE });
    expect(response.statusCode).toBe(200);
    const body = storesListResponse.parse(response.json());
    expect(body.currentLocation).toEqual({ pincode: FAR_PINCODE, coordinates: far });
    expect(body.stores.slice(0, 3).map(({ code }) => code)).toEqual(["T-LOC-1", "T-LOC-2", "T-LOC-3"]);
    expect(body.stores.map(({ code }) => code)).not.toContain("T-LOC-HIDDEN");
    const distances = body.stores.map(({ distance }) => distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of body.stores) {
      expect(store.brandName).toBe(brand.name);
      expect(store.storeLocatorEnabled).toBe(true);
      expect(store.distance).toBeCloseTo(distanceKm(far, store.coordinates), 0);
    }
    expect(body.stores.length).toBeLessThanOrEqual(STORE_LOCATOR.maxStores);
  });

  it("cycles the markers through the configured colours, and shows each store's hours", async () => {
    const { stores } = storesListResponse.parse(
      (await storesList({ brandName: brand.name, pinCode: FAR_PINCODE })).json(),
    );
    expect(stores.length).toBeGreaterThan(COLOURS.length);
    stores.forEach((store, position) => {
      expect(store.markerColor).toBe(COLOURS[position % COLOURS.length]);
    });
    expect(stores[0]).toMatchObject({ openingHours: "9AM to 9PM", phone: "03192-234567" });
    expect(stores[1]?.openingHours).toBe(STORE_LOCATOR.defaultHours);
    expect(stores[1]).not.toHaveProperty("phone");
  });

  it("reads the brand's name in any letter case", async () => {
    const upper = storesListResponse.parse(
      (await storesList({ brandName: `  ${brand.name.toUpperCase()} `, pinCode: FAR_PINCODE })).json(),
    );
    expect(upper.stores[0]?.code).toBe("T-LOC-1");
  });

  it("lists every brand's stores when no brand is named", async () => {
    for (const payload of [{ pinCode: FAR_PINCODE }, { brandName: "", pinCode: FAR_PINCODE }]) {
      const { stores } = storesListResponse.parse((await storesList(payload)).json());
      expect(stores.slice(0, 3).map(({ code }) => code)).toEqual(["T-LOC-1", "T-LOC-2", "T-LOC-3"]);
      expect(new Set(stores.map(({ brandName }) => brandName)).size).toBeGreaterThan(1);
      expect(stores).toHaveLength(STORE_LOCATOR.maxStores);
    }
  });

  it("answers an empty list for a brand without stores", async () => {
    const response = await storesList({ brandName: "No Such Brand", pinCode: "400001" });
    expect(response.statusCode).toBe(200);
    expect(storesListResponse.parse(response.json()).stores).toEqual([]);
  });
});

describe("POST /api/storesList refuses bad input with a 4xx", () => {
  it.each([
    [{ brandName: "x", pinCode: "" }, MESSAGES.pincode.enterPincode],
    [{ brandName: "x" }, MESSAGES.pincode.enterPincode],
    [{ pinCode: "  " }, MESSAGES.pincode.enterPincode],
    [{ pinCode: "40a001" }, MESSAGES.pincode.onlyDigits],
    [{ pinCode: "40001" }, "Please enter 6 Digits"],
    [{ pinCode: "4000011" }, "Please enter 6 Digits"],
  ])("the pincode of %j with its spec 2 §5 message", async (payload, message) => {
    const response = await storesList(payload);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ status: 400, detail: message });
  });

  it.each([
    { brandName: "x".repeat(STORE_LOCATOR.brandNameMaxLength + 1), pinCode: "400001" },
    { brandName: "Neelam\u0000Weaves", pinCode: "400001" },
    { brandName: 42, pinCode: "400001" },
    { brandName: "Neelam Weaves", pinCode: 400001 },
    [],
    "400001",
  ])("a malformed body %#", async (payload) => {
    const response = await storesList(payload);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response)).toMatchObject({ status: 400 });
  });

  it("answers 404 for a pincode outside the directory", async () => {
    const response = await storesList({ brandName: "", pinCode: UNKNOWN_PINCODE });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response)).toMatchObject({ code: "NOT_FOUND", detail: MESSAGES.pincode.invalid });
  });
});

describe("the pincode of a shopper's location", () => {
  const service = () =>
    createStoreLocatorService({
      db: test.database.db,
      place: createDeliveryService(test.database.db).place,
      map: { tileUrl: "/tiles/{z}/{x}/{y}.png", attribution: "test", maxZoom: 18, markerColours: COLOURS },
    });

  it("is the directory's nearest pincode", async () => {
    const cst = await placeOf("400001");
    const found = await service().nearestPincode({
      latitude: cst.latitude + 0.0005,
      longitude: cst.longitude,
    });
    expect(found).toEqual({ ok: true, value: "400001" });
  });

  it("is none far from every pincode", async () => {
    const found = await service().nearestPincode({ latitude: 25.2, longitude: 55.27 });
    expect(found.ok).toBe(false);
    if (!found.ok) expect(found.problem.detail).toBe(MESSAGES.storeLocator.noPincodeNearLocation);
  });
});
