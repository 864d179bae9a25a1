import {
  type ListingRequest,
  type ListingResponse,
  type MasterTemplate,
  MESSAGES,
  type PageTypeResponse,
  type Platform,
  type ProductDetail,
  type StorefrontServices,
} from "@odin/contracts";
import { FOREIGN_RETURN_ADDRESSES, staysOnSite } from "@odin/contracts/testing";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeAlertsService } from "../testing/alerts-service";
import { testLoadContext } from "../testing/load-context";
import { action, loader, shouldRevalidate } from "./catch-all";

const PAGES: Record<string, PageTypeResponse> = {
  "/ethnic-wear": {
    type: "Collection",
    documentType: "Collection",
    path: "/ethnic-wear",
    title: "Ethnic Wear",
    reference: "article=kurtas",
    id: "ethnic-wear",
  },
  "/nw": { type: "Brand", documentType: "Brand", path: "/nw", title: "Neelam Weaves", reference: "nw" },
  "/mens-style-guide": {
    type: "CategoryTemplate",
    documentType: "CategoryTemplate",
    path: "/mens-style-guide",
    title: "Men's Style Guide",
    reference: "mens-style-guide",
  },
  "/blue-shirt-ABCDE12345": {
    type: "Style",
    documentType: "Style",
    path: "/blue-shirt-ABCDE12345",
    title: "Blue Shirt",
    reference: "ABCDE12345",
    id: "42",
  },
};

const template = (brandId: string, platform: Platform): MasterTemplate => ({
  templateType: brandId === "nw" ? "BrandTemplate" : "CategoryTemplate",
  brandId,
  title: `${brandId} on ${platform}`,
  metaDescription: "About it.",
  legalBrandNames: [],
  urlPrefix: "",
  previewMode: false,
  isShareable: false,
  isFavoritable: false,
  isDesktop: platform === "desktop",
  sections: [{ type: "rich_text", title: "Hello", html: "<p>Hi</p>" }],
});

const LISTING: ListingResponse = {
  styles: { styleList: [] },
  totalElements: 0,
  currentPage: 1,
  totalPages: 0,
  pageSize: 24,
  filters: { filterBy: [] },
  selectedFilters: [],
  sorts: [],
  title: "Ethnic Wear",
};

function fakeContext(options: { platforms?: Platform[]; failLookup?: boolean } = {}) {
  const calls = { pageType: [] as string[], listing: [] as ListingRequest[], templates: [] as string[] };
  const services = {
    pages: {
      pageType: async (path: string) => {
        calls.pageType.push(path);
        if (options.failLookup) throw new Error("database down");
        const page = PAGES[path];
        return page ? { ok: true, value: page } : { ok: false, problem: { name: "unknownPage" } };
      },
    },
    brands: {
      list: async () => ({
        brands: [
          {
            brandId: 1,
            code: "nw",
            brandName: "Neelam Weaves",
            legalBrandName: "Neelam Weaves, NW Girls",
            legalBrandNames: ["Neelam Weaves", "NW Girls"],
            brandType: "Apparel",
            parentBrand: "Sutradhar Lifestyle",
            url: "/nw",
            productListingUrl: "/products?f-br=nw",
            images: { logo: "/img/b/logo-nw/8e2c48/mobile.webp" },
          },
        ],
      }),
    },
    content: {
      masterTemplate: async ({
        brandId,
        platform,
        preview,
      }: {
        brandId: string;
        platform: Platform;
        preview: boolean;
      }) => {
        calls.templates.push(`${brandId}:${platform}:${preview}`);
        return (options.platforms ?? ["desktop", "mobile"]).includes(platform)
          ? { ok: true, value: template(brandId, platform) }
          : { ok: false, problem: { name: "unknownTemplate" } };
      },
    },
    catalog: {
      carousel: async () => ({ styles: { styleList: [] }, totalElements: 0 }),
      listing: async (request: ListingRequest) => {
        calls.listing.push(request);
        return { ok: true as const, value: LISTING };
      },
    },
    product: {
      details: async (styleId: number) =>
        styleId === 42
          ? { ok: true, value: { styleId } as unknown as ProductDetail }
          : { ok: false, problem: { name: "unknownStyle" } },
      similar: async () => ({ styles: { styleList: [] }, totalElements: 0 }),
    },
    reviews: { productReviews: async () => ({ reviews: [], photos: [], totalPhotos: 0 }) },
  } as unknown as StorefrontServices;
  const { context, log } = testLoadContext({ services });
  return { context, calls, log };
}

