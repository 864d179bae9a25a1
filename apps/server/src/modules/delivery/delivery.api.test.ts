import { deliveryInfo, LABELS, MESSAGES, OMNI, pincodeDetails, storesResponse } from "@odin/contracts";
import { queryRows } from "@odin/db";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { CLIENT_HEADERS } from "../../testing/test-app";
import { indiaDate } from "./delivery-rules";

const test = useTestApp();

/** Port Blair: more than 1,000 km from every centre of the test catalog. */
const FAR_PINCODE = "744101";
const UNKNOWN_PINCODE = "999999";

interface HeldAt {
  skuId: number;
  pincode: string;
  code: string;
}

/** A SKU held at a store (listed or not, same-day capable or not), with the store's pincode. */
async function heldAtStore(listed: boolean, sameDay: boolean): Promise<HeldAt> {
  const [row] = await queryRows<HeldAt>(
    test.database.db,
    sql`select q.sku_id as "skuId", fc.pincode, fc.code from stock q
        join fulfilment_centres fc on fc.id = q.fc_id
        where fc.kind = 'store' and fc.store_locator_enabled = ${listed}
          and fc.same_day_capable = ${sameDay} and q.quantity > 0
        order by q.sku_id, fc.id limit 1`,
  );
  if (!row) throw new Error("the test catalog has no such SKU");
  return row;
}

const get = (url: string) => test.app.inject({ url, headers: CLIENT_HEADERS });
const stores = (payload: object) =>
  test.app.inject({ method: "POST", url: "/api/shipping/v3/stores", headers: CLIENT_HEADERS, payload });
const deliveryUrl = (pincode: string, skuId: number, extra = "") =>
  `/api/delivery_info?pincode=${pincode}&skuId=${skuId}${extra}`;

