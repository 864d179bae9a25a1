import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { headerVariant, pageBrand } from "./page-header";

function match(id: string, loaderData: unknown, handle?: unknown): UIMatch {
  return { id, pathname: "/", params: {}, data: loaderData, loaderData, handle };
}

describe("page header", () => {
  it("is the full header unless a route asks for the minimal one or none", () => {
    expect(headerVariant([match("root", {}), match("home", {})])).toBe("full");
    expect(headerVariant([match("root", {}), match("checkout", {}, { header: "minimal" })])).toBe("minimal");
    expect(
      headerVariant([match("root", {}, { header: "minimal" }), match("x", {}, { header: "none" })]),
    ).toBe("none");
    expect(headerVariant([match("x", {}, { header: "huge" })])).toBe("full");
  });

  it("finds the brand of a brand page in the deepest loader data with brandCode", () => {
    expect(pageBrand([match("root", { navigation: {} }), match("home", null)])).toBeUndefined();
    expect(
      pageBrand([match("root", {}), match("catch-all", { brandCode: "us", wideNavigation: true })]),
    ).toEqual({
      code: "us",
      wideNavigation: true,
    });
    expect(pageBrand([match("catch-all", { brandCode: "nw" })])).toEqual({
      code: "nw",
      wideNavigation: false,
    });
    expect(pageBrand([match("catch-all", { brandCode: "" })])).toBeUndefined();
  });

  it("gives the search's brand journey the parent brand, else the first legal brand name", () => {
    const brand = (brandDetails: unknown) =>
      pageBrand([match("catch-all", { brandCode: "us", brandDetails })]);
    expect(brand({ id: "us", legalBrandNames: ["USPA"], parentBrandName: "Odin Group" })?.parentBrand).toBe(
      "Odin Group",
    );
    expect(brand({ id: "us", legalBrandNames: ["USPA", "US Polo"] })?.parentBrand).toBe("USPA");
    expect(brand(undefined)?.parentBrand).toBeUndefined();
  });
});
