// @vitest-environment happy-dom
import { MESSAGES, STORAGE_KEYS } from "@odin/contracts";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_FIXTURE, renderWithRouter, sku } from "../../testing/product-data";
import { PurchasePanel } from "./purchase-panel";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

const radio = (name: string | RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

const panel = (product = PRODUCT_FIXTURE) =>
  renderWithRouter(<PurchasePanel product={product} priceInfoBlock={false} />);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("size selection", () => {
  it("offers one radio per size, with out-of-stock sizes disabled and none selected", () => {
    panel();
    const group = screen.getByRole("group", { name: "Select Size" });
    const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(radios).toHaveLength(3);
    expect(radio("S").disabled).toBe(false);
    // The size and a hidden ", Out of stock" for screen readers.
    expect((screen.getByRole("radio", { name: /^L ?, Out of stock$/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(radios.some((radio) => radio.checked)).toBe(false);
  });

  it("selects a size and shows its price", () => {
    const product = {
      ...PRODUCT_FIXTURE,
      skus: [sku(5001, "S"), sku(5002, "M", true, { mrp: 299900, price: 299900, discountInPercentage: 0 })],
    };
    panel(product);
    fireEvent.click(screen.getByRole("radio", { name: "M" }));
    expect(radio("M").checked).toBe(true);
    expect(screen.queryByText("You Save")).toBeNull();
    expect(screen.getByText("₹2,999")).toBeTruthy();
  });

  it("shows the tenant's sizes when the style maps sizes", () => {
    const product = {
      ...PRODUCT_FIXTURE,
      sizeMappingEnabled: true,
      tenantSizeLabel: "UK Size",
      skus: [sku(5001, "8", true, { tenantSize: "UK 8", tenantSizeLabel: "UK Size" })],
    };
    panel(product);
    expect(screen.getByRole("group", { name: "Select Size (UK Size)" })).toBeTruthy();
    expect(radio("UK 8")).toBeTruthy();
  });

  it("preselects the only size of a single-SKU style", () => {
    panel({ ...PRODUCT_FIXTURE, skus: [sku(5009, "Free Size")] });
    expect(radio("Free Size").checked).toBe(true);
  });

  it("asks for a size when ADD TO BAG is pressed without one, and the message goes once a size is chosen", () => {
    panel();
    fireEvent.click(screen.getByRole("button", { name: "ADD TO BAG" }));
    expect(screen.getByRole("alert").textContent).toBe(MESSAGES.product.selectSize);
    expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "S" }));
    expect(screen.queryByText(MESSAGES.product.selectSize)).toBeNull();
  });

  it("adds the size to the guest bag and becomes CHECKOUT, a link to the bag with focus", () => {
    panel();
    fireEvent.click(screen.getByRole("radio", { name: "M" }));
    fireEvent.click(screen.getByRole("button", { name: "ADD TO BAG" }));
    const checkout = screen.getByRole("link", { name: "CHECKOUT" });
    expect(checkout.getAttribute("href")).toBe("/mybag");
    expect(document.activeElement).toBe(checkout);
    expect(screen.getByRole("status").textContent).toBe("Added to your bag.");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? "[]")).toEqual([
      { skuId: 5002, styleId: 101, quantity: 1 },
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "S" }));
    expect(screen.getByRole("button", { name: "ADD TO BAG" })).toBeTruthy();
  });

  it("cannot add a style with no size in stock", () => {
    panel({ ...PRODUCT_FIXTURE, inStock: false, skus: [sku(5003, "L", false)] });
    expect((screen.getByRole("button", { name: "OUT OF STOCK" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("before hydration", () => {
  it("keeps a size picked before the page hydrated", async () => {
    const tree = () => (
      <RouterProvider
        router={createMemoryRouter([
          { path: "*", element: <PurchasePanel product={PRODUCT_FIXTURE} priceInfoBlock /> },
        ])}
      />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    (container.querySelector('input[value="5002"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, tree());
    });
    fireEvent.click(screen.getByRole("button", { name: "ADD TO BAG" }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? "[]")).toEqual([
      { skuId: 5002, styleId: 101, quantity: 1 },
    ]);
    container.remove();
  });
});
