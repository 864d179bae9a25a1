import {
  brandDeclarations,
  CATALOGUE,
  ean13,
  sizeAddBody,
  sizePriceBody,
  stockChangeBody,
  styleDeclarations,
  stylePhotoOrderBody,
  styleUpdateBody,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  brandDeclarationsOf,
  isEan13,
  photoOrderOf,
  photoUploadOf,
  sizeAddOf,
  sizePriceOf,
  stockChangeOf,
  styleDeclarationsOf,
  styleUpdateOf,
} from "./catalogue-forms";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const STYLE = {
  name: "Indigo cotton kurta",
  story: "Hand-block printed.\nMade in Jaipur.",
  categoryId: "41",
  colour: "Indigo",
  colourCode: "#2b2d77",
  occasion: "Casual",
  tags: "cotton, block print, ,summer",
  hsnCode: "6211",
  sizeChartId: "",
};

const BRAND = {
  makerRole: "manufacturer",
  makerName: "Rangrez Textiles Pvt Ltd",
  makerAddress: "Plot 12, Sitapura\nJaipur 302022",
  countryOfOrigin: "India",
  careEmail: "care@rangrez.in",
  carePhone: "+91 141 400 1234",
  sellerName: "Odin Retail Pvt Ltd",
  sellerAddress: "12 MG Road, Bengaluru 560001",
};

