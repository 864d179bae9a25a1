// @vitest-environment happy-dom
import type { Navigation } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../ui/toast";
import { Header } from "../header/header";
import { LoginHost } from "./login-host";
// Loaded up front, as the search tests do with their on-demand panel: the host still fetches it on demand.
import "./login-modal";
import { openLogin } from "./open-login";
import { resetSessionStoreForTests, setSessionLoggedIn } from "./session-store";

const NAVIGATION: Navigation = {
  menu: { level1: [] },
  logos: [],
  metaData: { topBandMessage: "", topBandUrl: "" },
};

function renderPage() {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <>
          <Header navigation={NAVIGATION} />
          <Toaster />
          <LoginHost loggedIn={false} />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

/** A page that asks for the login in its first effect, as the login gate does. */
function Gate() {
  useEffect(() => openLogin({ destination: "/favorites" }), []);
  return null;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
  resetSessionStoreForTests();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/** The paths the page fetches from now on, each answered 401 (no session). */
function watchFetches(): string[] {
  const paths: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname);
    return new Response(JSON.stringify({ status: 401 }), { status: 401 });
  });
  return paths;
}

function renderHost(loggedIn: boolean) {
  const element = <LoginHost loggedIn={loggedIn} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
}

describe("login host", () => {
  it("renders nothing until asked, then loads the modal for openLogin()", async () => {
    renderPage();
    expect(screen.queryByRole("dialog", { name: "Login or Sign up" })).toBeNull();
    act(() => openLogin({ destination: "/checkout" }));
    expect(await screen.findByRole("dialog", { name: "Login or Sign up" })).toBeTruthy();
    // The modal keeps the destination in its opening effect, which may run after the dialog is drawn.
    await waitFor(() => expect(window.sessionStorage.getItem("goToRouteOnLogin")).toBe("/checkout"));
  });

  it("opens for a request the page made before the host listened (a gate's first effect)", async () => {
    // The gate's effect runs before the host's, as a route's runs before the root layout's.
    const element = (
      <>
        <Gate />
        <LoginHost loggedIn={false} />
      </>
    );
    render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
    expect(await screen.findByRole("dialog", { name: "Login or Sign up" })).toBeTruthy();
    await waitFor(() => expect(window.sessionStorage.getItem("goToRouteOnLogin")).toBe("/favorites"));
  });

  it("opens from the header's Login link and gives focus back to it on close", async () => {
    renderPage();
    const link = screen
      .getAllByRole("link", { name: "Login" })
      .find((element) => element.classList.contains("header-actions__item")) as HTMLElement;
    expect(link.getAttribute("href")).toBe("#login=loginSubV2");
    link.focus();
    fireEvent.click(link);
    await screen.findByRole("dialog", { name: "Login or Sign up" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Login or Sign up" })).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it("opens from the mobile menu's Login item, closing the menu", async () => {
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const menu = screen.getByRole("dialog", { name: "Menu" }) as HTMLDialogElement;
    expect(menu.open).toBe(true);
    const item = screen
      .getAllByRole("link", { name: "Login", hidden: true })
      .find((element) => element.closest(".mobile-menu__links")) as HTMLElement;
    fireEvent.click(item);
    expect(menu.open).toBe(false);
    expect(await screen.findByRole("dialog", { name: "Login or Sign up" })).toBeTruthy();
  });

  it("takes the social sign-in hand-off from the fragment, then removes the fragment", async () => {
    window.history.replaceState(null, "", "/products#login=socialLoginError&provider=google");
    renderPage();
    expect(await screen.findByRole("dialog", { name: "Social login failed" })).toBeTruthy();
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/products");
  });

  it("opens for a login fragment that arrives later (a login link followed before hydration)", async () => {
    renderPage();
    window.history.replaceState(null, "", "/#login=loginSubV2&destination=%2Fmyorders");
    act(() => {
      window.dispatchEvent(new Event("hashchange"));
    });
    expect(await screen.findByRole("dialog", { name: "Login or Sign up" })).toBeTruthy();
    await waitFor(() => expect(window.sessionStorage.getItem("goToRouteOnLogin")).toBe("/myorders"));
  });

  it("fetches the account of a page the server signed in when the browser holds no name", async () => {
    const fetched = watchFetches();
    renderHost(true);
    await waitFor(() => expect(fetched).toContain("/api/user/account"));
  });

  it("fetches no account after a logout in this page, though older root data says signed in", async () => {
    const fetched = watchFetches();
    // Signed out here; the root's data the server read just before the logout arrives afterwards.
    setSessionLoggedIn(false);
    renderHost(true);
    // The account sync loads on demand: give it the time it takes above.
    await act(() => import("./account-sync").then(() => new Promise((resolve) => setTimeout(resolve, 50))));
    expect(fetched).toEqual([]);
  });
});
