// @vitest-environment happy-dom
import { formatMessage, MESSAGES, routes } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bagProduct, checkoutAnswer } from "../../testing/checkout-answers";
import "../../testing/dialog";
import { MiniBag } from "./mini-bag";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

const KURTA = bagProduct(5001, "Red Floral Kurta", { size: "S", qty: 2 });
const SHIRT = bagProduct(5002, "Blue Shirt", { tenantSize: "UK 8" });
const TROUSERS = bagProduct(5003, "Linen Trousers");

const answerBag = (...products: ReturnType<typeof bagProduct>[]) =>
  api.answer(routes.checkout, { ok: true, status: 200, data: checkoutAnswer(products) });

/** The bag page's action as the mini-bag posts to it; each answer waits for `release()`. */
const removed: string[] = [];
let release: () => void = () => undefined;
async function bagPageAction({ request }: { request: Request }) {
  const form = await request.formData();
  await new Promise<void>((resolve) => {
    release = resolve;
  });
  removed.push(`${form.get("intent")} ${form.get("skuId")}`);
  return { intent: "remove", ok: true, message: "" };
}

const onOpenChange = vi.fn();
const onGuestCheckout = vi.fn();

function popup(loggedIn = false) {
  const element = (
    <MiniBag open onOpenChange={onOpenChange} loggedIn={loggedIn} onGuestCheckout={onGuestCheckout} />
  );
  const router = createMemoryRouter([
    { path: "/", element },
    { path: "/mybag", action: bagPageAction, element: <p>bag page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole("dialog", { name: "My Bag" });
}

beforeEach(() => {
  localStorage.clear();
  api.reset();
  removed.length = 0;
  onOpenChange.mockReset();
  onGuestCheckout.mockReset();
});
afterEach(cleanup);

describe("mini-bag popup", () => {
  it("says it is loading until the bag is read", async () => {
    let answer: (value: object) => void = () => undefined;
    api.call.mockImplementationOnce(() => new Promise<object>((resolve) => (answer = resolve)));
    const dialog = popup();
    expect(within(dialog).getByText("Loading…").getAttribute("aria-busy")).toBe("true");
    await act(async () => answer({ ok: true, status: 200, data: checkoutAnswer([KURTA]) }));
    expect(within(dialog).getByText("Red Floral Kurta")).toBeTruthy();
  });

  it("lists two items with image, brand, name, size, quantity and price, then how many more", async () => {
    answerBag(KURTA, SHIRT, TROUSERS);
    const dialog = popup();
    const items = await within(dialog).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(first.querySelector("img")?.getAttribute("src")).toBe(KURTA.image);
    expect(first.textContent).toContain("Northwind");
    expect(within(first).getByRole("link", { name: "Red Floral Kurta" }).getAttribute("href")).toBe(
      KURTA.url,
    );
    expect(first.textContent).toContain("Size: S · Qty: 2");
    expect(first.textContent).toContain("₹1,999");
    expect((items[1] as HTMLElement).textContent).toContain("Size: UK 8");
    expect(within(dialog).getByText(formatMessage.miniBagMoreItems(3))).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "VIEW SHOPPING BAG" }).getAttribute("href")).toBe(
      "/mybag",
    );
    // A guest's browser keeps the bag's copy under the spec's key (decision 27).
    expect(JSON.parse(localStorage.getItem("cart-guest") ?? "null")).toEqual([
      { skuId: 5001, qty: 2 },
      { skuId: 5002, qty: 1 },
      { skuId: 5003, qty: 1 },
    ]);
  });

  it("shows no count of more items for two or fewer", async () => {
    answerBag(KURTA, SHIRT);
    const dialog = popup();
    await within(dialog).findByText("Blue Shirt");
    expect(dialog.querySelector(".mini-bag__more")).toBeNull();
  });

  it("says an empty bag is empty and CONTINUE SHOPPING closes it", async () => {
    answerBag();
    const dialog = popup();
    await within(dialog).findByText(MESSAGES.miniBag.empty);
    expect(within(dialog).queryByRole("button", { name: "CHECKOUT" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "CONTINUE SHOPPING" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says so when the bag cannot be read", async () => {
    const dialog = popup();
    expect(await within(dialog).findByText(MESSAGES.generic.somethingWentWrong)).toBeTruthy();
  });

  it("lets a guest's CHECKOUT close the popup and hand over to the login", async () => {
    answerBag(KURTA);
    const dialog = popup() as HTMLDialogElement;
    await within(dialog).findByText("Red Floral Kurta");
    fireEvent.click(within(dialog).getByRole("button", { name: "CHECKOUT" }));
    expect(dialog.open).toBe(false);
    expect(onGuestCheckout).toHaveBeenCalledOnce();
  });

  it("makes a signed-in shopper's CHECKOUT a link to the bag", async () => {
    answerBag(KURTA);
    const dialog = popup(true);
    await within(dialog).findByText("Red Floral Kurta");
    const checkout = within(dialog).getByRole("link", { name: "CHECKOUT" });
    expect(checkout.getAttribute("href")).toBe("/mybag");
    expect(localStorage.getItem("cart-guest")).toBeNull();
    fireEvent.click(checkout);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onGuestCheckout).not.toHaveBeenCalled();
  });

  it("removes an item through the bag page's action with a loader, then a toast, and reads the bag again", async () => {
    answerBag(KURTA, SHIRT);
    const dialog = popup();
    await within(dialog).findByText("Red Floral Kurta");
    const remove = within(dialog).getByRole("button", { name: "Remove Red Floral Kurta" });
    await act(async () => fireEvent.click(remove));
    const item = remove.closest("li") as HTMLElement;
    await waitFor(() => expect(item.getAttribute("aria-busy")).toBe("true"));
    expect(within(item).getByRole("status").textContent).toBe("Removing…");
    answerBag(SHIRT);
    await act(async () => release());
    await waitFor(() => expect(within(dialog).queryByText("Red Floral Kurta")).toBeNull());
    expect(removed).toEqual(["remove 5001"]);
    expect(within(dialog).getByText(formatMessage.miniBagItemRemoved("Red Floral Kurta"))).toBeTruthy();
    expect(api.callsTo(routes.checkout)).toHaveLength(2);
    expect(document.activeElement?.textContent).toBe("My Bag");
  });
});