type LoaderAnswer = { data: { kind: string } & Record<string, unknown>; init?: ResponseInit | null };

async function load(path: string, context: AppLoadContext, headers: Record<string, string> = {}) {
  const request = new Request(`https://shop.example.in${path}`, { headers });
  return (await loader({ request, context, params: {} } as never)) as unknown as LoaderAnswer;
}

const header = (answer: LoaderAnswer, name: string) => new Headers(answer.init?.headers).get(name);

describe("catch-all loader", () => {
  it("answers reserved paths with the not-found page without asking for the page type", async () => {
    const { context, calls, log } = fakeContext();
    const answer = await load("/checkout", context);
    expect(answer.data.kind).toBe("not-found");
    expect(answer.init?.status).toBe(404);
    expect(header(answer, "Cache-Control")).toBe("no-store");
    expect(calls.pageType).toEqual([]);
    expect(log.lines[0]).toMatchObject({
      level: "warn",
      fields: { event: "404_redirect", reason: "reserved_path" },
    });
  });

  it("logs a 404 redirect record with the path and referrer for an unknown path or a failed lookup", async () => {
    const { context, log } = fakeContext();
    const answer = await load("/no-such-page?x=1", context, { referer: "https://shop.example.in/men" });
    expect(answer.init?.status).toBe(404);
    expect(log.lines).toEqual([
      {
        level: "warn",
        fields: {
          event: "404_redirect",
          path: "/no-such-page",
          query: "?x=1",
          referrer: "https://shop.example.in/men",
          reason: "unknown_path",
        },
        message: "404 redirect record",
      },
    ]);
    const failing = fakeContext({ failLookup: true });
    expect((await load("/ethnic-wear", failing.context)).init?.status).toBe(404);
  });

  it("moves an address with a trailing slash to the one without, for good", async () => {
    const { context } = fakeContext();
    const answer = await load("/nw/?f-co=Blue", context).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("location")).toBe("/nw?f-co=Blue");
    const sneaky = (await load("//evil.example/", context).catch((thrown: unknown) => thrown)) as Response;
    expect(sneaky.headers.get("location")).toBe("/evil.example");
  });

  it("never moves an address with a trailing slash off the site, however its path is written", async () => {
    const { context } = fakeContext();
    const paths = FOREIGN_RETURN_ADDRESSES.map((address) => `${address}/?f-co=Blue`).filter((path) => {
      try {
        return new URL(`https://shop.example.in${path}`).origin === "https://shop.example.in";
      } catch {
        return false;
      }
    });
    const escaped: string[] = [];
    for (const path of paths) {
      const answer = await load(path, context).catch((thrown: unknown) => thrown);
      const location = answer instanceof Response ? answer.headers.get("location") : null;
      if (!staysOnSite(location)) escaped.push(`${JSON.stringify(path)} -> ${location}`);
    }
    expect(escaped, `${escaped.length} of ${paths.length} escaped`).toEqual([]);
  });

  it("lists a collection with its cid added to the deeplink", async () => {
    const { context, calls } = fakeContext();
    const answer = await load("/ethnic-wear?f-co=Blue", context);
    expect(answer.data.kind).toBe("listing");
    expect(calls.listing[0]?.deeplinkurl).toBe("/ethnic-wear?f-co=Blue&cid=ethnic-wear");
    expect(header(answer, "Cache-Control")).toBe("public, max-age=0, s-maxage=120");
  });

  it("lists a brand with its brand details and its brand template above", async () => {
    const { context, calls } = fakeContext();
    const answer = await load("/nw", context);
    expect(calls.listing[0]).toMatchObject({
      deeplinkurl: "/nw",
      brandDetails: {
        id: "nw",
        legalBrandNames: ["Neelam Weaves", "NW Girls"],
        parentBrandName: "Sutradhar Lifestyle",
      },
    });
    expect(answer.data.brandTemplate).toMatchObject({
      template: { templateType: "BrandTemplate", brandId: "nw" },
    });
    expect(header(answer, "Vary")).toBe("Sec-CH-UA-Mobile, User-Agent");
  });

  it("shows a product page for a style and the not-found page when the style is gone", async () => {
    const { context } = fakeContext();
    const answer = await load("/blue-shirt-ABCDE12345", context);
    expect(answer.data).toMatchObject({
      kind: "product",
      product: { product: { styleId: 42 }, signedIn: false },
    });
    expect(header(answer, "Cache-Control")).toBe("public, max-age=0, s-maxage=120");
    PAGES["/red-shirt-ZZZZZ12345"] = { ...(PAGES["/blue-shirt-ABCDE12345"] as PageTypeResponse), id: "7" };
    expect((await load("/red-shirt-ZZZZZ12345", context)).init?.status).toBe(404);
  });

  it("renders a template in the request's platform variant, else the other, with its page title", async () => {
    const both = fakeContext();
    const mobile = await load("/mens-style-guide", both.context, { "sec-ch-ua-mobile": "?1" });
    expect(mobile.data).toMatchObject({
      kind: "template",
      template: {
        heading: "Men's Style Guide",
        platform: "mobile",
        template: { title: "mens-style-guide on mobile" },
      },
    });
    expect(header(mobile, "Cache-Control")).toBe("public, max-age=0, s-maxage=120");

    const desktopOnly = fakeContext({ platforms: ["desktop"] });
    const fallback = await load("/mens-style-guide", desktopOnly.context, { "sec-ch-ua-mobile": "?1" });
    expect(fallback.data).toMatchObject({ template: { template: { title: "mens-style-guide on desktop" } } });
    expect(desktopOnly.calls.templates).toEqual([
      "mens-style-guide:mobile:false",
      "mens-style-guide:desktop:false",
    ]);

    const none = fakeContext({ platforms: [] });
    expect((await load("/mens-style-guide", none.context)).init?.status).toBe(404);
  });

  it("serves the preview with cmsPreview=1, never to shared caches", async () => {
    const { context, calls } = fakeContext();
    const answer = await load("/mens-style-guide?cmsPreview=1", context);
    expect(answer.data).toMatchObject({ template: { preview: true } });
    expect(calls.templates[0]).toBe("mens-style-guide:desktop:true");
    expect(header(answer, "Cache-Control")).toBe("private, no-store");
  });
});

