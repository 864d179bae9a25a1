// @vitest-environment happy-dom
import { type AutoSuggestResponse, STORAGE_KEYS } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, jsonResponse, type RecordedCall } from "../../testing/fake-fetch";
import { Toaster } from "../../ui/toast";
import { MAIN_SITE, readRecentSearches, recordRecentSearch } from "./recent-searches";
import { SearchBar, type SearchBrand } from "./search-bar";
import "./search-panel";
import { resetSuggestFlagForTests } from "./suggest-flag";

const JEANS: AutoSuggestResponse = {
  suggestions: [
    {
      title: "Styles",
      list: [
        {
          type: "Style",
          value: "Slim Fit Jeans",
          url: "/slim-fit-jeans-USJNS0001",
          image: "/img/jeans.webp",
          brand: "US Polo",
          baseProduct: "Slim Fit Jeans",
          baseProductId: 1,
        },
      ],
    },
    { title: "Searches", list: [{ type: "Query", value: "jeans for men", url: "/search?q=jeans+for+men" }] },
  ],
};

let suggestions: AutoSuggestResponse = JEANS;
let channelFlag: "true" | "false" = "true";

function answer(call: RecordedCall): Response {
  if (call.path === "/api/autoSuggestions/config") {
    return jsonResponse(200, { tenantID: "odin", bucket_data: { channels: { web: channelFlag } } });
  }
  if (call.path === "/api/autoSuggestions") return jsonResponse(200, suggestions);
  return jsonResponse(404, { errors: [] });
}

let api = fakeFetch(answer);

function renderSearch(brand?: SearchBrand) {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <>
          <SearchBar brand={brand} />
          <Toaster />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, input: screen.getByRole("combobox") as HTMLInputElement };
}

/** Lets timers and the answers they start run. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function type(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.input(input, { target: { value: text } });
  await wait(0);
}

const suggestionCalls = () => api.callsTo("/api/autoSuggestions");

beforeEach(() => {
  vi.useFakeTimers();
  suggestions = JEANS;
  channelFlag = "true";
  api = fakeFetch(answer);
  vi.stubGlobal("fetch", api.fetch);
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.autoSuggestFlag, "true");
  resetSuggestFlagForTests();
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("suggestions", () => {
  it("are asked for only after 600 ms without a key press", async () => {
    const { input } = renderSearch();
    await type(input, "je");
    await type(input, "jea");
    await wait(599);
    expect(suggestionCalls()).toHaveLength(0);
    await type(input, "jean");
    await wait(599);
    expect(suggestionCalls()).toHaveLength(0);
    await wait(1);
    expect(suggestionCalls().map((call) => call.body)).toEqual([
      { suggestionTerm: "jean", isBrandJourney: false, isQueryLoggingEnable: false },
    ]);
    expect(screen.getByRole("option", { name: "US Polo Slim Fit Jeans" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "jeans for men" })).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("need 3 characters, no script pattern and the channel flag", async () => {
    const { input } = renderSearch();
    for (const term of ["je", "  j ", "javascript:alert(1)", "x onclick=go()"]) {
      await type(input, term);
      await wait(600);
    }
    expect(suggestionCalls()).toHaveLength(0);
  });

  it('are not asked for while the config\'s channel flag is not "true"', async () => {
    channelFlag = "false";
    const { input } = renderSearch();
    await type(input, "jeans");
    await wait(600);
    expect(api.callsTo("/api/autoSuggestions/config")).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.autoSuggestFlag)).toBe("false");
    expect(suggestionCalls()).toHaveLength(0);
  });

  it("follow the brand journey on brand pages", async () => {
    const { input } = renderSearch({ code: "us", parentBrand: "US Polo Assn." });
    await type(input, "polo");
    await wait(600);
    expect(suggestionCalls()[0]?.body).toEqual({
      suggestionTerm: "polo",
      isBrandJourney: true,
      isQueryLoggingEnable: false,
      parentBrand: "US Polo Assn.",
    });
  });

  it("say 'Sorry!! No Results Found' and track the event when there are none", async () => {
    suggestions = { suggestions: [{ title: "Styles", list: [] }] };
    const { input } = renderSearch();
    await type(input, "xyzzy");
    await wait(600);
    expect(screen.getByText("Sorry!! No Results Found")).toBeTruthy();
    expect(window.dataLayer).toEqual([{ event: "search_no_results", searchTerm: "xyzzy" }]);
  });
});

describe("keyboard", () => {
  it("moves through the options with the arrows, opens one with Enter and closes with Escape", async () => {
    const { input, router } = renderSearch();
    await type(input, "jeans");
    await wait(600);
    const [style, query] = screen.getAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(style?.id);
    expect(style?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(query?.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(style?.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(query?.id);

    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input.value).toBe("jeans");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    await wait(0);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    await wait(0);
    expect(router.state.location.pathname).toBe("/slim-fit-jeans-USJNS0001");
  });
});

describe("submitting", () => {
  it("refuses a blank search with the danger toast for 3 s", async () => {
    const { input, router } = renderSearch();
    await type(input, "   ");
    fireEvent.submit(input.form as HTMLFormElement);
    const toast = screen.getByText("Please input something to search!");
    expect(toast.className).toContain("toast--danger");
    expect(toast.closest('[role="status"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    await wait(3000);
    expect(screen.queryByText("Please input something to search!")).toBeNull();
  });

  it("removes a typed '<', opens /search?q= and remembers the query", async () => {
    const { input, router } = renderSearch();
    await type(input, "red <shirts");
    expect(input.value).toBe("red shirts");
    fireEvent.submit(input.form as HTMLFormElement);
    await wait(0);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/search?q=red+shirts");
    expect(input.value).toBe("red shirts");
    expect(readRecentSearches(MAIN_SITE)).toEqual(["red shirts"]);
  });
});

describe("the open search", () => {
  it("lists recent searches, or the brand's default words when there are none", async () => {
    recordRecentSearch("polos", MAIN_SITE);
    const first = renderSearch();
    act(() => first.input.focus());
    await wait(0);
    expect(screen.getByRole("group", { name: "Recent Searches" })).toBeTruthy();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["polos"]);
    cleanup();

    const brand = renderSearch({ code: "us" });
    act(() => brand.input.focus());
    await wait(0);
    expect(screen.getByRole("group", { name: "Popular Searches" })).toBeTruthy();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toContain("printed shirts");
  });

  it("closes 300 ms after focus leaves it, and the close button empties and closes it", async () => {
    const { input } = renderSearch();
    await type(input, "shirts");
    expect(document.querySelector(".search")?.hasAttribute("data-open")).toBe(true);
    act(() => input.blur());
    await wait(299);
    expect(document.querySelector(".search")?.hasAttribute("data-open")).toBe(true);
    await wait(1);
    expect(document.querySelector(".search")?.hasAttribute("data-open")).toBe(false);
    expect(input.value).toBe("shirts");

    await type(input, "shirts");
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    expect(input.value).toBe("");
    expect(document.querySelector(".search")?.hasAttribute("data-open")).toBe(false);
  });

  it("is a modal dialog on a phone", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { input } = renderSearch();
    act(() => input.focus());
    await wait(0);
    const dialog = screen.getByRole("dialog", { name: "Search" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    act(() => input.blur());
    await wait(300);
    expect(screen.getByRole("dialog", { name: "Search" })).toBeTruthy();
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
