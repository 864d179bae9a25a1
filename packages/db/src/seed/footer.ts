import type { FooterLink, FooterLinks } from "@odin/contracts";
import type { BrandDef } from "./brands";
import { LINKS } from "./collections";

const node = (label: string, url: string, children: FooterLink[] = []): FooterLink => ({
  label,
  url,
  children,
});

const POPULAR_SEARCHES: readonly [string, string][] = [
  ["Kurtas for Women", "/women-kurtas"],
  ["Kurtis", "/women-kurtis"],
  ["Sarees", "/women-sarees"],
  ["Men's Jeans", "/men-jeans"],
  ["Polo T-Shirts", "/men-polos"],
  ["Men's Shirts", "/men-shirts"],
  ["Sneakers", "/men-sneakers"],
  ["Dresses", "/women-dresses"],
  ["Watches", "/men-watches"],
  ["Handbags", "/women-handbags"],
  ["Kids' Tees", "/boys-tees"],
  ["Flat 70% Off", "/sale-70-off"],
];

function columns(brands: readonly BrandDef[]): FooterLink[] {
  return [
    node("About", "/whoweare", [
      node("Who We Are", "/whoweare"),
      node("Store Locator", LINKS.storeLocator),
      node("Terms & Conditions", "/termsconditions"),
      node("Privacy Policy", "/privacypolicy"),
    ]),
    node("Help", "/customercare", [
      node("Frequently Asked Questions", "/customercare"),
      node("Returns & Exchanges", "/customercare#returns-and-exchanges"),
      node("Track Your Order", "/myorders"),
      node("Contact Us", "/contactus"),
    ]),
    node("Shop by brand", LINKS.brands, [
      ...brands.slice(0, 10).map((brand) => node(brand.name, `/${brand.code}`)),
      node("All Brands", LINKS.brands),
    ]),
    node(
      "Popular searches",
      LINKS.newArrivals,
      POPULAR_SEARCHES.map(([label, url]) => node(label, url)),
    ),
  ];
}

function brandList(brands: readonly BrandDef[]): string {
  return brands
    .map((brand) => `<li><a href="/${brand.code}">${brand.name.replace(/&/g, "&amp;")}</a></li>`)
    .join("");
}

/** Footer link columns, SEO blocks (allow-listed HTML only) and copyright. */
export function footerLinksDocument(brands: readonly BrandDef[]): FooterLinks {
  return {
    links: columns(brands),
    footerSeoList: [
      {
        footerTitle: "Online fashion shopping in India",
        footerDescription:
          "<p>Odin brings <strong>17+ Indian fashion brands</strong> to one store: ethnic wear, denim, polos, sportswear, " +
          'footwear, watches and fragrances. Shop <a href="/new-arrivals">new arrivals</a> every week, pick up from ' +
          'a <a href="/store-locator">store near you</a>, or get it delivered anywhere in India.</p>' +
          "<p>Prices include GST. Pay by UPI, card, net banking or cash on delivery; most styles can be returned within 15 days.</p>",
        alignment: "VERTICAL",
      },
      {
        footerTitle: "Ethnic wear for every occasion",
        footerDescription:
          "<p>From everyday cotton kurtis to handloom silk sarees, find ethnic wear for office days, pujas and weddings.</p>" +
          '<ul><li><a href="/women-kurtas">Kurtas for women</a></li><li><a href="/women-sarees">Sarees</a></li>' +
          '<li><a href="/men-kurtas">Kurtas for men</a></li><li><a href="/festive-edit">The Festive Edit</a></li></ul>',
        alignment: "VERTICAL",
      },
      {
        footerTitle: "Shop by brand",
        footerDescription: `<ul>${brandList(brands)}</ul>`,
        alignment: "HORIZONTAL",
      },
    ],
    copyright: "© 2026 Odin Fashion Retail Pvt. Ltd. All rights reserved.",
  };
}
