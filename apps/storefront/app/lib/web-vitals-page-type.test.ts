import { describe, expect, it } from "vitest";
import routes from "../routes";
import { CATCH_ALL_ROUTE, PAGE_TYPE_OF_ROUTE, pageTypeOf } from "./web-vitals-page-type";

/** Every route id of the route table: its own id, else its file without the extension. */
const routeIds = new Set(
  routes.map((route) => (route as { id?: string }).id ?? route.file.replace(/\.[^.]+$/, "")),
);

const page = (id: string, loaderData?: unknown) => [
  { id: "root", loaderData: {} },
  { id, loaderData },
];

describe("the page type of a page's measurements", () => {
  it("names only routes of the route table", () => {
    for (const id of [...Object.keys(PAGE_TYPE_OF_ROUTE), CATCH_ALL_ROUTE]) {
      expect(routeIds.has(id), id).toBe(true);
    }
  });

  it("is the deepest route's: home, listings, the bag, checkout and account pages", () => {
    expect(pageTypeOf(page("routes/home"))).toBe("home");
    expect(pageTypeOf(page("products"))).toBe("listing");
    expect(pageTypeOf(page("search"))).toBe("listing");
    expect(pageTypeOf(page("routes/my-bag"))).toBe("bag");
    expect(pageTypeOf(page("routes/checkout-payment"))).toBe("checkout");
    expect(pageTypeOf(page("order-confirmation"))).toBe("checkout");
    expect(pageTypeOf(page("routes/account"))).toBe("account");
    expect(pageTypeOf(page("routes/order-details"))).toBe("account");
    expect(pageTypeOf(page("favorites"))).toBe("account");
  });

  it("tells the catch-all's listings and product pages by what its loader drew", () => {
    expect(pageTypeOf(page(CATCH_ALL_ROUTE, { kind: "product" }))).toBe("product");
    expect(pageTypeOf(page(CATCH_ALL_ROUTE, { kind: "listing" }))).toBe("listing");
    expect(pageTypeOf(page(CATCH_ALL_ROUTE, { kind: "template" }))).toBe("other");
    expect(pageTypeOf(page(CATCH_ALL_ROUTE, { kind: "not-found" }))).toBe("other");
    expect(pageTypeOf(page(CATCH_ALL_ROUTE, null))).toBe("other");
  });

  it("is other for every other page, and for none", () => {
    expect(pageTypeOf(page("routes/login"))).toBe("other");
    expect(pageTypeOf(page("whoweare"))).toBe("other");
    expect(pageTypeOf([])).toBe("other");
  });
});
