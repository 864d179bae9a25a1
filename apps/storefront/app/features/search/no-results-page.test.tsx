// @vitest-environment happy-dom
import { STORAGE_KEYS } from "@odin/contracts";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch";
import { card } from "../../testing/listing-data";
import { NoResultsPage } from "./no-results-page";
import { readRecentSearches, recordRecentSearch } from "./recent-searches";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.removeItem(STORAGE_KEYS.searchHistory);
});

describe("no results page", () => {
  it("keeps the query, drops it from the recent searches and suggests 20 styles", async () => {
    const api = fakeFetch(() => jsonResponse(200, { styles: { styleList: [card(1), card(2)] } }));
    vi.stubGlobal("fetch", api.fetch);
    recordRecentSearch("xyzzy", "main");
    recordRecentSearch("shirts", "main");
    const router = createMemoryRouter([{ path: "/", element: <NoResultsPage query="xyzzy" /> }]);
    render(<RouterProvider router={router} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sorry!! No Results Found");
    expect(screen.getByText('We could not find anything for "xyzzy"')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(2));
    expect(api.callsTo("/api/search/noResults").map((call) => call.body)).toEqual([{ size: 20 }]);
    expect(readRecentSearches("main")).toEqual(["shirts"]);
  });
});
