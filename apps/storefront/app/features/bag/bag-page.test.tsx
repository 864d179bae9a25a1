// @vitest-environment happy-dom
import { type CheckoutResponse, MESSAGES, ok, type Shopper } from "@odin/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import MyBag, { action, loader } from "../../routes/my-bag";
import { bagItem, bagWith, offer } from "../../testing/bag-data";
import { testLoadContext } from "../../testing/load-context";
import { Toaster } from "../../ui/toast";
import { OPEN_LOGIN_EVENT, type OpenLoginRequest } from "../auth/open-login";

const SHOPPER: Shopper = { userId: 42, roles: ["ROLE_END_USER"] };

let bag: CheckoutResponse;
const checkout = vi.fn();
const services = { bag: { checkout } } as never;

let loginRequests: OpenLoginRequest[] = [];
const onOpenLogin = (event: Event) => loginRequests.push((event as CustomEvent<OpenLoginRequest>).detail);

beforeEach(() => {
  bag = bagWith([bagItem(7, { styleName: "Oxford Shirt", tenantSize: "40", tenantSizeLabel: "Chest (in)" })]);
  checkout.mockReset();
  checkout.mockImplementation(async () => ok(bag));
  loginRequests = [];
  window.addEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  window.removeEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
});

async function renderBag(shopper: Shopper | null = null) {
  const { context } = testLoadContext({ services, ...(shopper ? { shopper } : {}) });
  const Stub = createRoutesStub([{ path: "/mybag", Component: MyBag, loader, action }], context);
  render(
    <>
      <Stub initialEntries={["/mybag"]} />
      <Toaster />
    </>,
  );
  await screen.findByRole("heading", { level: 1, name: "Shopping Bag" });
}

const toast = () => document.querySelector(".toaster")?.textContent ?? "";

describe("the bag's items", () => {
  it("shows each item's picture, brand, name, size with the tenant's label, colour and prices", async () => {
    await renderBag();
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("Northwind")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "Oxford Shirt" }).getAttribute("href")).toBe(
      "/nw-slim-fit-shirt-NW7",
    );
    expect(within(item).getByText("Chest (in) 40 (M)")).toBeTruthy();
    expect(within(item).getByText("Blue")).toBeTruthy();
    const image = item.querySelector("img") as HTMLImageElement;
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["150", "200"]);
    expect(item.querySelector("s")?.textContent).toBe("MRP ₹2,499");
    expect(within(item).getByText("(20% OFF)")).toBeTruthy();
  });

  it("offers quantities 1 to the sellable quantity, labelled with the item's name, and REMOVE", async () => {
    await renderBag();
    const select = screen.getByRole("combobox", { name: "Quantity of Oxford Shirt" }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["1", "2", "3", "4", "5"]);
    expect(select.value).toBe("1");
    expect(screen.getByRole("button", { name: "Remove Oxford Shirt from your bag" })).toBeTruthy();
  });

  it("flags an out-of-stock item, keeps only REMOVE and says what blocks checkout", async () => {
    bag = bagWith([bagItem(7, { outOfStock: true, sellableQty: 0 })], {
      blockingMessage: MESSAGES.checkout.removeOutOfStock,
    });
    await renderBag();
    expect(screen.getByText("Out of stock")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText("Please remove out of stock items to continue")).toBeTruthy();
  });

  it("says a stock limit at its item", async () => {
    const message = "You Can Add Max 3 Quantity of This Item.";
    bag = bagWith([bagItem(7, { qty: 4, sellableQty: 3 })], {
      limitBreachedSkus: [{ skuId: 7, styleName: "Slim Fit Shirt 7", sellableQty: 3, message }],
    });
    await renderBag();
    expect(within(screen.getByRole("listitem")).getByText(message)).toBeTruthy();
    const select = screen.getByRole("combobox") as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["1", "2", "3", "4"]);
  });

  it("says an empty bag is empty, with CONTINUE SHOPPING to the home page", async () => {
    bag = bagWith([]);
    await renderBag();
    expect(screen.getByText("Oops! Your Cart is Empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "CONTINUE SHOPPING" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "PROCEED" })).toBeNull();
  });
});

