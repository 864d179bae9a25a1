import type {
  BrandDeclarations,
  BrandDeclarationsList,
  CatalogueOptions,
  StylePage,
  StylePhotos,
  StyleStock,
  StyleSummary,
} from "@odin/contracts";

/** The Catalogue area's answers as the API gives them, for the pages' tests. */

export const OPTIONS: CatalogueOptions = {
  brands: [
    { id: 3, code: "RGZ", name: "Rangrez" },
    { id: 5, code: "AAR", name: "Aarohi" },
  ],
  categories: [
    { id: 1, name: "Women", gender: "Women", level: 1, parentId: null },
    { id: 2, name: "Ethnic Wear", gender: "Women", level: 2, parentId: 1 },
    { id: 3, name: "Kurtas", gender: "Women", level: 3, parentId: 2 },
    { id: 4, name: "Sarees", gender: "Women", level: 3, parentId: 2 },
    { id: 5, name: "Men", gender: "Men", level: 1, parentId: null },
    { id: 6, name: "Topwear", gender: "Men", level: 2, parentId: 5 },
    { id: 7, name: "Kurtas", gender: "Men", level: 3, parentId: 6 },
  ],
  sizeCharts: [
    { id: 11, name: "Women's kurtas" },
    { id: 12, name: "Men's kurtas" },
  ],
  occasions: ["Casual", "Festive", "Wedding"],
  centres: [
    { id: 21, code: "BHW", name: "Bhiwandi warehouse", kind: "warehouse" },
    { id: 22, code: "BLR1", name: "Bengaluru MG Road", kind: "store" },
    { id: 23, code: "DEL2", name: "Delhi Saket", kind: "store" },
  ],
};

export const STYLE_ROW: StyleSummary = {
  styleId: 501,
  code: "RGZ-KU-0501",
  name: "Indigo block-print kurta",
  brandName: "Rangrez",
  gender: "Women",
  articleTypeName: "Kurtas",
  colour: "Indigo",
  mrp: 149_900,
  price: 129_950,
  published: false,
  sizes: 3,
  units: 0,
};

export const BRAND_DECLARATIONS: BrandDeclarations = {
  makerRole: "manufacturer",
  makerName: "Rangrez Textiles Pvt Ltd",
  makerAddress: "Plot 12, Sitapura, Jaipur 302022",
  countryOfOrigin: "India",
  careEmail: "care@rangrez.in",
  carePhone: "+91 141 400 1234",
  sellerName: "Odin Retail Pvt Ltd",
  sellerAddress: "12 MG Road, Bengaluru 560001",
};

export const STYLE_PAGE: StylePage = {
  style: {
    styleId: 501,
    code: "RGZ-KU-0501",
    name: "Indigo block-print kurta",
    story: "Hand-block printed in Jaipur.",
    brandId: 3,
    brandName: "Rangrez",
    categoryId: 3,
    gender: "Women",
    articleType: "kurtas",
    articleTypeName: "Kurtas",
    colour: "Indigo",
    colourCode: "#2b2d77",
    occasion: "Casual",
    tags: ["cotton", "block print"],
    hsnCode: "6211",
    sizeChartId: 11,
    returnable: true,
    published: false,
    url: "/kurtas/rangrez/indigo-block-print-kurta/501/buy",
  },
  sizes: [
    {
      skuId: 9001,
      size: "M",
      ean: "8901234567893",
      mrp: 149_900,
      price: 129_950,
      gstRate: 12,
      units: 4,
      reserved: 1,
      waiting: 0,
    },
    {
      skuId: 9002,
      size: "L",
      ean: "4006381333931",
      mrp: 149_900,
      price: 149_900,
      gstRate: 12,
      units: 0,
      reserved: 0,
      waiting: 3,
    },
  ],
  declarations: {
    own: {
      makerRole: null,
      makerName: null,
      makerAddress: null,
      countryOfOrigin: "Nepal",
      careEmail: null,
      carePhone: null,
      sellerName: null,
      sellerAddress: null,
      packaged: false,
      netQuantity: null,
      netQuantityMeasure: null,
      madeOn: null,
      dimensions: null,
    },
    brand: BRAND_DECLARATIONS,
    missing: [],
  },
  audit: [
    {
      id: 80,
      at: "2026-11-28T12:00:00.000Z",
      actor: { id: 7, name: "Meera Iyer" },
      resource: "style",
      resourceId: "501",
      action: "updated",
      changes: { name: { from: "Indigo kurta", to: "Indigo block-print kurta" } },
      clientAddress: "127.0.0.1",
      userAgent: "test",
    },
  ],
};

export const STYLE_STOCK: StyleStock = {
  styleId: 501,
  sizes: [
    {
      skuId: 9001,
      size: "M",
      centres: [
        { fcId: 21, code: "BHW", name: "Bhiwandi warehouse", kind: "warehouse", units: 3, reserved: 1 },
        { fcId: 22, code: "BLR1", name: "Bengaluru MG Road", kind: "store", units: 1, reserved: 0 },
      ],
    },
    { skuId: 9002, size: "L", centres: [] },
  ],
  changes: [
    {
      id: 61,
      skuId: 9001,
      size: "M",
      fcId: 21,
      centreCode: "BHW",
      delta: -2,
      unitsAfter: 3,
      reason: "Two found damaged",
      staffName: "Meera Iyer",
      at: "2026-11-28T11:00:00.000Z",
    },
  ],
};

/** The front photographed and shown first, the detail shown with its drawing, the back not shown and drawn by none. */
export const STYLE_PHOTOS: StylePhotos = {
  styleId: 501,
  views: [
    {
      view: "front",
      shown: true,
      photo: "/img/s/501/front/3f9a2c1d/thumbnail.webp",
      drawing: "/img/p/kurta/2b2d77/front/thumbnail.webp",
    },
    { view: "detail", shown: true, photo: null, drawing: "/img/p/kurta/2b2d77/detail/thumbnail.webp" },
    { view: "back", shown: false, photo: null, drawing: null },
  ],
};

export const BRANDS: BrandDeclarationsList = {
  brands: [
    { brandId: 3, code: "RGZ", name: "Rangrez", declarations: BRAND_DECLARATIONS },
    { brandId: 5, code: "AAR", name: "Aarohi", declarations: null },
  ],
};

/** The API's error shape with one error carrying `data`. */
export function refusalWithData(status: number, code: string, detail: string, data: Record<string, unknown>) {
  return new Response(JSON.stringify({ errors: [{ status, code, detail, data }] }), {
    status,
    headers: { "content-type": "application/json" },
  });
}
