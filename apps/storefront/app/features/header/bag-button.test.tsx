// @vitest-environment happy-dom
import { formatMessage, routes } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announcePanelOpened } from "../../lib/header-panels";
import { bagProduct, checkoutAnswer } from "../../testing/checkout-answers";
import { pressEscape } from "../../testing/dialog";
import { OPEN_LOGIN_EVENT, type OpenLoginRequest } from "../auth/open-login";
import { BagButton } from "./bag-button";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

function stubViewport(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const tree = (count: number, loggedIn = false) => (
  <RouterProvider
    router={createMemoryRouter([{ path: "*", element: <BagButton count={count} loggedIn={loggedIn} /> }])}
  />
);

const bagLink = () => screen.getByRole("link", { name: /^Bag, / });
const popup = () => screen.queryByRole("dialog", { name: "My Bag" });

let loginRequests: OpenLoginRequest[] = [];
const onOpenLogin = (event: Event) => loginRequests.push((event as CustomEvent<OpenLoginRequest>).detail);

beforeEach(() => {
  loginRequests = [];
  window.addEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  api.reset();
  const products = ["Red Floral Kurta", "Blue Shirt", "Linen Trousers"].map((name, i) =>
    bagProduct(5001 + i, name),
  );
  api.answer(routes.checkout, { ok: true, status: 200, data: checkoutAnswer(products) });
});

afterEach(() => {
  cleanup();
  window.removeEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  vi.unstubAllGlobals();
});

/** A plain click on the bag button; true when the browser would follow the link. */
async function clickBag(): Promise<boolean> {
  let followed = true;
  await act(async () => {
    followed = fireEvent.click(bagLink());
  });
  return followed;
}

describe("header bag button", () => {
  it("is a link to the bag named with the count, its badge hidden at 0 (server HTML)", () => {
    const empty = renderToString(tree(0));
    expect(empty).toContain('href="/mybag"');
    expect(empty).toContain('aria-label="Bag, 0 items"');
    expect(empty).not.toContain("header-actions__badge");
    const two = renderToString(tree(2));
    expect(two).toContain('aria-label="Bag, 2 items"');
    expect(two).toMatch(/<span aria-hidden="true" class="header-actions__badge">2<\/span>/);
    expect(two).not.toContain("aria-haspopup");
  });

  it("goes to the bag on a phone", async () => {
    stubViewport(false);
    render(tree(1));
    expect(await clickBag()).toBe(true);
    expect(popup()).toBeNull();
    expect(bagLink().getAttribute("aria-haspopup")).toBeNull();
  });

  it("opens the mini-bag on a desktop, which reads the bag, and Escape gives the focus back", async () => {
    stubViewport(true);
    render(tree(3));
    await waitFor(() => expect(bagLink().getAttribute("aria-haspopup")).toBe("dialog"));
    bagLink().focus();
    expect(await clickBag()).toBe(false);
    const dialog = (await screen.findByRole("dialog", { name: "My Bag" })) as HTMLDialogElement;
    expect(api.callsTo(routes.checkout)).toEqual([[{ page: "myBag", type: "read" }]]);
    await screen.findByText(formatMessage.miniBagMoreItems(3));
    pressEscape(dialog);
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(bagLink());
  });

  it("sends a guest's CHECKOUT to the login with checkout as the destination, closing the popup", async () => {
    stubViewport(true);
    render(tree(3));
    await waitFor(() => expect(bagLink().getAttribute("aria-haspopup")).toBe("dialog"));
    await clickBag();
    const dialog = (await screen.findByRole("dialog", { name: "My Bag" })) as HTMLDialogElement;
    await screen.findByText("Red Floral Kurta");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "CHECKOUT" })));
    expect(loginRequests).toEqual([{ destination: "/checkout" }]);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(bagLink());
  });

  it("closes when another header panel opens", async () => {
    stubViewport(true);
    render(tree(3));
    await waitFor(() => expect(bagLink().getAttribute("aria-haspopup")).toBe("dialog"));
    await clickBag();
    const dialog = (await screen.findByRole("dialog", { name: "My Bag" })) as HTMLDialogElement;
    await act(async () => announcePanelOpened("login"));
    expect(dialog.open).toBe(false);
  });
});
