import {
  fail,
  type LocatorStore,
  MESSAGES,
  ok,
  type StorefrontServices,
  type StoresListRequest,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { testLoadContext } from "../../testing/load-context";
import { loadStoreLocator, locationOf } from "./load-store-locator.server";

const BRANDS = [{ brandId: 1, code: "nw", brandName: "Neelam Weaves" }];
const MAP = {
  tileUrl: "/_sandbox/tiles/{z}/{x}/{y}.png",
  attribution: "Demo tiles",
  maxZoom: 19,
  defaultCentre: { latitude: 20.5937, longitude: 78.9629 },
};
const STORE: LocatorStore = {
  code: "ST-DEL-01",
  name: "Neelam Weaves - Karol Bagh, Delhi",
  brandName: "Neelam Weaves",
  address: "Shop G-4, High Street, Karol Bagh",
  city: "Delhi",
  state: "Delhi",
  pincode: "110005",
  openingHours: "11AM to 10PM",
  distance: 3.2,
  coordinates: { latitude: 28.65, longitude: 77.19 },
  storeLocatorEnabled: true,
  markerColor: "#c62828",
};
const DELHI = { latitude: 28.6328, longitude: 77.2197 };

type StoreLocator = StorefrontServices["storeLocator"];

/** The store locator service as a test wants it, recording the searches it was asked for. */
function fakeStoreLocator(overrides: Partial<StoreLocator> = {}) {
  const searches: StoresListRequest[] = [];
  const storeLocator: StoreLocator = {
    brands: async () => ({ brands: BRANDS }),
    storesList: async (request) => {
      searches.push(request);
      return ok({ currentLocation: { pincode: request.pinCode, coordinates: DELHI }, stores: [STORE] });
    },
    nearestPincode: async () => ok("110001"),
    mapSettings: () => MAP,
    ...overrides,
  };
  return { storeLocator, searches };
}

async function load(query: string, storeLocator: StoreLocator) {
  const { context, log } = testLoadContext({ services: { storeLocator } });
  const answer = await loadStoreLocator(new URL(`https://shop.example.in/store-locator${query}`), context);
  return { answer, log };
}

describe("loadStoreLocator", () => {
  it("shows the placeholder, the brands and the map before a search", async () => {
    const { storeLocator, searches } = fakeStoreLocator();
    const { answer } = await load("", storeLocator);
    expect(answer).toEqual({
      kind: "view",
      view: {
        brands: BRANDS,
        brand: "",
        pincode: "",
        pincodeError: null,
        locationError: null,
        result: { state: "placeholder" },
        map: MAP,
      },
    });
    expect(searches).toEqual([]);
  });

  it("searches the brand's stores from the pincode", async () => {
    const { storeLocator, searches } = fakeStoreLocator();
    const { answer } = await load("?brand=Neelam+Weaves&pincode=110001", storeLocator);
    expect(searches).toEqual([{ brandName: "Neelam Weaves", pinCode: "110001" }]);
    expect(answer).toMatchObject({
      kind: "view",
      view: {
        brand: "Neelam Weaves",
        pincode: "110001",
        result: { state: "list", pincode: "110001", centre: DELHI, stores: [STORE] },
      },
    });
  });

  it.each([
    ["", MESSAGES.pincode.enterPincode],
    ["11a001", MESSAGES.pincode.onlyDigits],
    ["1100", "Please enter 6 Digits"],
  ])("does not search for the pincode %j and says which rule it breaks", async (pincode, message) => {
    const { storeLocator, searches } = fakeStoreLocator();
    const { answer } = await load(`?brand=Neelam+Weaves&pincode=${pincode}`, storeLocator);
    expect(searches).toEqual([]);
    expect(answer).toMatchObject({
      view: { pincode, pincodeError: message, result: { state: "placeholder" } },
    });
  });

  it("shows the no-store state for no stores, a refused search and a failed one", async () => {
    const empty = fakeStoreLocator({
      storesList: async () => ok({ currentLocation: { pincode: "110001", coordinates: DELHI }, stores: [] }),
    });
    expect((await load("?pincode=110001", empty.storeLocator)).answer).toMatchObject({
      view: { result: { state: "noStores", message: MESSAGES.storeLocator.noStores } },
    });

    const unknown = fakeStoreLocator({
      storesList: async () =>
        fail({ name: "unknownPincode", status: 404, code: "NOT_FOUND", detail: MESSAGES.pincode.invalid }),
    });
    expect((await load("?pincode=999999", unknown.storeLocator)).answer).toMatchObject({
      view: { result: { state: "noStores", message: MESSAGES.pincode.invalid } },
    });

    const broken = fakeStoreLocator({
      storesList: async () => {
        throw new Error("connection refused");
      },
    });
    const { answer, log } = await load("?pincode=110001", broken.storeLocator);
    expect(answer).toMatchObject({
      view: { result: { state: "noStores", message: MESSAGES.storeLocator.noStores } },
    });
    expect(log.lines).toEqual([
      { level: "error", fields: { err: expect.any(Error) }, message: "the store search failed" },
    ]);
  });

  it("finds no stores for a brand name no brand can have, without asking the service", async () => {
    const { storeLocator, searches } = fakeStoreLocator();
    const { answer } = await load("?brand=Neelam%00Weaves&pincode=110001", storeLocator);
    expect(searches).toEqual([]);
    expect(answer).toMatchObject({ view: { result: { state: "noStores" } } });
  });

  it("answers the search of the nearest pincode for the shopper's location", async () => {
    const asked: object[] = [];
    const { storeLocator, searches } = fakeStoreLocator({
      nearestPincode: async (location) => {
        asked.push(location);
        return ok("110001");
      },
    });
    const { answer } = await load("?brand=Neelam+Weaves&latitude=28.6328&longitude=77.2197", storeLocator);
    expect(asked).toEqual([DELHI]);
    expect(answer).toEqual({ kind: "redirect", brand: "Neelam Weaves", pincode: "110001" });
    expect(searches).toEqual([]);
  });

  it("says so when no pincode lies near the shopper's location", async () => {
    const { storeLocator } = fakeStoreLocator({
      nearestPincode: async () =>
        fail({
          name: "noPincodeNearby",
          status: 404,
          code: "NOT_FOUND",
          detail: MESSAGES.storeLocator.noPincodeNearLocation,
        }),
    });
    const { answer } = await load("?latitude=25.2&longitude=55.27", storeLocator);
    expect(answer).toMatchObject({
      view: {
        locationError: MESSAGES.storeLocator.noPincodeNearLocation,
        pincode: "",
        result: { state: "placeholder" },
      },
    });
  });
});

describe("locationOf", () => {
  const of = (query: string) => locationOf(new URLSearchParams(query));

  it("reads a latitude and a longitude on the earth", () => {
    expect(of("latitude=28.6328&longitude=77.2197")).toEqual(DELHI);
    expect(of("latitude=-90&longitude=180")).toEqual({ latitude: -90, longitude: 180 });
  });

  it.each([
    "",
    "latitude=28.6",
    "latitude=91&longitude=77",
    "latitude=28&longitude=-181",
    "latitude=x&longitude=1",
  ])("ignores %j", (query) => {
    expect(of(query)).toBeUndefined();
  });
});
