// @vitest-environment happy-dom
import { type LocatorStore, MESSAGES } from "@odin/contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoreMapHandle } from "./leaflet-map";
import { StoreLocatorPage } from "./store-locator-page";
import type { StoreLocatorView } from "./store-search";

/** What the page asked of the map (Leaflet itself needs a real browser: e2e/store-locator.spec.ts). */
const shown: { codes: string[]; centre: unknown }[] = [];
vi.mock("./leaflet-map", () => ({
  createStoreMap: (): StoreMapHandle => ({
    show: (stores, centre) => shown.push({ codes: stores.map(({ code }) => code), centre }),
    resize: () => {},
    remove: () => {},
  }),
}));

afterEach(() => {
  cleanup();
  shown.length = 0;
});

const store = (code: string, distance: number, markerColor: string): LocatorStore => ({
  code,
  name: `Neelam Weaves - ${code}`,
  brandName: "Neelam Weaves",
  address: "Shop G-4, High Street, Karol Bagh",
  city: "Delhi",
  state: "Delhi",
  pincode: "110005",
  phone: "011-42361902",
  openingHours: "10AM to 10PM",
  distance,
  coordinates: { latitude: 28.65, longitude: 77.19 },
  storeLocatorEnabled: true,
  markerColor,
});

const CENTRE = { latitude: 28.6328, longitude: 77.2197 };
const base: StoreLocatorView = {
  brands: [{ brandId: 1, code: "nw", brandName: "Neelam Weaves" }],
  brand: "",
  pincode: "",
  pincodeError: null,
  locationError: null,
  result: { state: "placeholder" },
  map: {
    tileUrl: "/_sandbox/tiles/{z}/{x}/{y}.png",
    attribution: "Demo tiles",
    maxZoom: 19,
    defaultCentre: { latitude: 20.5937, longitude: 78.9629 },
  },
};
const listed: StoreLocatorView = {
  ...base,
  brand: "Neelam Weaves",
  pincode: "110001",
  result: {
    state: "list",
    pincode: "110001",
    centre: CENTRE,
    stores: [store("ST-DEL-01", 1.2, "#c62828"), store("ST-DEL-02", 3.4, "#1565c0")],
  },
};

function routerFor(view: StoreLocatorView) {
  return createMemoryRouter([{ path: "/store-locator", element: <StoreLocatorPage view={view} /> }], {
    initialEntries: ["/store-locator"],
  });
}

const serverHtml = (view: StoreLocatorView) => renderToString(<RouterProvider router={routerFor(view)} />);

describe("the store locator before its scripts run", () => {
  it("renders the form, the map's reserved box and the placeholder", () => {
    const html = serverHtml(base);
    expect(html).toContain('method="get" action="/store-locator"');
    expect(html).toContain("All brands");
    expect(html).toContain("The map appears here once the page has loaded.");
    expect(html).toContain(MESSAGES.storeLocator.enterBrandAndPincode);
    // What needs scripts is not drawn yet: the phone's toggle and "Use my location".
    expect(html).not.toContain("Use my location");
    expect(html).not.toContain("aria-pressed");
    expect(html).toContain('data-phone-view="form"');
  });

  it("lists the stores nearest first, numbered and coloured as on the map", () => {
    const html = serverHtml(listed);
    expect(html).toContain("Stores near 110001: 2");
    expect(html.indexOf("ST-DEL-01")).toBeLessThan(html.indexOf("ST-DEL-02"));
    expect(html).toMatch(
      /<span style="background-color:#c62828;" aria-hidden="true" class="store-card__marker">1<\/span>/,
    );
    expect(html).toMatch(
      /<span style="background-color:#1565c0;" aria-hidden="true" class="store-card__marker">2<\/span>/,
    );
    expect(html).toContain("1.2 km · Open 10AM to 10PM");
    expect(html).toContain('href="tel:01142361902"');
    expect(html).toMatch(/<option value="Neelam Weaves" selected>/);
  });

  it("shows the no-store image and its message", () => {
    const html = serverHtml({ ...base, result: { state: "noStores", message: MESSAGES.pincode.invalid } });
    expect(html).toContain("<title>No store found</title>");
    expect(html).toContain(MESSAGES.pincode.invalid);
  });

  it("ties the pincode's broken rule to its field", () => {
    const html = serverHtml({ ...base, pincode: "11a001", pincodeError: MESSAGES.pincode.onlyDigits });
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toContain(`role="alert" class="field__error">${MESSAGES.pincode.onlyDigits}</p>`);
  });
});

describe("the store locator once hydrated", () => {
  it("puts the stores on the map, centred on the pincode", async () => {
    render(<RouterProvider router={routerFor(listed)} />);
    await waitFor(() => expect(shown).toContainEqual({ codes: ["ST-DEL-01", "ST-DEL-02"], centre: CENTRE }));
    expect(screen.queryByText("The map appears here once the page has loaded.")).toBeNull();
  });

  it("switches a phone between the form and the map", async () => {
    const { container } = render(<RouterProvider router={routerFor(listed)} />);
    const toggle = await screen.findByRole("group", { name: "Show the search form or the map" });
    const layout = container.querySelector(".store-locator__layout");
    const map = within(toggle).getByRole("button", { name: "Map" });
    expect(map.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(map);
    expect(layout?.getAttribute("data-phone-view")).toBe("map");
    expect(map.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(toggle).getByRole("button", { name: "Search" }));
    expect(layout?.getAttribute("data-phone-view")).toBe("form");
  });

  it("checks the pincode before sending the search", async () => {
    render(<RouterProvider router={routerFor(base)} />);
    fireEvent.input(screen.getByRole("textbox", { name: "Pincode" }), { target: { value: "1100" } });
    fireEvent.click(screen.getByRole("button", { name: "FIND STORES" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter 6 Digits");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Pincode" }));
  });
});
