import type { DeliveryInfo, ProductDetail, Sku } from "@odin/contracts";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ProductPageData } from "../features/product/load-product";

/** Test support: a style as the product API answers it. */
export const sku = (skuId: number, size: string, inStock = true, extra: Partial<Sku> = {}): Sku => ({
  skuId,
  size,
  mrp: 249900,
  price: 199900,
  discountInPercentage: 20,
  inStock,
  tenantsellableQty: inStock ? 5 : 0,
  ...extra,
});

export const PRODUCT_FIXTURE: ProductDetail = {
  styleId: 101,
  code: "NWKUR12345",
  name: "Red Floral Kurta",
  brandName: "Northwind",
  brandDetails: { id: "nw", legalBrandNames: ["Northwind"] },
  brandClickableUrl: "/northwind",
  url: "/nw-red-floral-kurta-NWKUR12345",
  colour: "Red",
  colorCode: "#c0392b",
  images: [
    { thumbnail: "/img/1/t.webp", medium: "/img/1/m.webp", large: "/img/1/l.webp" },
    { thumbnail: "/img/2/t.webp", medium: "/img/2/m.webp", large: "/img/2/l.webp" },
  ],
  videos: [],
  colors: [
    {
      styleId: 101,
      colour: "Red",
      colorCode: "#c0392b",
      url: "/nw-red-floral-kurta-NWKUR12345",
      selected: true,
      inStock: true,
    },
    {
      styleId: 102,
      colour: "Blue",
      colorCode: "#1e3a8a",
      url: "/nw-blue-floral-kurta-NWKUR12346",
      selected: false,
      inStock: true,
    },
  ],
  skus: [sku(5001, "S"), sku(5002, "M"), sku(5003, "L", false)],
  inStock: true,
  isNew: false,
  mrp: 249900,
  price: 199900,
  discountInPercentage: 20,
  mrpRange: { min: 249900, max: 249900 },
  sellingPriceRange: { min: 199900, max: 199900 },
  discountRange: { min: 20, max: 20 },
  promotions: [{ code: "FEST10", displayDiscount: "Extra 10% off", tnc: "On orders above ₹1,999." }],
  story: "A kurta in soft cotton with a floral print.",
  sizeChartId: 7,
  productTags: [
    { text: "Bestseller", colour: "#b3261e" },
    { text: "Cotton", colour: "" },
  ],
  returnable: true,
  sizeMappingEnabled: false,
  gender: "women",
  pcmArticleType: "kurtas",
  articleTypeName: "Kurtas",
  tenantsellableQty: 10,
  rating: { average: 4.25, count: 12, distribution: [0, 1, 1, 4, 6] },
  breadcrumbs: [
    { breadcrumbText: "Northwind", breadcrumbUrl: "/" },
    { breadcrumbText: "Kurtas", breadcrumbUrl: "/northwind-kurtas" },
    { breadcrumbText: "Red Floral Kurta", breadcrumbUrl: "/nw-red-floral-kurta-NWKUR12345" },
  ],
  legal: {
    mrp: "₹2,499 (inclusive of all taxes)",
    maker: {
      role: "manufacturer",
      name: "Northwind Apparel Pvt. Ltd.",
      address: "Plot 14, Peenya Industrial Area, Bengaluru 560058, Karnataka",
    },
    countryOfOrigin: "India",
    customerCare: { email: "care@northwind.example", phone: "+91 80 4000 1234" },
    seller: { name: "Odin Retail Pvt. Ltd.", address: "21 Residency Road, Bengaluru 560025, Karnataka" },
    sizes: [
      { size: "S", measurement: "chest 94 cm, length 112 cm" },
      { size: "M", measurement: "chest 99 cm, length 114 cm" },
      { size: "L", measurement: "chest 104 cm, length 116 cm" },
    ],
    packaged: null,
    returns: "Returns and exchanges within 15 days of delivery; refunds to the original payment method.",
  },
};

export const PAGE_FIXTURE: ProductPageData = {
  product: PRODUCT_FIXTURE,
  similar: [],
  reviews: { reviews: [], photos: [], totalPhotos: 0 },
  flags: { priceInfoBlock: true, ratings: true },
  favoured: false,
  signedIn: false,
};

/** Options deliberately out of display order: the page must sort them. */
export const DELIVERY_FIXTURE: DeliveryInfo = {
  pincode: "560001",
  city: "Bengaluru",
  serviceable: true,
  skuId: 5001,
  deliveryOptions: [
    { type: "standard", order: 3, label: "Delivery within 5-7 days", estimatedDate: "2025-03-12" },
    {
      type: "pickup",
      order: 0,
      label: "Pickup from the nearest",
      estimatedDate: "2025-03-05",
      store: { code: "NW-BLR-01", name: "Northwind - Indiranagar, Bengaluru", distance: 2.4 },
    },
    { type: "nextDay", order: 2, label: "Delivery Tomorrow", estimatedDate: "2025-03-06" },
    { type: "sameDay", order: 1, label: "Delivery Today", estimatedDate: "2025-03-05" },
  ],
};

/** Renders inside a data router (links need one), as Testing Library's `render` does otherwise. */
export function renderWithRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  return render(<RouterProvider router={router} />);
}
