import { describe, expect, it } from "vitest";
import { parseListingQuery } from "./listing-query";

describe("parseListingQuery", () => {
  it("reads multi-value filters joined by --", () => {
    const query = parseListingQuery("f-br=NW--us&f-co=Red--Navy%20Blue&f-oc=Festive");
    expect(query.brands).toEqual(["nw", "us"]);
    expect(query.colours).toEqual(["Red", "Navy Blue"]);
    expect(query.occasions).toEqual(["Festive"]);
  });

  it("treats na and os as flags and sorts new arrivals by newest unless told otherwise", () => {
    expect(parseListingQuery("na")).toMatchObject({ newArrivals: true, onSale: false, sort: "newest" });
    expect(parseListingQuery("?os&sort=price_asc")).toMatchObject({ onSale: true, sort: "price_asc" });
    expect(parseListingQuery("sort=bogus").sort).toBe("popularity");
  });
});
