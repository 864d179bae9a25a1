// @vitest-environment happy-dom
import { routes, STORAGE_KEYS } from "@odin/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../testing/product-data";
import { RecentlyViewedStyles } from "./recently-viewed-styles";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

const card = (styleId: number) => ({
  styleId,
  styleName: `Style ${styleId}`,
  brand: "Northwind",
  url: `/style-${styleId}`,
  images: { thumbnail: "/t.webp", medium: "/m.webp", large: "/l.webp" },
  colour: "Blue",
  colorCode: "#1e3a8a",
  mrp: 100000,
  price: 80000,
  discountInPercentage: 20,
  isNew: false,
  inStock: true,
});

beforeEach(() => {
  localStorage.clear();
  api.reset();
});
afterEach(cleanup);

describe("recently viewed styles", () => {
  it("records the style and shows nothing on a first visit", async () => {
    renderWithRouter(<RecentlyViewedStyles styleId={5} />);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.recentlyViewedItems)).toBe("[5]"));
    expect(api.call).not.toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "Recently Viewed" })).toBeNull();
  });

  it("shows the styles viewed before, newest first, without the current one", async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedItems, "[3,5,2]");
    api.answer(routes.recentlyViewedStyles, {
      ok: true,
      status: 200,
      data: { styles: { styleList: [card(3), card(2)] } },
    });
    renderWithRouter(<RecentlyViewedStyles styleId={5} />);
    expect(await screen.findByRole("heading", { name: "Recently Viewed" })).toBeTruthy();
    expect(api.callsTo(routes.recentlyViewedStyles)).toEqual([[{ styleIds: [3, 2] }]]);
    expect(localStorage.getItem(STORAGE_KEYS.recentlyViewedItems)).toBe("[5,3,2]");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/style-3",
      "/style-2",
    ]);
  });

  it("stays hidden when the styles cannot be fetched", async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedItems, "[3]");
    api.answer(routes.recentlyViewedStyles, { ok: false, status: 500, data: {} });
    renderWithRouter(<RecentlyViewedStyles styleId={5} />);
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Recently Viewed" })).toBeNull();
  });
});
