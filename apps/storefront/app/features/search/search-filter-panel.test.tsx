// @vitest-environment happy-dom
import type { SearchFiltersResponse } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch";
import type { SearchFilters } from "./search-address";
import { SearchFilterPanel } from "./search-filter-panel";

const VALUES: SearchFiltersResponse = {
  colours: [{ displayName: "Red", value: "Red", colorCode: "#c00000" }],
  prices: [{ displayName: "Below ₹500", value: "0-499" }],
  occasions: [{ displayName: "Party", value: "Party" }],
  brands: [
    { displayName: "Aranya Looms", value: "al" },
    { displayName: "Zephyr", value: "ze" },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function expand(brandCode?: string, onChange: (filters: SearchFilters) => void = () => undefined) {
  const api = fakeFetch(() => jsonResponse(200, VALUES));
  vi.stubGlobal("fetch", api.fetch);
  const { container } = render(<SearchFilterPanel filters={{}} onChange={onChange} brandCode={brandCode} />);
  const details = container.querySelector("details") as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
  });
  await waitFor(() => expect(screen.getByRole("group", { name: "Color" })).toBeTruthy());
  return api;
}

describe("'Wanna get specific?' filters", () => {
  it("offer colour, price, occasion and brands by letter group, loaded once on first expand", async () => {
    const onChange = vi.fn();
    const api = await expand(undefined, onChange);
    expect(api.callsTo("/api/search/filters")).toHaveLength(1);
    expect(screen.getByRole("group", { name: "Occasion" })).toBeTruthy();
    const brand = screen.getByRole("group", { name: "Brand" });
    expect(brand.textContent).toContain("Aranya Looms");
    expect(brand.textContent).not.toContain("Zephyr");
    fireEvent.click(screen.getByRole("button", { name: "YZ#" }));
    expect(brand.textContent).toContain("Zephyr");
    expect(screen.getByRole("button", { name: "DEF" })).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("checkbox", { name: "Red" }));
    expect(onChange).toHaveBeenLastCalledWith({ "f-co": ["Red"] });
    expect(screen.getByRole("button", { name: "FIND NOW" }).getAttribute("type")).toBe("submit");
  });

  it("hide Brand on brand pages, and Occasion for brand code se", async () => {
    await expand("us");
    expect(screen.queryByRole("group", { name: "Brand" })).toBeNull();
    expect(screen.getByRole("group", { name: "Occasion" })).toBeTruthy();
    cleanup();
    await expand("se");
    expect(screen.queryByRole("group", { name: "Occasion" })).toBeNull();
    expect(screen.getByRole("group", { name: "Price" })).toBeTruthy();
  });
});