describe("pincode validation (spec 2 §5)", () => {
  const cases = [
    ["", MESSAGES.pincode.enterPincode],
    ["%20%20", MESSAGES.pincode.enterPincode],
    ["40a001", MESSAGES.pincode.onlyDigits],
    ["40001", "Please enter 6 Digits"],
    ["4000011", "Please enter 6 Digits"],
  ] as const;

  it.each(cases)("pincodeDetails refuses %j with its message", async (pincode, message) => {
    const response = await get(`/api/shipping/pincodeDetails?pincode=${pincode}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: 400, detail: message });
  });

  it("asks for a pincode when none is sent", async () => {
    for (const url of ["/api/shipping/pincodeDetails", "/api/delivery_info?skuId=5000001"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].detail).toBe(MESSAGES.pincode.enterPincode);
    }
    const response = await stores({ skuId: 5000001 });
    expect(response.json().errors[0].detail).toBe(MESSAGES.pincode.enterPincode);
  });

  it("gives the same messages on delivery options and stores", async () => {
    expect((await get(deliveryUrl("12ab56", 5000001))).json().errors[0].detail).toBe(
      MESSAGES.pincode.onlyDigits,
    );
    const response = await stores({ skuId: 5000001, pincode: "1234" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toBe("Please enter 6 Digits");
  });

  it("answers 404 with the spec message for a pincode outside the directory", async () => {
    for (const response of [
      await get(`/api/shipping/pincodeDetails?pincode=${UNKNOWN_PINCODE}`),
      await get(deliveryUrl(UNKNOWN_PINCODE, 5000001)),
      await stores({ skuId: 5000001, pincode: UNKNOWN_PINCODE }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({
        status: 404,
        code: "NOT_FOUND",
        detail: MESSAGES.pincode.notDelivered,
      });
    }
  });
});

describe("GET /api/shipping/pincodeDetails", () => {
  it("returns the pincode's place from the directory", async () => {
    const response = await get("/api/shipping/pincodeDetails?pincode=400001");
    expect(response.statusCode).toBe(200);
    expect(pincodeDetails.parse(response.json())).toEqual({
      pincode: "400001",
      city: "Tajmahal",
      district: "Mumbai",
      state: "Maharashtra",
      serviceable: true,
    });
  });
});

describe("GET /api/delivery_info", () => {
  it("offers pickup, same day, next day and standard in display order with their labels and dates", async () => {
    const held = await heldAtStore(true, true);
    const response = await get(deliveryUrl(held.pincode, held.skuId, "&defaultRequired=true"));
    expect(response.statusCode).toBe(200);
    const body = deliveryInfo.parse(response.json());
    const today = new Date();
    expect(body).toMatchObject({ pincode: held.pincode, serviceable: true, skuId: held.skuId });
    expect(
      body.deliveryOptions.map(({ type, order, label, estimatedDate }) => ({
        type,
        order,
        label,
        estimatedDate,
      })),
    ).toEqual([
      { type: "pickup", order: 0, label: LABELS.deliveryOptions.pickup, estimatedDate: indiaDate(today) },
      { type: "sameDay", order: 1, label: "Delivery Today", estimatedDate: indiaDate(today) },
      { type: "nextDay", order: 2, label: "Delivery Tomorrow", estimatedDate: indiaDate(today, 1) },
      { type: "standard", order: 3, label: "Delivery within 5-7 days", estimatedDate: indiaDate(today, 7) },
    ]);
    expect(body.deliveryOptions[0]?.store).toEqual(expect.objectContaining({ code: held.code, distance: 0 }));
  });

  it("names the nearest store holding the size for pickup: the first of the store list", async () => {
    // The pincode of a store without the size, about 10 km or less from a listed store holding it.
    const [pair] = await queryRows<{ skuId: number; pincode: string }>(
      test.database.db,
      sql`select q.sku_id as "skuId", other.pincode from stock q
          join fulfilment_centres fc on fc.id = q.fc_id
          join fulfilment_centres other on other.kind = 'store'
            and (other.latitude, other.longitude) <> (fc.latitude, fc.longitude)
            and abs(other.latitude - fc.latitude) < 0.07 and abs(other.longitude - fc.longitude) < 0.07
          where fc.kind = 'store' and fc.store_locator_enabled and q.quantity > 0
            and not exists (select 1 from stock held where held.sku_id = q.sku_id and held.fc_id = other.id)
          order by q.sku_id, other.pincode limit 1`,
    );
    if (!pair) throw new Error("the test catalog has no such SKU");
    const options = deliveryInfo.parse(
      (await get(deliveryUrl(pair.pincode, pair.skuId))).json(),
    ).deliveryOptions;
    const list = storesResponse.parse((await stores(pair)).json()).stores;
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(options[0]).toMatchObject({
      type: "pickup",
      store: { code: list[0]?.code, distance: list[0]?.distance },
    });
    expect(list[0]?.distance).toBeGreaterThan(0);
  });

  it("leaves out the standard option when the default is not required", async () => {
    const held = await heldAtStore(true, false);
    const body = deliveryInfo.parse(
      (await get(deliveryUrl(held.pincode, held.skuId, "&defaultRequired=false"))).json(),
    );
    expect(body.deliveryOptions.map((option) => option.type)).toEqual(["pickup", "nextDay"]);
  });

  it("offers only standard delivery far from every centre", async () => {
    const held = await heldAtStore(true, true);
    const body = deliveryInfo.parse((await get(deliveryUrl(FAR_PINCODE, held.skuId))).json());
    expect(body.deliveryOptions.map((option) => option.type)).toEqual(["standard"]);
  });

  it("offers nothing for a sold-out size", async () => {
    const [soldOut] = await queryRows<{ id: number }>(
      test.database.db,
      sql`select k.id from skus k
          where not exists (select 1 from stock q where q.sku_id = k.id and q.quantity > 0)
          order by k.id limit 1`,
    );
    const response = await get(deliveryUrl("400001", soldOut?.id ?? 0));
    expect(response.statusCode).toBe(200);
    expect(deliveryInfo.parse(response.json()).deliveryOptions).toEqual([]);
  });

  it("answers 404 for an unknown sku and 400 for a malformed one", async () => {
    const unknown = await get(deliveryUrl("400001", 9_999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe("NOT_FOUND");
    expect((await get("/api/delivery_info?pincode=400001&skuId=abc")).statusCode).toBe(400);
  });
});

describe("POST /api/shipping/v3/stores", () => {
  it("lists listed stores within the omni radius holding the size, nearest first", async () => {
    const held = await heldAtStore(true, false);
    const response = await stores({ skuId: held.skuId, pincode: held.pincode });
    expect(response.statusCode).toBe(200);
    const body = storesResponse.parse(response.json());
    const [place] = await queryRows<{ latitude: number; longitude: number }>(
      test.database.db,
      sql`select latitude, longitude from pincodes where pincode = ${held.pincode}`,
    );
    expect(body.currentLocation.coordinates).toEqual(place);
    expect(body.stores[0]).toMatchObject({ code: held.code, distance: 0, pincode: held.pincode });
    const distances = body.stores.map((store) => store.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of body.stores) {
      expect(store.distance).toBeLessThanOrEqual(OMNI.nearbyStoresRadiusKm);
      expect(store.quantity).toBeGreaterThan(0);
      expect(Math.round(store.distance * 10)).toBe(store.distance * 10);
    }
  });

  it("leaves out stores not shown in the store locator, for the list and for pickup", async () => {
    const hidden = await heldAtStore(false, true);
    const list = storesResponse.parse(
      (await stores({ skuId: hidden.skuId, pincode: hidden.pincode })).json(),
    );
    expect(list.stores.map((store) => store.code)).not.toContain(hidden.code);
    const options = deliveryInfo.parse((await get(deliveryUrl(hidden.pincode, hidden.skuId))).json());
    expect(options.deliveryOptions.find((option) => option.type === "pickup")?.store?.code).not.toBe(
      hidden.code,
    );
    // The hidden store still ships the same day.
    expect(options.deliveryOptions.map((option) => option.type)).toContain("sameDay");
  });

  it("answers 404 for an unknown sku", async () => {
    const response = await stores({ skuId: 9_999_999, pincode: "400001" });
    expect(response.statusCode).toBe(404);
  });
});
