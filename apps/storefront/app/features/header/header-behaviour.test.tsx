// @vitest-environment happy-dom
import { MESSAGES, type Navigation, type NavLevel1 } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pageScrollLocked } from "../../testing/dialog";
import { preloadIslands } from "../../ui/island";
import { forgetFetchedNavigationsForTests } from "./fetched-navigation";
import { Header } from "./header";
import { navigationOutline } from "./nav-entries";

// The menus and the search box are islands (ui/island.tsx): drawn whole, as the server draws them.
beforeAll(() => preloadIslands());

function entry(name: string): NavLevel1 {
  return { name, url: `/${name.toLowerCase()}`, isMenuOpen: false, level2: [] };
}

const NAVIGATION: Navigation = {
  menu: { level1: ["Men", "Women", "Kids"].map(entry) },
  logos: [],
  metaData: { topBandMessage: "clearance sale flat 70% off on top brands", topBandUrl: "/products?os" },
};

const BRAND_NAVIGATION: Navigation = {
  menu: { level1: ["Polos", "Shirts", "New Arrivals", "Sale"].map(entry) },
  logos: [{ brandImage: "/img/logo.webp", alt: "Urban Stripe Polo Co.", url: "/us" }],
  metaData: { topBandMessage: "", topBandUrl: "" },
};

function renderHeader(props: { brand?: { code: string } } = {}, navigation = NAVIGATION) {
  const router = createMemoryRouter([{ path: "/", element: <Header navigation={navigation} {...props} /> }]);
  return render(<RouterProvider router={router} />);
}

type Drawer = "menu" | "brand-menu";

function drawer(name: Drawer): HTMLDialogElement {
  const dialog = document.getElementById(`mobile-menu-${name}`);
  if (!(dialog instanceof HTMLDialogElement)) throw new Error(`no ${name}`);
  return dialog;
}

/** Opens a drawer with its toggle, or closes it with its close button, as a shopper does. */
async function setDrawerOpen(name: Drawer, open: boolean) {
  const control = open
    ? document.querySelector(`[commandfor="mobile-menu-${name}"][command="show-modal"]`)
    : drawer(name).querySelector(".dialog__close");
  if (!control) throw new Error(`no control for ${name}`);
  await act(async () => {
    fireEvent.click(control);
  });
}

/** Opens or closes a section of a drawer as the browser does: the `open` attribute, then a toggle event. */
async function setSectionOpen(details: HTMLDetailsElement, open: boolean) {
  await act(async () => {
    details.open = open;
    details.dispatchEvent(new Event("toggle"));
  });
}

afterEach(() => {
  cleanup();
  forgetFetchedNavigationsForTests();
  vi.unstubAllGlobals();
});