describe("the pricing lines", () => {
  it("shows the server's lines in order, GST as included, and hides zero Loyalty, COD and GST Benefit", async () => {
    await renderBag();
    const lines = [...document.querySelectorAll(".bag-line")].map((line) => [
      line.querySelector("dt")?.textContent,
      line.querySelector("dd")?.textContent,
    ]);
    expect(lines).toEqual([
      ["Subtotal", "₹2,499"],
      ["Discount", "-₹500"],
      ["GST (included)", "₹214.18"],
      ["Delivery Charges", "₹99incl. GST ₹10.61"],
      ["Total", "₹2,098"],
    ]);
    expect(screen.getByRole("link", { name: "How delivery charges work" }).getAttribute("href")).toBe(
      "/delivery_charges",
    );
  });
});

describe("the coupon box", () => {
  it("has a code field with APPLY, and the offers: applicable ones with their own APPLY, others with the reason", async () => {
    bag = bagWith([bagItem(7)], {
      applicablePromotionsV2: [
        offer("BIG500", {
          applicable: false,
          savings: 0,
          reason: "Add items worth ₹500 more to use BIG500.",
        }),
        offer("SAVE10"),
        offer("UPI100", { paymentConstraint: "UPI", savings: 10000 }),
      ],
    });
    await renderBag();
    expect(screen.getByLabelText("Coupon code")).toBeTruthy();
    const offers = [...document.querySelectorAll(".bag-offer")].map((item) => item.textContent);
    expect(offers).toEqual([
      "SAVE10SAVE10 offerYou save ₹200APPLY",
      "UPI100UPI100 offerExtra ₹100 off when you pay by UPI.APPLY",
      "BIG500BIG500 offerAdd items worth ₹500 more to use BIG500.",
    ]);
    expect(screen.getByRole("button", { name: "APPLY SAVE10" })).toBeTruthy();
  });

  it("shows the bag's coupon with what it saves and REMOVE, and no APPLY for it", async () => {
    bag = bagWith([bagItem(7)], {
      couponDetails: { code: "SAVE10", title: "10% off", applied: true, savings: 19990 },
      applicablePromotionsV2: [offer("SAVE10")],
    });
    await renderBag();
    expect(screen.getByText("You save ₹199.90")).toBeTruthy();
    expect(screen.queryByLabelText("Coupon code")).toBeNull();
    expect(screen.queryByRole("button", { name: "APPLY SAVE10" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "REMOVE" }));
    await waitFor(() => expect(toast()).toBe("SAVE10 has been removed."));
    expect(checkout).toHaveBeenCalledWith({
      page: "myBag",
      isPromotionPaymentConstraintSupported: true,
      type: "delete",
      couponCode: "SAVE10",
    });
  });

  it("says a payment-constrained coupon's benefit as extra rupees off", async () => {
    const benefit = "Extra ₹100 off when you pay by UPI.";
    bag = bagWith([bagItem(7)], {
      couponDetails: {
        code: "UPI100",
        title: "UPI",
        applied: false,
        savings: 0,
        paymentConstraint: "UPI",
        benefit,
      },
    });
    await renderBag();
    expect(screen.getByText(benefit)).toBeTruthy();
  });

  it("says why a typed code does not apply, under the field", async () => {
    await renderBag();
    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: "SAVE-10" } });
    fireEvent.click(screen.getByRole("button", { name: "APPLY" }));
    await screen.findByText("A coupon code has only letters and digits.");
    expect((screen.getByLabelText("Coupon code") as HTMLInputElement).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("opens the error modal for a coupon that no longer applies: Go back closes, Proceed without coupon removes it", async () => {
    const error = "SAVE10 has expired.";
    bag = bagWith([bagItem(7)], {
      couponDetails: { code: "SAVE10", title: "10% off", applied: false, savings: 0, error },
    });
    await renderBag();
    const dialog = await screen.findByRole("dialog", { name: "Your coupon no longer applies" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByText(error)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
    expect((dialog as HTMLDialogElement).open).toBe(false);

    bag = bagWith([bagItem(7)]);
    act(() => {
      (dialog as HTMLDialogElement).showModal();
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Proceed without coupon" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(checkout).toHaveBeenCalledWith({
      page: "myBag",
      isPromotionPaymentConstraintSupported: true,
      type: "delete",
      couponCode: "SAVE10",
    });
  });
});

describe("once hydrated, the forms run without a reload", () => {
  it("posts a new quantity as it is picked, dims the line meanwhile and confirms with a toast", async () => {
    await renderBag();
    const update = screen.getByRole("button", { name: "UPDATE" });
    // Hydrated: the select posts itself, and UPDATE steps aside.
    await waitFor(() => expect(update.className).toContain("visually-hidden"));
    expect(update.getAttribute("tabindex")).toBe("-1");
    bag = bagWith([bagItem(7, { qty: 3, styleName: "Oxford Shirt" })]);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "3" } });
    expect(screen.getByRole("listitem").getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(toast()).toBe("Your bag has been updated."));
    expect(checkout).toHaveBeenCalledWith({
      page: "myBag",
      isPromotionPaymentConstraintSupported: true,
      type: "update",
      cartItems: [{ skuId: 7, qty: 3, mode: "set" }],
    });
    await waitFor(() => expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("3"));
    expect(screen.getByRole("listitem").getAttribute("aria-busy")).toBeNull();
  });

  it("posts a quantity picked before the scripts ran as soon as they start", async () => {
    const { context } = testLoadContext({ services });
    const page = () =>
      createMemoryRouter(
        [
          {
            id: "bag",
            path: "/mybag",
            Component: MyBag,
            loader: (args) => loader({ ...args, context } as never),
            action: (args) => action({ ...args, context } as never),
          },
        ],
        {
          initialEntries: ["/mybag"],
          hydrationData: { loaderData: { bag: { bag, guest: false } } },
        },
      );
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RouterProvider router={page()} />);
    document.body.append(container);
    (container.querySelector("select") as HTMLSelectElement).value = "4";
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={page()} />);
    });
    await waitFor(() =>
      expect(checkout).toHaveBeenCalledWith(
        expect.objectContaining({ type: "update", cartItems: [{ skuId: 7, qty: 4, mode: "set" }] }),
      ),
    );
  });

  it("removes an item and names it in the toast", async () => {
    await renderBag();
    checkout.mockImplementation(async (request: { type: string }) =>
      ok(request.type === "delete" ? bagWith([]) : bag),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove Oxford Shirt from your bag" }));
    await waitFor(() => expect(toast()).toBe("Oxford Shirt has been removed from your bag"));
  });

  it("shows the bag's notices as a red toast", async () => {
    bag = bagWith([bagItem(7)], {
      notices: ["Sorry! 1 product in your bag has gone out of stock and couldn't be added."],
    });
    await renderBag();
    await waitFor(() =>
      expect(document.querySelector(".toast--danger")?.textContent).toContain("Sorry! 1 product"),
    );
    expect(document.querySelector(".bag-notices")).toBeNull();
  });

  it("tells a guest to log in at PROCEED, with LOGIN, and opens the login modal for checkout", async () => {
    await renderBag();
    fireEvent.click(screen.getByRole("button", { name: "PROCEED" }));
    await screen.findByText("Please Login To Continue");
    const login = screen.getByRole("link", { name: "LOGIN" });
    expect(login.getAttribute("href")).toBe("#login=loginSubV2&destination=%2Fcheckout");
    expect(loginRequests).toEqual([{ destination: "/checkout", toast: "Please Login To Continue" }]);
    fireEvent.click(login);
    expect(loginRequests[1]).toEqual({ destination: "/checkout" });
  });

  it("keeps a copy of a guest's bag under cart-guest, and none for a signed-in shopper", async () => {
    bag = bagWith([bagItem(7, { qty: 2 }), bagItem(9)]);
    await renderBag();
    await waitFor(() =>
      expect(localStorage.getItem("cart-guest")).toBe('[{"skuId":7,"qty":2},{"skuId":9,"qty":1}]'),
    );
    cleanup();
    localStorage.clear();
    await renderBag(SHOPPER);
    expect(localStorage.getItem("cart-guest")).toBeNull();
  });
});
