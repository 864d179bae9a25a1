// @vitest-environment happy-dom
import { type FavouriteBrand, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Favorites, { action, loader } from "../../routes/favorites";
import { hydratedAction } from "../../testing/hydrated-action";
import { card } from "../../testing/listing-data";
import { testLoadContext } from "../../testing/load-context";
import { Toaster } from "../../ui/toast";
import { OPEN_LOGIN_EVENT, type OpenLoginRequest } from "../auth/open-login";
import { resetSessionStoreForTests, setSessionLoggedIn } from "../auth/session-store";
import { favouriteAction } from "./favourite-actions.server";
import { favouriteClientAction } from "./favourite-client-action";
import { FavouriteHeart } from "./favourite-heart";

/** /favorites and a style's heart once their scripts run: forms posted in place, toasts, the guest's login. */

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };
const NORTHWIND: FavouriteBrand = {
  id: 5,
  brand: "nw",
  brandName: "Northwind",
  url: "/nw",
  logo: "/b/nw.webp",
};

let kept: number[];
let brands: FavouriteBrand[];
/**
 * The page's reads answer at once: a removal's answer and the page's new data, which no longer
 * holds the removed item, reach the page together, as they may on a busy phone. The toast must come
 * all the same.
 */
const favourites = {
  styles: vi.fn(async () => {
    return ok({
      favourites: kept.map((styleId) => ({
        id: styleId,
        favouriteId: styleId,
        styleId,
        addedAt: "2026-11-26T10:00:00.000Z",
        product: card(styleId),
      })),
      totalElements: kept.length,
    });
  }),
  brands: vi.fn(async () => {
    return ok({ brands });
  }),
  add: vi.fn(async (styleId: number) => {
    kept = [styleId, ...kept];
    return ok({
      status: true,
      favouriteId: styleId,
      styleId,
      alreadyAdded: false,
      message: MESSAGES.favourites.added,
    });
  }),
  remove: vi.fn(async ({ styleId }: { styleId: number }) => {
    kept = kept.filter((id) => id !== styleId);
    return ok({ status: true, styleId, message: MESSAGES.favourites.removed });
  }),
  removeBrand: vi.fn(async (id: number) => {
    brands = brands.filter((brand) => brand.id !== id);
    return ok({ status: true, message: MESSAGES.favourites.brandRemoved, brands });
  }),
};

let loginRequests: OpenLoginRequest[] = [];
const onOpenLogin = (event: Event) => loginRequests.push((event as CustomEvent<OpenLoginRequest>).detail);

beforeEach(() => {
  kept = [11, 12];
  brands = [NORTHWIND];
  for (const call of Object.values(favourites)) call.mockClear();
  loginRequests = [];
  window.addEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  window.removeEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  resetSessionStoreForTests();
});

const toast = () => document.querySelector(".toaster")?.textContent ?? "";

type Routes = Parameters<typeof createRoutesStub>[0];

function renderAt(
  path: string,
  shopper: Shopper | null,
  routes: Routes = [
    {
      path: "/favorites",
      Component: Favorites,
      loader,
      action: hydratedAction(action, favouriteClientAction),
    },
  ],
) {
  const { context } = testLoadContext({ services: { favourites } as never, ...(shopper ? { shopper } : {}) });
  // The root's logged-in state, which a page rendered for the shopper starts from.
  if (shopper) setSessionLoggedIn(true);
  const Stub = createRoutesStub(routes, context);
  render(
    <>
      <Stub initialEntries={[path]} />
      <Toaster />
    </>,
  );
}

describe("/favorites", () => {
  it("shows a guest the gate, whose login leads back to the favourites", async () => {
    renderAt("/favorites", null);
    await screen.findByRole("heading", { level: 1, name: "My Favourites" });
    expect(screen.getByText(MESSAGES.session.loginToContinue)).toBeTruthy();
    expect(screen.getByRole("link", { name: "LOGIN" })).toBeTruthy();
    await waitFor(() => expect(loginRequests).toMatchObject([{ destination: "/favorites" }]));
    expect(favourites.styles).not.toHaveBeenCalled();
  });

  it("lists the shopper's styles with pressed hearts; a heart removes its style in place", async () => {
    renderAt("/favorites", SHOPPER);
    const heart = await screen.findByRole("button", { name: "Favourite Style 11" });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "PRODUCTS (2)" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(heart);
    await waitFor(() => expect(toast()).toBe(MESSAGES.favourites.removed));
    expect(favourites.remove).toHaveBeenCalledWith({ styleId: 11 });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Favourite Style 11" })).toBeNull());
    expect(screen.getByRole("link", { name: "PRODUCTS (1)" })).toBeTruthy();
  });

  it("shows the brands on the BRANDS tab; REMOVE takes one away with the spec's toast", async () => {
    renderAt("/favorites?tab=brands", SHOPPER);
    const remove = await screen.findByRole("button", { name: "Remove Northwind from favourites" });
    fireEvent.click(remove);
    await waitFor(() => expect(toast()).toBe(MESSAGES.favourites.brandRemoved));
    expect(favourites.removeBrand).toHaveBeenCalledWith(5);
    await screen.findByText("You have not added any brands to your favourites yet.");
  });
});

/** A page with one style's heart, answered by the hearts' action. */
function HeartPage() {
  return <FavouriteHeart styleId={30} styleName="Style 30" favoured={kept.includes(30)} />;
}

describe("a guest's heart", () => {
  const heartPage = [
    {
      path: "/products",
      Component: HeartPage,
      action: hydratedAction(favouriteAction, favouriteClientAction),
    },
  ];

  it("opens the login instead of posting, and posts the add once the shopper is in", async () => {
    renderAt("/products", null, heartPage);
    const heart = await screen.findByRole("button", { name: "Favourite Style 30" });
    fireEvent.click(heart);
    await waitFor(() => expect(loginRequests).toMatchObject([{ toast: MESSAGES.session.loginToContinue }]));
    expect(favourites.add).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("pendingFavourite")).toBe("30");

    act(() => setSessionLoggedIn(true));
    await waitFor(() => expect(toast()).toBe(MESSAGES.favourites.added));
    expect(favourites.add).toHaveBeenCalledTimes(1);
    expect(favourites.add).toHaveBeenCalledWith(30);
    expect(sessionStorage.getItem("pendingFavourite")).toBeNull();
  });
});
