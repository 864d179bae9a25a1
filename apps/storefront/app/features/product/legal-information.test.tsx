// @vitest-environment happy-dom
import type { LegalInformation as Legal } from "@odin/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCT_FIXTURE } from "../../testing/product-data";
import { LegalInformation } from "./legal-information";

afterEach(cleanup);

const LEGAL = PRODUCT_FIXTURE.legal;

const PACKAGED: Legal = {
  ...LEGAL,
  mrp: "₹899 (inclusive of all taxes)",
  maker: { role: "importer", name: "Saffron Trading Co.", address: "Unit 5, Andheri East\nMumbai 400069" },
  countryOfOrigin: "France",
  sizes: [],
  packaged: {
    netQuantity: "100 ml",
    madeOnLabel: "Month and year of import",
    madeOn: "March 2026",
    unitSalePrice: "₹8.99 per ml",
  },
};

/** Each row of the list as its term and its description, a line break and a list item read as new lines. */
function rows(): string[][] {
  return Array.from(document.querySelectorAll(".legal-information__row")).map((row) => {
    const dd = row.querySelector("dd")?.cloneNode(true) as HTMLElement;
    for (const br of Array.from(dd.querySelectorAll("br"))) br.replaceWith("\n");
    for (const item of Array.from(dd.querySelectorAll("li + li"))) item.prepend("\n");
    return [row.querySelector("dt")?.textContent ?? "", dd.textContent ?? ""];
  });
}

describe("legal information", () => {
  it("shows every declaration of a style under its heading, in a description list", () => {
    render(<LegalInformation legal={LEGAL} />);
    const section = screen.getByRole("region", { name: "Legal information" });
    expect(within(section).getByRole("heading", { level: 2, name: "Legal information" })).toBeTruthy();
    expect(section.querySelector("dl")).not.toBeNull();
    expect(rows()).toEqual([
      ["MRP", "₹2,499 (inclusive of all taxes)"],
      [
        "Manufactured by",
        "Northwind Apparel Pvt. Ltd.\nPlot 14, Peenya Industrial Area, Bengaluru 560058, Karnataka",
      ],
      ["Country of origin", "India"],
      ["Customer care", "care@northwind.example\n+91 80 4000 1234"],
      ["Sold by", "Odin Retail Pvt. Ltd.\n21 Residency Road, Bengaluru 560025, Karnataka"],
      [
        "Sizes",
        "S: chest 94 cm, length 112 cm\nM: chest 99 cm, length 114 cm\nL: chest 104 cm, length 116 cm",
      ],
      [
        "Returns",
        "Returns and exchanges within 15 days of delivery; refunds to the original payment method.",
      ],
    ]);
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "S: chest 94 cm, length 112 cm",
      "M: chest 99 cm, length 114 cm",
      "L: chest 104 cm, length 116 cm",
    ]);
  });

  it("links customer care's e-mail and phone", () => {
    render(<LegalInformation legal={LEGAL} />);
    expect(screen.getByRole("link", { name: "care@northwind.example" }).getAttribute("href")).toBe(
      "mailto:care@northwind.example",
    );
    expect(screen.getByRole("link", { name: "+91 80 4000 1234" }).getAttribute("href")).toBe(
      "tel:+918040001234",
    );
  });

  it("names the maker by its role", () => {
    const labels = (["manufacturer", "packer", "marketer", "importer"] as const).map((role) => {
      const maker = { role, name: "Maker", address: "Address" };
      const { unmount } = render(<LegalInformation legal={{ ...LEGAL, maker }} />);
      const label = rows()[1]?.[0];
      unmount();
      return label;
    });
    expect(labels).toEqual(["Manufactured by", "Packed by", "Marketed by", "Imported by"]);
  });

  it("adds the packaged goods' net quantity, month and year and unit sale price", () => {
    render(<LegalInformation legal={PACKAGED} />);
    expect(rows()).toEqual([
      ["MRP", "₹899 (inclusive of all taxes)"],
      ["Imported by", "Saffron Trading Co.\nUnit 5, Andheri East\nMumbai 400069"],
      ["Country of origin", "France"],
      ["Customer care", "care@northwind.example\n+91 80 4000 1234"],
      ["Sold by", "Odin Retail Pvt. Ltd.\n21 Residency Road, Bengaluru 560025, Karnataka"],
      ["Net quantity", "100 ml"],
      ["Month and year of import", "March 2026"],
      ["Unit sale price", "₹8.99 per ml"],
      [
        "Returns",
        "Returns and exchanges within 15 days of delivery; refunds to the original payment method.",
      ],
    ]);
  });

  it("leaves out a packaged good's unit sale price when there is none", () => {
    const packaged = {
      netQuantity: "1 piece",
      madeOnLabel: "Month and year of manufacture",
      madeOn: "January 2026",
    };
    render(<LegalInformation legal={{ ...PACKAGED, packaged: { ...packaged, unitSalePrice: null } }} />);
    const labels = rows().map(([label]) => label);
    expect(labels).toContain("Net quantity");
    expect(labels).toContain("Month and year of manufacture");
    expect(labels).not.toContain("Unit sale price");
  });

  it("leaves out the groups the server has not filled, keeping MRP and returns", () => {
    const bare: Legal = {
      ...LEGAL,
      maker: null,
      countryOfOrigin: null,
      customerCare: null,
      seller: null,
      sizes: [],
      packaged: null,
    };
    render(<LegalInformation legal={bare} />);
    expect(rows()).toEqual([
      ["MRP", "₹2,499 (inclusive of all taxes)"],
      [
        "Returns",
        "Returns and exchanges within 15 days of delivery; refunds to the original payment method.",
      ],
    ]);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("is in the server's HTML, open, with nothing that needs a script", () => {
    const html = renderToString(<LegalInformation legal={PACKAGED} />);
    expect(html).toMatch(/^<section aria-labelledby="product-legal" class="legal-information">/);
    expect(html).toContain('<h2 id="product-legal" class="product-section-title">Legal information</h2>');
    expect(html).toContain('<dl class="legal-information__list">');
    expect(html).toContain("<dt>Unit sale price</dt><dd>₹8.99 per ml</dd>");
    expect(html).not.toMatch(/<details|<button|hidden/);
  });
});