describe("the catalogue's forms, held to the contracts' schemas", () => {
  it("read a style's edit into a body the server takes, tags split and empty ones left out", () => {
    const read = styleUpdateOf(formOf(STYLE));
    expect(read.body).toEqual({
      name: "Indigo cotton kurta",
      story: "Hand-block printed.\nMade in Jaipur.",
      categoryId: 41,
      colour: "Indigo",
      colourCode: "#2b2d77",
      occasion: "Casual",
      tags: ["cotton", "block print", "summer"],
      hsnCode: "6211",
      sizeChartId: null,
    });
    expect(styleUpdateBody.safeParse(read.body).success).toBe(true);
  });

  it("refuse what the server refuses, naming each field", () => {
    const bad = { ...STYLE, name: "Ab", colourCode: "2b2d77", hsnCode: "62111", tags: "x".repeat(41) };
    const read = styleUpdateOf(formOf(bad));
    expect(Object.keys(read.fields ?? {}).sort()).toEqual(["colourCode", "hsnCode", "name", "tags"]);
    const server = styleUpdateBody.safeParse({
      ...styleUpdateOf(formOf(STYLE)).body,
      name: "Ab",
      colourCode: "2b2d77",
      hsnCode: "62111",
      tags: ["x".repeat(41)],
    });
    expect(server.success).toBe(false);
    expect(new Set(server.error?.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(["name", "colourCode", "hsnCode", "tags"]),
    );
  });

  it("take prices in rupees as paise, and refuse a price above the MRP", () => {
    const read = sizePriceOf(formOf({ mrp: "1,499", price: "1299.50" }));
    expect(read.body).toEqual({ mrp: 149_900, price: 129_950 });
    expect(sizePriceBody.safeParse(read.body).success).toBe(true);
    expect(sizePriceOf(formOf({ mrp: "999", price: "1000" })).fields).toHaveProperty("price");
    expect(sizePriceBody.safeParse({ mrp: 99_900, price: 100_000 }).success).toBe(false);
  });

  it("check an EAN's check digit as the server does", () => {
    for (const code of [
      "8901234567890",
      "8901234567893",
      "4006381333931",
      "4006381333932",
      "123",
      "890123456789x",
    ]) {
      expect(isEan13(code), code).toBe(ean13.safeParse(code).success);
    }
    const read = sizeAddOf(formOf({ size: "XL", ean: "4006381333931", mrp: "1499", price: "1499" }));
    expect(sizeAddBody.safeParse(read.body).success).toBe(true);
    expect(sizeAddOf(formOf({ size: "", ean: "4006381333932", mrp: "1", price: "2" })).fields).toEqual({
      size: expect.any(String),
      ean: expect.any(String),
      price: expect.any(String),
    });
  });

  it("read a stock change, set with the units seen or an adjustment, with a reason and request id", () => {
    const requestId = crypto.randomUUID();
    const common = { skuId: "9001", fcId: "3", reason: "Counted the shelf", requestId };
    const set = stockChangeOf(formOf({ ...common, mode: "set", units: "12", seen: "10" }));
    expect(set.body).toEqual({
      mode: "set",
      skuId: 9001,
      fcId: 3,
      units: 12,
      seen: 10,
      reason: "Counted the shelf",
      requestId,
    });
    expect(stockChangeBody.safeParse(set.body).success).toBe(true);
    const adjust = stockChangeOf(formOf({ ...common, mode: "adjust", units: "-2", seen: "10" }));
    expect(adjust.body).toEqual({
      mode: "adjust",
      skuId: 9001,
      fcId: 3,
      units: -2,
      reason: "Counted the shelf",
      requestId,
    });
    expect(stockChangeBody.safeParse(adjust.body).success).toBe(true);
    expect(stockChangeOf(formOf({ ...common, mode: "adjust", units: "0" })).fields).toHaveProperty("units");
    expect(stockChangeOf(formOf({ ...common, mode: "set", units: "-1", seen: "0" })).fields).toHaveProperty(
      "units",
    );
    expect(
      stockChangeOf(formOf({ ...common, mode: "set", units: "1", seen: "0", reason: "ok" })).fields,
    ).toHaveProperty("reason");
  });

  it("read a brand's declarations, every field required, addresses on one line", () => {
    const read = brandDeclarationsOf(formOf(BRAND));
    expect(read.body).toEqual({ ...BRAND, makerAddress: "Plot 12, Sitapura, Jaipur 302022" });
    expect(brandDeclarations.safeParse(read.body).success).toBe(true);
    expect(
      Object.keys(brandDeclarationsOf(formOf({ ...BRAND, makerName: "", makerRole: "" })).fields ?? {}),
    ).toEqual(["makerRole", "makerName"]);
  });

  it("check e-mails and phones as the server does", () => {
    const samples = {
      careEmail: ["care@rangrez.in", "care@rangrez", "a b@c.in", "x@y.co"],
      carePhone: ["+91 141 400 1234", "1800-123-4567", "12345", "+91 (141) 4001234", "98765432101234567890"],
    };
    for (const [name, values] of Object.entries(samples)) {
      for (const value of values) {
        const page = brandDeclarationsOf(formOf({ ...BRAND, [name]: value })).fields === undefined;
        const server = brandDeclarations.safeParse({
          ...BRAND,
          makerAddress: "Jaipur",
          [name]: value,
        }).success;
        expect(page, `${name} ${value}`).toBe(server);
      }
    }
  });

  it("read a style's declarations, each empty field null: the brand's", () => {
    const empty = styleDeclarationsOf(formOf({ makerRole: "", makerName: " ", netQuantity: "", madeOn: "" }));
    expect(empty.body).toEqual({
      makerRole: null,
      makerName: null,
      makerAddress: null,
      countryOfOrigin: null,
      careEmail: null,
      carePhone: null,
      sellerName: null,
      sellerAddress: null,
      packaged: false,
      netQuantity: null,
      netQuantityMeasure: null,
      madeOn: null,
      dimensions: null,
    });
    expect(styleDeclarations.safeParse(empty.body).success).toBe(true);
    const packaged = styleDeclarationsOf(
      formOf({
        countryOfOrigin: "France",
        packaged: "on",
        netQuantity: "100",
        netQuantityMeasure: "volume",
        madeOn: "2026-03",
      }),
    );
    expect(packaged.body).toMatchObject({
      countryOfOrigin: "France",
      packaged: true,
      netQuantity: 100,
      netQuantityMeasure: "volume",
      madeOn: "2026-03",
    });
    expect(styleDeclarations.safeParse(packaged.body).success).toBe(true);
    expect(styleDeclarationsOf(formOf({ madeOn: "2026-13", netQuantity: "0" })).fields).toEqual({
      netQuantity: expect.any(String),
      madeOn: expect.any(String),
    });
  });

  it("read the views to show in the order of their places, at least one, each place once", () => {
    const read = photoOrderOf(
      formOf({
        "show-front": "on",
        "position-front": "2",
        "position-back": "1",
        "show-detail": "on",
        "position-detail": "1",
      }),
    );
    expect(read.body).toEqual({ views: ["detail", "front"] });
    expect(stylePhotoOrderBody.safeParse(read.body).success).toBe(true);
    expect(photoOrderOf(formOf({ "position-front": "1" })).fields).toEqual({
      views: "Show at least one view on the product page.",
    });
    expect(stylePhotoOrderBody.safeParse({ views: [] }).success).toBe(false);
    const twice = formOf({
      "show-front": "on",
      "position-front": "1",
      "show-back": "on",
      "position-back": "1",
    });
    expect(photoOrderOf(twice).fields).toEqual({ views: expect.any(String) });
    expect(photoOrderOf(formOf({ "show-back": "on", "position-back": "4" })).fields).toEqual({
      views: expect.any(String),
    });
  });

  it("send the one photograph chosen, and refuse none, an empty file, too large a file or not a picture", () => {
    const photo = new File(["jpeg"], "front.jpg", { type: "image/jpeg" });
    const form = formOf({ intent: "photo-upload", row: "front" });
    form.set("photo", photo);
    const body = photoUploadOf(form).body;
    expect([...(body?.keys() ?? [])]).toEqual(["photo"]);
    expect(body?.get("photo")).toMatchObject({ name: "front.jpg", size: 4, type: "image/jpeg" });
    expect(photoUploadOf(formOf({ intent: "photo-upload" })).fields).toEqual({
      photo: "Choose a photograph to upload.",
    });
    const refusedFor = (file: File) => {
      const chosen = new FormData();
      chosen.set("photo", file);
      return photoUploadOf(chosen).fields?.photo;
    };
    expect(refusedFor(new File([], "", { type: "application/octet-stream" }))).toBe(
      "Choose a photograph to upload.",
    );
    expect(refusedFor(new File([], "front.jpg", { type: "image/jpeg" }))).toBe(
      "This file is empty: choose a photograph.",
    );
    const large = new File(["x"], "huge.tiff", { type: "image/tiff" });
    Object.defineProperty(large, "size", { value: CATALOGUE.maxPhotoBytes + 1 });
    expect(refusedFor(large)).toBe("The photograph is larger than 20 MB.");
    expect(refusedFor(new File(["%PDF"], "lookbook.pdf", { type: "application/pdf" }))).toBe(
      "Choose a JPEG, PNG, WebP, AVIF or TIFF picture.",
    );
    // A type the browser does not know is left to the server, which reads the picture itself.
    expect(refusedFor(new File(["raw"], "front.heic", { type: "" }))).toBeUndefined();
  });
});