describe("catch-all posts", () => {
  it("answers the product page's ADD TO BAG with the bag service", async () => {
    const checkout = async () => ({ ok: false, problem: { name: "unknownSku", code: "X", detail: "gone" } });
    const { context } = testLoadContext({ services: { bag: { checkout } } as never });
    const request = new Request("https://shop.example.in/blue-shirt-ABCDE12345", {
      method: "POST",
      body: new URLSearchParams({ intent: "addToBag", skuId: "42" }),
    });
    const answer = (await action({ request, context, params: {} } as never)) as { data: unknown };
    expect(answer.data).toMatchObject({ intent: "addToBag", ok: false, message: "gone" });
  });

  it("answers the product page's NOTIFY ME with the alerts service", async () => {
    const alerts = fakeAlertsService();
    const { context } = testLoadContext({ services: { alerts } });
    const request = new Request("https://shop.example.in/blue-shirt-ABCDE12345", {
      method: "POST",
      body: new URLSearchParams({ intent: "notify-me", skuId: "42", email: "asha@example.in" }),
    });
    const answer = (await action({ request, context, params: {} } as never)) as { data: unknown };
    expect(alerts.requestStock).toHaveBeenCalledWith({ skuId: 42, email: "asha@example.in" });
    expect(answer.data).toMatchObject({ intent: "notify-me", ok: true, message: MESSAGES.alerts.requested });
  });

  it("keeps its page when a bag form was posted, and reloads it after other posts", () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields) as unknown as FormData;
    const revalidates = (formData: FormData, formAction: string) =>
      shouldRevalidate({ formData, formAction, formMethod: "POST", defaultShouldRevalidate: true } as never);
    const page = "/blue-shirt-ABCDE12345";
    expect(revalidates(form({ intent: "addToBag", skuId: "42" }), page)).toBe(false);
    expect(revalidates(form({ intent: "remove", skuId: "42" }), "/mybag")).toBe(false);
    // A stock alert asked for changes nothing the page shows.
    expect(revalidates(form({ intent: "notify-me", skuId: "42" }), page)).toBe(false);
    expect(revalidates(form({ intent: "other" }), page)).toBe(true);
  });
});
