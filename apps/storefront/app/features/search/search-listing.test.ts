import { FOREIGN_RETURN_ADDRESSES, SITE, staysOnSite } from "@odin/contracts/testing";
import { describe, expect, it } from "vitest";
import { fixtureListing, fixturePage } from "../../testing/listing-data";
import { searchPage } from "./search-listing";

const url = (address: string) => new URL(`${SITE}${address}`);

describe("the /search listing", () => {
  it("names the query in the heading and the last breadcrumb", () => {
    const page = searchPage(fixturePage({ path: "/search", search: "?q=jeans" }), url("/search?q=jeans"));
    expect(page.listing.title).toBe('Search results for "jeans"');
    expect(page.breadcrumbs).toEqual([
      { breadcrumbText: "Home", breadcrumbUrl: "/" },
      { breadcrumbText: 'Search results for "jeans"', breadcrumbUrl: "/search?q=jeans" },
    ]);
  });

  it("sends a search that found nothing to /noresults with the query", () => {
    const empty = fixturePage({
      listing: fixtureListing({ totalElements: 0, styles: { styleList: [] }, selectedFilters: [] }),
    });
    let thrown: unknown;
    try {
      searchPage(empty, url("/search?q=xyzzy+%3Cb%3E"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/noresults?q=xyzzy");
  });

  it("keeps an empty result with filters on the listing, where they can be cleared", () => {
    const filtered = fixturePage({
      listing: fixtureListing({ totalElements: 0, styles: { styleList: [] } }),
    });
    expect(searchPage(filtered, url("/search?q=jeans&f-co=Red")).listing.totalElements).toBe(0);
  });

  it("leaves a search without a query as the listing it is", () => {
    const page = fixturePage({ path: "/search", search: "" });
    expect(searchPage(page, url("/search?q=+"))).toBe(page);
  });

  it("refuses a blank search without filters: back to the page it came from on this site, else home", () => {
    const bare = fixturePage({ listing: fixtureListing({ selectedFilters: [] }) });
    const location = (referer?: string) => {
      try {
        searchPage(bare, url("/search?q=+"), referer);
      } catch (error) {
        return (error as Response).headers.get("Location");
      }
      return null;
    };
    expect(location("https://shop.example/women-kurtas?f-co=Red")).toBe("/women-kurtas?f-co=Red");
    expect(location("https://elsewhere.example/page")).toBe("/");
    expect(location()).toBe("/");
  });

  it("never sends a blank search off the site, whatever page of it the Referer names", () => {
    const bare = fixturePage({ listing: fixtureListing({ selectedFilters: [] }) });
    const referers = FOREIGN_RETURN_ADDRESSES.flatMap((address) => [address, `${SITE}${address}`]);
    const escaped = referers.flatMap((referer) => {
      try {
        searchPage(bare, url("/search?q=+"), referer);
      } catch (error) {
        const location = (error as Response).headers.get("Location");
        return staysOnSite(location) ? [] : [`${JSON.stringify(referer)} -> ${location}`];
      }
      return [`${JSON.stringify(referer)} -> no redirect`];
    });
    expect(escaped, `${escaped.length} of ${referers.length} escaped`).toEqual([]);
  });
});
