// @vitest-environment happy-dom
import { type BrandListItem, MESSAGES } from "@odin/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { brandsListView } from "./brand-index";
import { BrandsListPage } from "./brands-list-page";

const BRANDS: BrandListItem[] = [
  {
    brandId: 1,
    code: "nw",
    brandName: "Neelam Weaves",
    legalBrandName: "Neelam Weaves, Neelam Weaves Girls",
    legalBrandNames: ["Neelam Weaves", "Neelam Weaves Girls"],
    brandType: "Apparel",
    parentBrand: "Sutradhar Lifestyle",
    wideNavigation: false,
    url: "/nw",
    productListingUrl: "/products?f-br=nw",
    images: { logo: "/img/b/logo-nw/8e2c48/mobile.webp" },
  },
];

function renderPage(query = "") {
  const view = brandsListView(BRANDS, new URLSearchParams(query));
  const router = createMemoryRouter([{ path: "/brandslist", element: <BrandsListPage view={view} /> }], {
    initialEntries: [query ? `/brandslist?${query}` : "/brandslist"],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe("BrandsListPage", () => {
  it("links each brand to its page and shows legal names and parent brand", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Brands A-Z");
    expect(screen.getByRole("link", { name: "Neelam Weaves" }).getAttribute("href")).toBe("/nw");
    expect(screen.getByText("Neelam Weaves, Neelam Weaves Girls")).toBeTruthy();
    expect(screen.getByText("Sutradhar Lifestyle")).toBeTruthy();
  });

  it("offers View All (current by default) and only letters with brands as links", () => {
    renderPage();
    const nav = screen.getByRole("navigation", { name: "Brands by letter" });
    const links = [...nav.querySelectorAll("a")].map((a) => a.textContent);
    expect(links).toEqual(["View All", "N"]);
    expect(screen.getByRole("link", { name: "View All" }).getAttribute("aria-current")).toBe("true");
    expect(nav.textContent).toContain("A (no brands)");
  });

  it("refuses an empty or invalid search in the browser without leaving the page", () => {
    const router = renderPage();
    const input = screen.getByRole("searchbox", { name: "Search brands" }) as HTMLInputElement;
    fireEvent.submit(input.form as HTMLFormElement);
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.brandsList.enterSomething);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    fireEvent.input(input, { target: { value: "H&M" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.submit(input.form as HTMLFormElement);
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.brandsList.invalidBrand);
    expect(router.state.location.search).toBe("");
  });

  it("shows the server's message when the search arrived without the browser check", () => {
    renderPage("q=%3Cb%3E");
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.brandsList.invalidBrand);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("<b>");
  });
});
