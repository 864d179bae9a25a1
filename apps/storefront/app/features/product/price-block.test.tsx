// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_FIXTURE } from "../../testing/product-data";
import { PriceBlock } from "./price-block";
import { PriceInfo } from "./price-info";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The label and value of each row of the price block. */
function rows(): string[][] {
  return Array.from(document.querySelectorAll(".price-block__row")).map((row) => [
    row.querySelector("dt")?.textContent ?? "",
    row.querySelector("dd")?.textContent ?? "",
  ]);
}

function stubViewport(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: wide, media: query }));
}

describe("price block", () => {
  it("shows Selling Price, MRP and You Save in rupees with Indian grouping", () => {
    render(<PriceBlock mrp={12345600} price={9876500} discountInPercentage={20} />);
    expect(rows()).toEqual([
      ["Selling Price", "₹98,765"],
      ["MRP", "₹1,23,456"],
      ["You Save", "₹24,691 (20% OFF)"],
    ]);
    expect(document.querySelector(".price-block__row--mrp s")?.textContent).toBe("₹1,23,456");
  });

  it("keeps paise when a price has them", () => {
    render(<PriceBlock mrp={100050} price={90025} discountInPercentage={10} />);
    expect(rows()[0]).toEqual(["Selling Price", "₹900.25"]);
    expect(rows()[2]).toEqual(["You Save", "₹100.25 (10% OFF)"]);
  });

  it("shows only the MRP when nothing is saved", () => {
    render(<PriceBlock mrp={199900} price={199900} discountInPercentage={0} />);
    expect(rows()).toEqual([["MRP", "₹1,999"]]);
  });
});

describe("price info", () => {
  it("renders the taxes note and the promotions as a card describing the button", () => {
    render(<PriceInfo promotions={PRODUCT_FIXTURE.promotions} />);
    const button = screen.getByRole("button", { name: "Price details" });
    const card = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(card?.textContent).toContain("MRP is inclusive of all taxes.");
    expect(card?.textContent).toContain("Extra 10% off");
    expect(card?.textContent).toContain("On orders above ₹1,999.");
  });

  it("hides the hover card on Escape until the pointer or focus leaves", () => {
    render(<PriceInfo promotions={[]} />);
    const wrapper = document.querySelector(".price-info") as HTMLElement;
    fireEvent.keyDown(screen.getByRole("button", { name: "Price details" }), { key: "Escape" });
    expect(wrapper.hasAttribute("data-dismissed")).toBe(true);
    fireEvent.mouseLeave(wrapper);
    expect(wrapper.hasAttribute("data-dismissed")).toBe(false);
  });

  it("opens a modal dialog below 992 px and closes it with its close button", () => {
    stubViewport(false);
    render(<PriceInfo promotions={PRODUCT_FIXTURE.promotions} />);
    const opener = screen.getByRole("button", { name: "Price details" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(within(dialog).getByText("Extra 10% off")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("does not open the dialog on desktop, where the card shows on hover and focus", () => {
    stubViewport(true);
    render(<PriceInfo promotions={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Price details" }));
    expect((document.querySelector("dialog") as HTMLDialogElement).open).toBe(false);
  });
});
