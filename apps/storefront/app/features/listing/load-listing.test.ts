import {
  type ListingProblem,
  type ListingRequest,
  type ListingResponse,
  MESSAGES,
  type Result,
} from "@odin/contracts";
import { FOREIGN_RETURN_ADDRESSES, SITE, staysOnSite } from "@odin/contracts/testing";
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { fixtureListing } from "../../testing/listing-data";
import { testLoadContext } from "../../testing/load-context";
import { listingCacheControl, listingHeaders, loadListing } from "./load-listing";

type ListingResult = Result<ListingResponse, ListingProblem>;

function contextWith(listing: (request: ListingRequest) => Promise<ListingResult>) {
  const spy = vi.fn(listing);
  const { context, log } = testLoadContext({ services: { catalog: { listing: spy } } as never });
  return { context, spy, log };
}

const ok = async (): Promise<ListingResult> => ({ ok: true, value: fixtureListing() });

function load(url: string, context: AppLoadContext, cookie?: string) {
  const request = new Request(`https://shop.example${url}`, { headers: cookie ? { cookie } : {} });
  return loadListing({ request, context, deeplinkurl: url });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("loadListing", () => {
  it("asks for the page's address and gives breadcrumbs Home → title", async () => {
    const { context, spy } = contextWith(ok);
    const data = await load("/products?f-co=Red&p=2", context, "pincode=560001");
    expect(spy).toHaveBeenCalledWith({ deeplinkurl: "/products?f-co=Red&p=2" });
    expect(data.path).toBe("/products");
    expect(data.search).toBe("?f-co=Red&p=2");
    expect(data.origin).toBe("https://shop.example");
    expect(data.breadcrumbs.map((entry) => entry.breadcrumbText)).toEqual(["Home", "All Products"]);
    expect(data.personalised).toBe(false);
    expect(listingCacheControl(data)).toBe("public, max-age=0, s-maxage=120");
  });

  it("ships the styles as the cards draw them, and the first one's large image for Open Graph", async () => {
    const { context } = contextWith(ok);
    const data = await load("/products", context);
    const [first] = fixtureListing().styles.styleList;
    expect(data.listing.styles.styleList[0]).toEqual({
      styleId: first?.styleId,
      styleName: first?.styleName,
      brand: first?.brand,
      url: first?.url,
      images: { medium: first?.images.medium },
      mrp: first?.mrp,
      price: first?.price,
      discountInPercentage: first?.discountInPercentage,
    });
    expect(data.image).toBe(first?.images.large);
  });

  it("passes the pincode cookie only for delivery and store filters, and then is private", async () => {
    const { context, spy } = contextWith(ok);
    const data = await load("/products?p-dl=same-day", context, "a=1; pincode=560001");
    expect(spy).toHaveBeenCalledWith({ deeplinkurl: "/products?p-dl=same-day", pincode: "560001" });
    expect(data.personalised).toBe(true);
    expect(listingCacheControl(data)).toBe("private, no-store");
  });

  it("shows an invalid custom price's message and the listing without it", async () => {
    const { context, spy } = contextWith(async (request) =>
      request.deeplinkurl.includes("cpr")
        ? {
            ok: false,
            problem: {
              name: "invalidCustomPrice",
              status: 400,
              code: "VALIDATION_FAILED",
              detail: MESSAGES.priceFilter.cannotStartWithZero,
            },
          }
        : ok(),
    );
    const data = await load("/products?cpr=0100-900&f-co=Red", context);
    expect(spy).toHaveBeenLastCalledWith({ deeplinkurl: "/products?f-co=Red" });
    expect(data.priceError).toBe(MESSAGES.priceFilter.cannotStartWithZero);
    expect(data.search).toBe("?f-co=Red");
    expect(data.priceDraft).toEqual({ min: "0100", max: "900" });
  });

  it("turns a valid custom price form into cpr with a redirect, dropping a price range", async () => {
    const { context } = contextWith(ok);
    const response = await thrown(load("/products?f-co=Red&f-pr=500-999&cpr-min=700&cpr-max=1500", context));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/products?f-co=Red&cpr=700-1500");
  });

  it("never redirects the custom price form off the site, however the page's path is written", async () => {
    const { context } = contextWith(ok);
    const paths = FOREIGN_RETURN_ADDRESSES.map((address) => `${address}?cpr-min=700&cpr-max=1500`).filter(
      (path) => URL.canParse(`${SITE}${path}`) && new URL(`${SITE}${path}`).origin === SITE,
    );
    const escaped: string[] = [];
    for (const path of paths) {
      const answer = await load(path, context).catch((error: unknown) => error);
      const location = answer instanceof Response ? answer.headers.get("Location") : null;
      if (!staysOnSite(location)) escaped.push(`${JSON.stringify(path)} -> ${location}`);
    }
    expect(escaped, `${escaped.length} of ${paths.length} escaped`).toEqual([]);
  });

  it("reports an invalid custom price form and keeps what was typed", async () => {
    const { context, spy } = contextWith(ok);
    const data = await load("/products?f-co=Red&cpr-min=9&cpr-max=", context);
    expect(data.priceError).toBe(MESSAGES.priceFilter.bothRequired);
    expect(data.priceDraft).toEqual({ min: "9", max: "" });
    expect(data.search).toBe("?f-co=Red");
    expect(spy).toHaveBeenCalledWith({ deeplinkurl: "/products?f-co=Red" });
  });

  it("throws a 404 response for an unknown listing and a 500 for a failed one", async () => {
    const missing = contextWith(async () => ({
      ok: false,
      problem: { name: "unknownListing", status: 404, code: "NOT_FOUND", detail: "no such collection" },
    }));
    const crashing = contextWith(async () => {
      throw new Error("boom");
    });
    expect(((await thrown(load("/x?cid=9", missing.context))) as Response).status).toBe(404);
    expect(((await thrown(load("/products", crashing.context))) as Response).status).toBe(500);
    expect(crashing.log.lines).toMatchObject([{ level: "error", message: "listing failed" }]);
  });

  it("keeps the catch-all's brand details and breadcrumbs", async () => {
    const { context, spy } = contextWith(ok);
    const brandDetails = { id: "nw", legalBrandNames: ["Northwind Apparel"], parentBrandName: "Odin Group" };
    const breadcrumbs = [{ breadcrumbText: "Northwind", breadcrumbUrl: "/" }];
    const request = new Request("https://shop.example/northwind?f-co=Red");
    const data = await loadListing({
      request,
      context,
      deeplinkurl: "/northwind?f-co=Red",
      brandDetails,
      breadcrumbs,
    });
    expect(spy).toHaveBeenCalledWith({ deeplinkurl: "/northwind?f-co=Red", brandDetails });
    expect(data.brandDetails).toEqual(brandDetails);
    expect(data.breadcrumbs).toBe(breadcrumbs);
  });

  it("passes the loader's Cache-Control on as the route's headers", () => {
    const loaderHeaders = new Headers({ "Cache-Control": "private, no-store" });
    expect(listingHeaders({ loaderHeaders })).toEqual({ "Cache-Control": "private, no-store" });
  });
});

describe("the hearts' favourites", () => {
  it("are never read for a guest: a shared page holds no one's", async () => {
    const favouredAmong = vi.fn();
    const { context } = testLoadContext({
      services: { catalog: { listing: vi.fn(ok) }, favourites: { favouredAmong } } as never,
    });
    const data = await load("/products", context);
    expect(data.favouredStyleIds).toEqual([]);
    expect(favouredAmong).not.toHaveBeenCalled();
  });

  it("are read once for the signed-in shopper, for every listed style", async () => {
    const ids = fixtureListing().styles.styleList.map((style) => style.styleId);
    const favouredAmong = vi.fn(async () => [ids[0]]);
    const { context } = testLoadContext({
      services: { catalog: { listing: vi.fn(ok) }, favourites: { favouredAmong } } as never,
      shopper: { userId: 7, roles: ["ROLE_END_USER"] },
    });
    const data = await load("/products", context);
    expect(favouredAmong).toHaveBeenCalledTimes(1);
    expect(favouredAmong).toHaveBeenCalledWith(ids);
    expect(data.favouredStyleIds).toEqual([ids[0]]);
  });
});
