// @vitest-environment happy-dom
import { routes } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureListing, fixturePage } from "../../testing/listing-data";
import { useLinkNavigation } from "../shell/link-navigation";
import { ListingPage } from "./listing-page";
import type { ListingPageData } from "./load-listing";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

/** The page inside the app's link routing, as root.tsx places every page. */
function Routed({ children }: { children: ReactNode }) {
  useLinkNavigation();
  return children;
}

/** The listing under a root route that says which device class the page was rendered for. */
function show(data: ListingPageData = fixturePage(), platform: "desktop" | "mobile" = "desktop") {
  const element = (
    <Routed>
      <ListingPage data={data} />
    </Routed>
  );
  const root = { platform };
  // Like root.tsx, the root's data is not loaded again when the listing's address changes.
  const routes = [
    {
      id: "root",
      loader: () => root,
      shouldRevalidate: () => false,
      children: [{ path: "/products", element }],
    },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [`/products${data.search}`],
    hydrationData: { loaderData: { root } },
  });
  const view = render(<RouterProvider router={router} />);
  const part = (selector: string) =>
    within(view.container.querySelector<HTMLElement>(selector) as HTMLElement);
  return { router, view, bar: part(".filter-bar"), mobile: part(".mobile-controls") };
}

beforeEach(() => {
  localStorage.clear();
  api.reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ListingPage", () => {
  it("renders filter values as checkbox links to the toggled address, with counts and swatches", () => {
    const { bar } = show();
    const red = bar.getByRole("checkbox", { name: "Red (12)" });
    const blue = bar.getByRole("checkbox", { name: "Blue (7)" });
    expect(red.getAttribute("aria-checked")).toBe("true");
    expect(red.getAttribute("href")).toBe("/products");
    expect(blue.getAttribute("aria-checked")).toBe("false");
    expect(blue.getAttribute("href")).toBe("/products?f-co=Red--Blue");
    expect(blue.querySelector(".facet__swatch")).not.toBeNull();
    expect(bar.queryByRole("checkbox", { name: /Green/ })).toBeNull();
    expect(bar.getByRole("radio", { name: "4 (10)" }).getAttribute("href")).toBe("/products?f-co=Red&r=4");
  });

  it("shows at most 4 filters in the desktop bar, the rest under More filters, no delivery filter", () => {
    const { view } = show();
    const summaries = [...view.container.querySelectorAll(".filter-bar summary")].map(
      (node) => node.textContent,
    );
    expect(summaries.slice(0, 5)).toEqual(["Brand", "Color (1)", "Price", "Occasion", "More filters"]);
    expect(summaries).not.toContain("Delivery Time");
    expect(view.container.querySelector(".filter-bar")?.textContent).toContain("Filter by:");
  });

  it("has chips that remove one filter and a Clear all link", () => {
    show();
    expect(screen.getByRole("link", { name: "Remove filter: Red" }).getAttribute("href")).toBe("/products");
    expect(screen.getAllByRole("link", { name: "Clear all" })[0]?.getAttribute("href")).toBe("/products");
  });

  it("offers sorts as radios that replace the sort", () => {
    const { bar } = show();
    expect(bar.getByText("Sort by: Popularity")).toBeTruthy();
    expect(bar.getByRole("radio", { name: "What's New" }).getAttribute("href")).toBe(
      "/products?f-co=Red&sort=newest",
    );
  });

  it("shows x of N styles and links Load more to the next page; none on the last page", () => {
    show();
    expect(screen.getAllByText("24 of 60 styles").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe(
      "/products?f-co=Red&p=2",
    );
    cleanup();
    show(fixturePage({ listing: fixtureListing({ currentPage: 3, totalPages: 3 }) }));
    expect(screen.queryByRole("link", { name: "Load more" })).toBeNull();
  });

  it("loads the first row of images eagerly and the rest lazily", () => {
    const { view } = show();
    const images = [...view.container.querySelectorAll(".listing-grid img")];
    expect(images.slice(0, 4).map((image) => image.getAttribute("loading"))).toEqual([
      "eager",
      "eager",
      "eager",
      "eager",
    ]);
    expect(images[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(images.slice(4).every((image) => image.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("switches between grid and single-column layout", () => {
    const { view, bar } = show();
    const block = bar.getByRole("button", { name: "Single column view" });
    fireEvent.click(block);
    expect(block.getAttribute("aria-pressed")).toBe("true");
    expect(view.container.querySelector(".listing-grid--block")).not.toBeNull();
  });

  it("shows an empty state with a way to clear the filters", () => {
    show(fixturePage({ listing: fixtureListing({ styles: { styleList: [] }, totalElements: 0 }) }));
    expect(screen.getByRole("heading", { name: "No styles match these filters" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Load more" })).toBeNull();
  });

  it("shows the legal brand names and the parent brand of a brand listing", () => {
    show(
      fixturePage({
        brandDetails: { id: "nw", legalBrandNames: ["Northwind Apparel"], parentBrandName: "Odin Group" },
      }),
    );
    expect(screen.getByText("Northwind Apparel")).toBeTruthy();
    expect(screen.getByText("Odin Group")).toBeTruthy();
  });

  it("shows the server's custom price message", () => {
    show(fixturePage({ priceError: "Numbers only, please." }));
    expect(screen.getAllByRole("alert").some((node) => node.textContent === "Numbers only, please.")).toBe(
      true,
    );
  });

  it("draws the filter bar's menus on a phone's page when the pointer or focus first enters it", () => {
    const { view, bar, mobile } = show(fixturePage(), "mobile");
    expect(bar.queryByRole("checkbox", { name: "Blue (7)" })).toBeNull();
    expect(view.container.querySelectorAll(".filter-bar summary").length).toBeGreaterThan(0);
    expect(mobile.getAllByRole("checkbox", { name: "Blue (7)", hidden: true }).length).toBe(1);
    fireEvent.pointerEnter(view.container.querySelector(".filter-bar") as Element);
    expect(bar.getByRole("checkbox", { name: "Blue (7)" }).getAttribute("href")).toBe(
      "/products?f-co=Red--Blue",
    );
  });

  it("draws REFINE and SORT on a desktop's page when one of them is first opened", () => {
    const { mobile } = show(fixturePage(), "desktop");
    expect(mobile.queryByRole("checkbox", { name: "Blue (7)", hidden: true })).toBeNull();
    expect(mobile.queryByRole("radio", { name: "What's New", hidden: true })).toBeNull();
    fireEvent.click(mobile.getByRole("button", { name: "REFINE (1)" }));
    expect(mobile.getByRole("checkbox", { name: "Blue (7)" }).getAttribute("href")).toBe(
      "/products?f-co=Red--Blue",
    );
    expect(mobile.getByRole("radio", { name: "What's New", hidden: true })).toBeTruthy();
  });

  it("lets Space follow a checkbox link", () => {
    const { bar, router } = show();
    fireEvent.keyDown(bar.getByRole("checkbox", { name: "Blue (7)" }), { key: " " });
    expect(router.state.location.search).toBe("?f-co=Red--Blue");
  });
});

describe("Mobile panels", () => {
  it("opens REFINE and SORT as modal dialogs, never both", () => {
    const { mobile } = show();
    const [refine, sort] = [...document.querySelectorAll("dialog")];
    fireEvent.click(mobile.getByRole("button", { name: "REFINE (1)" }));
    expect(refine?.open).toBe(true);
    fireEvent.click(mobile.getByRole("button", { name: "SORT" }));
    expect(refine?.open).toBe(false);
    expect(sort?.open).toBe(true);
    fireEvent.click(within(sort as HTMLElement).getByRole("button", { name: "Close sort options" }));
    expect(sort?.open).toBe(false);
  });

  it("closes SORT when a sort is chosen", () => {
    const { mobile } = show();
    const sort = document.querySelectorAll("dialog")[1] as HTMLDialogElement;
    fireEvent.click(mobile.getByRole("button", { name: "SORT" }));
    fireEvent.click(within(sort).getByRole("radio", { name: "What's New" }));
    expect(sort.open).toBe(false);
  });
});

describe("Delivery and store filters", () => {
  it("asks for a pincode, validates it, saves it and fetches the omni filters", async () => {
    api.answer(routes.omni, {
      ok: true,
      status: 200,
      data: {
        pincode: "560001",
        city: "Bengaluru",
        serviceable: true,
        radius: 20,
        nearby_stores: [],
        filters: {
          filterBy: [
            {
              filterType: "p-st",
              displayName: "Nearby Stores",
              selection: "single",
              list: [{ displayName: "Odin MG Road", value: "BLR1", count: 4, selected: false }],
              selectedCount: 0,
            },
          ],
        },
      },
    });
    const { bar } = show();
    const input = bar.getByLabelText("Pincode");
    fireEvent.input(input, { target: { value: "56a" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(bar.getByText("Please enter only digits").getAttribute("role")).toBe("alert");
    fireEvent.input(input, { target: { value: "560001" } });
    await act(async () => fireEvent.submit(input.closest("form") as HTMLFormElement));
    expect(localStorage.getItem("recentlyUsedPincode")).toContain("560001");
    expect(api.call).toHaveBeenCalledWith(routes.omni, {
      deeplinkurl: "/products?f-co=Red",
      pincode: "560001",
    });
    expect(bar.getByText("Deliver to 560001")).toBeTruthy();
    expect(bar.getByRole("radio", { name: "Odin MG Road (4)" }).getAttribute("href")).toBe(
      "/products?f-co=Red&p-st=BLR1",
    );
  });

  it("uses the server's groups when the listing was computed for the stored pincode", () => {
    localStorage.setItem(
      "recentlyUsedPincode",
      JSON.stringify([{ pincode: "560001", lastModifiedDate: "x" }]),
    );
    const { bar } = show(fixturePage({ listing: fixtureListing({ pincode: "560001" }), personalised: true }));
    expect(bar.getByText("Delivery Time")).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });
});
