// @vitest-environment happy-dom
import { formatMessage, MESSAGES, ok, type ProductDetail } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { type ActionFunctionArgs, createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bagIssue, bagProduct, checkoutAnswer } from "../../testing/checkout-answers";
import { testLoadContext } from "../../testing/load-context";
import { PRODUCT_FIXTURE, sku } from "../../testing/product-data";
import { productAction } from "./product-actions.server";
import { PurchasePanel } from "./purchase-panel";

const api = await vi.hoisted(async () => (await import("../../testing/route-answers")).routeAnswers());
vi.mock("../../lib/browser-api", () => ({ browserApi: () => api }));

const PAGE = "/nw-red-floral-kurta-NWKUR12345";
const checkout = vi.fn();

/** The product page's route as the catch-all has it: the panel, answered by the real action. */
function routes(product: ProductDetail) {
  const { context } = testLoadContext({ services: { bag: { checkout } } as never });
  return [
    {
      id: "catch-all",
      path: "*",
      element: <PurchasePanel product={product} priceInfoBlock={false} signedIn={false} />,
      action: (args: ActionFunctionArgs) => productAction({ ...args, context }),
    },
  ];
}

const panel = (product = PRODUCT_FIXTURE) =>
  render(<RouterProvider router={createMemoryRouter(routes(product), { initialEntries: [PAGE] })} />);

const radio = (name: string | RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
const addToBag = () => screen.getByRole("button", { name: "ADD TO BAG" });
/** The sizes and ADD TO BAG's form (NOTIFY ME, for the sold-out size, has live regions of its own). */
const bagForm = () =>
  within(screen.getByRole("group", { name: /^Select Size/ }).closest("form") as HTMLElement);

beforeEach(() => {
  localStorage.clear();
  checkout.mockReset();
  checkout.mockResolvedValue(ok(checkoutAnswer([bagProduct(5002, "Red Floral Kurta")])));
});
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
});

describe("ADD TO BAG", () => {
  it("is a form posting the size radios to the page's own address", () => {
    panel();
    const form = addToBag().closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(PAGE);
    expect(radio("S").name).toBe("skuId");
    expect(radio("S").value).toBe("5001");
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("addToBag");
    expect(addToBag().getAttribute("type")).toBe("submit");
  });

  it("asks for a size without posting, and the message goes once a size is chosen", async () => {
    panel();
    await act(async () => fireEvent.click(addToBag()));
    expect(bagForm().getByRole("alert").textContent).toBe(MESSAGES.product.selectSize);
    expect(document.activeElement).toBe(radio("S"));
    expect(checkout).not.toHaveBeenCalled();
    fireEvent.click(radio("S"));
    expect(screen.queryByText(MESSAGES.product.selectSize)).toBeNull();
  });

  it("adds the size through the action and becomes CHECKOUT, a link to the bag with focus", async () => {
    panel();
    fireEvent.click(radio("M"));
    await act(async () => fireEvent.click(addToBag()));
    const checkoutLink = await screen.findByRole("link", { name: "CHECKOUT" });
    expect(checkout).toHaveBeenCalledWith(
      expect.objectContaining({ type: "update", cartItems: [{ skuId: 5002, qty: 1, mode: "add" }] }),
    );
    expect(checkoutLink.getAttribute("href")).toBe("/mybag");
    await waitFor(() => expect(document.activeElement).toBe(checkoutLink));
    expect(bagForm().getByRole("status").textContent).toBe("Added to your bag.");
    // A guest's browser keeps the bag's copy under the spec's key (decision 27).
    expect(JSON.parse(localStorage.getItem("cart-guest") ?? "null")).toEqual([{ skuId: 5002, qty: 1 }]);
    fireEvent.click(radio("S"));
    expect(addToBag()).toBeTruthy();
    expect(bagForm().getByRole("status").textContent).toBe("");
  });

  it("shows the bag's refusal of a size at its cap and stays ADD TO BAG", async () => {
    const limit = formatMessage.quantityLimit(10, "Red Floral Kurta");
    checkout.mockResolvedValue(
      ok(checkoutAnswer([], { limitBreachedSkus: [bagIssue(5002, "Red Floral Kurta", limit)] })),
    );
    panel();
    fireEvent.click(radio("M"));
    await act(async () => fireEvent.click(addToBag()));
    await waitFor(() => expect(bagForm().getByRole("status").textContent).toBe(limit));
    expect(addToBag()).toBeTruthy();
  });

  it("cannot add a style with no size in stock", () => {
    panel({ ...PRODUCT_FIXTURE, inStock: false, skus: [sku(5003, "L", false)] });
    expect((screen.getByRole("button", { name: "OUT OF STOCK" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is followed by NOTIFY ME, a form of its own, for the sizes sold out", () => {
    panel();
    const notifyMe = screen.getByRole("button", { name: "NOTIFY ME" }).closest("form") as HTMLFormElement;
    const sizes = addToBag().closest("form") as HTMLFormElement;
    expect(notifyMe).not.toBe(sizes);
    expect(sizes.compareDocumentPosition(notifyMe) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((notifyMe.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("notify-me");
  });
});

describe("posted before the scripts ran", () => {
  const answered = (actionData: unknown) =>
    renderToString(
      <RouterProvider
        router={createMemoryRouter(routes(PRODUCT_FIXTURE), {
          initialEntries: [PAGE],
          hydrationData: { loaderData: {}, actionData: { "catch-all": actionData } },
        })}
      />,
    );

  it("draws the action's success: the size chosen, CHECKOUT taking the focus, the message", () => {
    const html = answered({
      intent: "addToBag",
      ok: true,
      message: "Added to your bag.",
      values: { skuId: "5002" },
    });
    expect(html).toMatch(/<input[^>]*name="skuId" value="5002" checked/);
    expect(html).toMatch(/<a href="\/mybag" autofocus[^>]*>CHECKOUT<\/a>/);
    expect(html).toMatch(/role="status"[^>]*>Added to your bag.<\/p>/);
  });

  it("draws the size's message when none was chosen", () => {
    const html = answered({
      intent: "addToBag",
      ok: false,
      fieldErrors: { skuId: MESSAGES.product.selectSize },
    });
    expect(html).toContain(`role="alert" class="product-error">${MESSAGES.product.selectSize}</p>`);
    expect(html).toContain(">ADD TO BAG</button>");
  });

  it("keeps a size picked before the page hydrated", async () => {
    const router = () => createMemoryRouter(routes(PRODUCT_FIXTURE), { initialEntries: [PAGE] });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RouterProvider router={router()} />);
    document.body.append(container);
    (container.querySelector('input[value="5002"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router()} />);
    });
    await act(async () => fireEvent.click(addToBag()));
    await screen.findByRole("link", { name: "CHECKOUT" });
    expect(checkout).toHaveBeenCalledWith(
      expect.objectContaining({ cartItems: [{ skuId: 5002, qty: 1, mode: "add" }] }),
    );
    container.remove();
  });
});
