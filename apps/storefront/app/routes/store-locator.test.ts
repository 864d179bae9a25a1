import { ok, type StorefrontServices } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { testLoadContext } from "../testing/load-context";
import { headers, loader, meta } from "./store-locator";

const MAP = {
  tileUrl: "/_sandbox/tiles/{z}/{x}/{y}.png",
  attribution: "Demo tiles",
  maxZoom: 19,
  defaultCentre: { latitude: 20.5937, longitude: 78.9629 },
};
const storeLocator: StorefrontServices["storeLocator"] = {
  brands: async () => ({ brands: [] }),
  storesList: async ({ pinCode }) =>
    ok({ currentLocation: { pincode: pinCode, coordinates: MAP.defaultCentre }, stores: [] }),
  nearestPincode: async () => ok("110001"),
  mapSettings: () => MAP,
};

const run = (url: string) => {
  const { context } = testLoadContext({ services: { storeLocator } });
  return loader({ request: new Request(url), context } as never);
};

describe("/store-locator", () => {
  it("answers the page for the page cache, with its title and canonical address", async () => {
    const answer = await run("https://shop.example.in/store-locator?brand=&pincode=110001");
    expect(answer.data.view.result).toEqual({
      state: "noStores",
      message: "Sorry! We could not find any stores for this brand and pincode.",
    });
    const cacheControl = new Headers(answer.init?.headers).get("Cache-Control");
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const loaderHeaders = new Headers({ "Cache-Control": cacheControl ?? "" });
    expect(new Headers(headers({ loaderHeaders } as never) as HeadersInit).get("Cache-Control")).toBe(
      cacheControl,
    );
    expect(meta({ data: answer.data } as never)).toEqual(
      expect.arrayContaining([
        { title: "Store Locator | Odin" },
        { tagName: "link", rel: "canonical", href: "https://shop.example.in/store-locator" },
      ]),
    );
  });

  it("sends the shopper's location on to the search of its nearest pincode", async () => {
    const thrown = await run(
      "https://shop.example.in/store-locator?brand=Neelam+Weaves&latitude=28.6&longitude=77.2",
    ).catch((answer: unknown) => answer);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/store-locator?brand=Neelam+Weaves&pincode=110001");
  });
});