describe("header panels", () => {
  it("draws the drawer's tree when it first opens on a page rendered for desktop", async () => {
    renderHeader();
    const menu = drawer("menu");
    expect(menu.querySelector(".mobile-menu__tree")).toBeNull();
    await setDrawerOpen("menu", true);
    expect(menu.querySelector('.mobile-menu__tree a[href="/men"]')).not.toBeNull();
  });

  it("draws a section's columns when it first opens", async () => {
    const women: NavLevel1 = {
      ...entry("Women"),
      level2: [{ name: "Ethnic Wear", url: "/women-ethnic", nodeType: "collapsible", level3: [] }],
    };
    renderHeader({}, { ...NAVIGATION, menu: { level1: [women] } });
    await setDrawerOpen("menu", true);
    const section = document.querySelector<HTMLDetailsElement>("details.mobile-menu__section");
    if (!section) throw new Error("no section");
    expect(section.querySelector('a[href="/women"]')).not.toBeNull();
    expect(section.querySelector('a[href="/women-ethnic"]')).toBeNull();
    await setSectionOpen(section, true);
    expect(section.querySelector('a[href="/women-ethnic"]')).not.toBeNull();
  });

  it("is a modal dialog, which locks page scroll, while the menu is open", async () => {
    renderHeader();
    await setDrawerOpen("menu", true);
    expect(drawer("menu").open).toBe(true);
    expect(pageScrollLocked()).toBe(true);
    await setDrawerOpen("menu", false);
    expect(drawer("menu").open).toBe(false);
    expect(pageScrollLocked()).toBe(false);
  });

  it("closes the menu when the search opens, and the search when the menu opens", async () => {
    // Opening the search reads the autosuggest config.
    vi.stubGlobal("fetch", async () => Response.json({ tenantID: "odin", bucket_data: { channels: {} } }));
    renderHeader();
    const search = screen.getByRole("combobox", { name: "Search products" });
    await setDrawerOpen("menu", true);
    act(() => search.focus());
    expect(drawer("menu").open).toBe(false);
    expect(pageScrollLocked()).toBe(false);

    act(() => search.focus());
    expect(document.activeElement).toBe(search);
    expect(document.querySelector(".search")?.hasAttribute("data-open")).toBe(true);
    await setDrawerOpen("menu", true);
    expect(document.activeElement).not.toBe(search);
    expect(document.querySelector(".search")?.hasAttribute("data-open")).toBe(false);
  });

  it("keeps the brand menu and the main menu apart, and loads the brand's navigation on first open", async () => {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) => Response.json(BRAND_NAVIGATION));
    vi.stubGlobal("fetch", fetch);
    renderHeader({ brand: { code: "us" } });
    const brand = drawer("brand-menu");
    const main = drawer("menu");

    await setDrawerOpen("menu", true);
    await setDrawerOpen("brand-menu", true);
    expect(main.open).toBe(false);
    expect(brand.open).toBe(true);
    expect(pageScrollLocked()).toBe(true);

    await waitFor(() => expect(brand.querySelector(".mobile-menu__tree")?.textContent).toContain("Polos"));
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/v2/header?platform=mobile&brand=us");
    expect(screen.getByRole("dialog", { name: "Urban Stripe Polo Co. Menu" })).toBe(brand);

    await setDrawerOpen("menu", true);
    expect(brand.open).toBe(false);
    expect(main.open).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("a phone's page with the navigation's outline", () => {
  const FULL: Navigation = {
    ...NAVIGATION,
    menu: {
      level1: [
        {
          ...entry("Men"),
          level2: [
            {
              name: "Topwear",
              url: "/men-topwear",
              nodeType: "sub_header",
              level3: [{ name: "T-Shirts", url: "/men-tshirts", nodeType: "collapsible" }],
            },
          ],
        },
      ],
    },
  };

  function renderOutline() {
    const header = (
      <Header navigation={navigationOutline(FULL)} navigationComplete={false} platform="mobile" />
    );
    return render(<RouterProvider router={createMemoryRouter([{ path: "/", element: header }])} />);
  }

  it("keeps the columns and leaves out the level-3 links", () => {
    const outline = navigationOutline(FULL);
    expect(outline.menu.level1[0]?.level2.map((column) => column.name)).toEqual(["Topwear"]);
    expect(outline.menu.level1[0]?.level2[0]?.level3).toEqual([]);
    expect(outline.metaData).toEqual(FULL.metaData);
  });

  it("loads the links when the drawer opens, and shows them in an opened section once here", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (_input: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetch);
    renderOutline();
    await setDrawerOpen("menu", true);
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/v2/header?platform=desktop");
    const section = drawer("menu").querySelector<HTMLDetailsElement>("details.mobile-menu__section");
    if (!section) throw new Error("no section");
    await setSectionOpen(section, true);
    expect(section.querySelector('[role="status"]')?.textContent).toBe("Loading…");
    await act(async () => answer(Response.json(FULL)));
    await waitFor(() => expect(screen.getByRole("link", { name: "T-Shirts", hidden: true })).toBeTruthy());
    expect(section.querySelector('[role="status"]')).toBeNull();
  });

  it("draws the desktop bar's sub-menus once the links are here", async () => {
    const fetch = vi.fn(async () => Response.json(FULL));
    vi.stubGlobal("fetch", fetch);
    const view = renderOutline();
    expect(view.container.querySelector(".mega")).toBeNull();
    fireEvent.pointerEnter(view.container.querySelector(".main-nav") as Element);
    await waitFor(() => expect(view.container.querySelector(".mega")?.textContent).toContain("T-Shirts"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says so in an opened section when the links fail to load, and asks again at the next opening", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    renderOutline();
    await setDrawerOpen("menu", true);
    const section = drawer("menu").querySelector<HTMLDetailsElement>("details.mobile-menu__section");
    if (!section) throw new Error("no section");
    await setSectionOpen(section, true);
    await waitFor(() =>
      expect(section.querySelector('[role="status"]')?.textContent).toBe(MESSAGES.generic.oopsTryLater),
    );
    const calls = fetch.mock.calls.length;
    await setDrawerOpen("menu", false);
    await setDrawerOpen("menu", true);
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });
});

describe("compact header", () => {
  it("marks the header fixed after the desktop threshold and reserves the bar's height", async () => {
    vi.stubGlobal("innerWidth", 1366);
    renderHeader();
    const header = document.querySelector<HTMLElement>(".site-header");
    const slot = document.querySelector<HTMLElement>(".site-header__slot");
    expect(header?.dataset.scrollState).toBe("static");
    vi.stubGlobal("scrollY", 400);
    fireEvent.scroll(window);
    await waitFor(() => expect(header?.dataset.scrollState).toBe("fixed"));
    expect(slot?.style.minHeight).toMatch(/px$/);
    vi.stubGlobal("scrollY", 0);
    fireEvent.scroll(window);
    await waitFor(() => expect(header?.dataset.scrollState).toBe("static"));
    expect(slot?.style.minHeight).toBe("");
  });
});
