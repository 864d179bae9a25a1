import { formatRupees, type ProductCard as ProductCardData } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { ProductCard } from "./product-card";

const CARD: ProductCardData = {
  styleId: 42,
  styleName: "Slim Fit Oxford Shirt",
  brand: "Northwind",
  url: "/slim-fit-oxford-shirt-NW12345678",
  images: { thumbnail: "/t.webp", medium: "/m.webp", large: "/l.webp" },
  colour: "Blue",
  colorCode: "#1e3a8a",
  mrp: 169900,
  price: 129900,
  discountInPercentage: 23,
  isNew: false,
  inStock: true,
};

function render(card: ProductCardData): string {
  return renderWithRouter(<ProductCard card={card} />);
}

describe("formatRupees", () => {
  it("formats paise as rupees with Indian grouping", () => {
    expect(formatRupees(129900)).toBe("₹1,299");
    expect(formatRupees(99)).toBe("₹0.99");
    expect(formatRupees(50)).toBe("₹0.50");
    expect(formatRupees(12345678)).toBe("₹1,23,456.78");
    expect(formatRupees(1_000_000_00)).toBe("₹10,00,000");
    expect(formatRupees(99_999_999_900)).toBe("₹99,99,99,999");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(-129900)).toBe("-₹1,299");
  });
});

describe("ProductCard", () => {
  it("shows image with reserved size, brand, name, prices and discount", () => {
    const html = render(CARD);
    expect(html).toContain('href="/slim-fit-oxford-shirt-NW12345678"');
    expect(html).toMatch(
      /<img[^>]*src="\/m.webp"[^>]*alt="Northwind Slim Fit Oxford Shirt"[^>]*width="360"[^>]*height="480"[^>]*loading="lazy"/,
    );
    expect(html).toContain("₹1,299</span>");
    expect(html).toMatch(/<s class="price__mrp">.*₹1,699<\/s>/);
    expect(html).toContain("(23% OFF)");
  });

  it("hides the MRP and discount when there is no discount", () => {
    const html = render({ ...CARD, mrp: 129900, discountInPercentage: 0 });
    expect(html).not.toContain("price__mrp");
    expect(html).not.toContain("OFF)");
  });
});
