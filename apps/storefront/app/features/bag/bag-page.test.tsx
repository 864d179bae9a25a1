// @vitest-environment happy-dom
import { type CheckoutResponse, MESSAGES, ok } from "@odin/contracts";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bagItem, bagWith, offer } from "../../testing/bag-data";
import { renderBagPage, toastText as toast } from "../../testing/bag-page-kit";

/** The bag page as the loader's bag draws it: items, pricing lines, the coupon box and its modal. */

let bag: CheckoutResponse;
const checkout = vi.fn();

beforeEach(() => {
  bag = bagWith([bagItem(7, { styleName: "Oxford Shirt", tenantSize: "40", tenantSizeLabel: "Chest (in)" })]);
  checkout.mockReset();
  checkout.mockImplementation(async () => ok(bag));
});

afterEach(cleanup);

const renderBag = () => renderBagPage({ checkout });

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
    fireEvent.input(screen.getByLabelText("Coupon code"), { target: { value: "SAVE-10" } });
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
