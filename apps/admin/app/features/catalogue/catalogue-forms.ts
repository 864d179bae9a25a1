import { ADMIN_MESSAGES, type adminRoutes, type RouteBody } from "@odin/contracts";
import {
  BRAND_FIELDS,
  type BrandField,
  CATALOGUE_LIMITS,
  DECLARATION_LIMITS,
  IMAGE_VIEWS,
  MAKER_ROLES,
  NET_QUANTITY_MEASURES,
  PHOTO_TYPES,
} from "./catalogue-words";
import type { FieldErrors } from "./field-errors";
import { amountOf, PRICE_ABOVE_MRP } from "./rupees";

/**
 * The catalogue's forms read into the API's bodies, with what the server would refuse said first,
 * field by field, in the staff member's terms. The rules are the contracts' (catalogue.ts,
 * declarations.ts), written out since those files hold zod schemas (decision 13);
 * catalogue-forms.test.ts holds them to the schemas.
 */

const { catalogue: messages } = ADMIN_MESSAGES;

export type StyleUpdateBody = RouteBody<typeof adminRoutes.styleUpdate>;
export type SizePriceBody = RouteBody<typeof adminRoutes.sizePrice>;
export type SizeAddBody = RouteBody<typeof adminRoutes.sizeAdd>;
export type StockChangeBody = RouteBody<typeof adminRoutes.stockChange>;
export type StyleDeclarationsBody = RouteBody<typeof adminRoutes.styleDeclarationsUpdate>;
export type BrandDeclarationsBody = RouteBody<typeof adminRoutes.brandDeclarationsUpdate>;
export type PhotoOrderBody = RouteBody<typeof adminRoutes.stylePhotoOrder>;

/** A form read: the body to send, or the problem of each field the server would refuse. */
export type Read<T> = { body: T; fields?: undefined } | { fields: FieldErrors; body?: undefined };

/** A field's text, trimmed; "" when absent. */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const ID = /^[1-9]\d{0,9}$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const HSN = /^[0-9]{4}([0-9]{2}){0,2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WHOLE = /^-?\d{1,7}$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((each) => each === value);

const atMost = (max: number) => `At most ${max.toLocaleString("en-IN")} characters.`;

/** Tags as typed, separated by commas; empty ones left out. */
export const tagsOf = (typed: string) =>
  typed
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");

/** An address typed over several lines, as the one line the declarations keep ("12 MG Road, Pune"). */
export const oneLine = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(", ");

const done = <T>(body: T, fields: FieldErrors): Read<T> =>
  Object.keys(fields).length > 0 ? { fields } : { body };

/** The style's words, category and attributes. */
export function styleUpdateOf(form: FormData): Read<StyleUpdateBody> {
  const fields: FieldErrors = {};
  const name = field(form, "name");
  if (name.length < 3) fields.name = messages.nameRequired;
  else if (name.length > CATALOGUE_LIMITS.nameMaxLength) fields.name = atMost(CATALOGUE_LIMITS.nameMaxLength);
  const story = field(form, "story");
  if (story.length > CATALOGUE_LIMITS.storyMaxLength) fields.story = atMost(CATALOGUE_LIMITS.storyMaxLength);
  const categoryId = field(form, "categoryId");
  if (!ID.test(categoryId)) fields.categoryId = "Choose the style's article type.";
  const colour = field(form, "colour");
  if (colour.length < 2 || colour.length > 40) fields.colour = "Name the colour in 2 to 40 characters.";
  const colourCode = field(form, "colourCode");
  if (!HEX_COLOUR.test(colourCode)) fields.colourCode = messages.colourCode;
  const occasion = field(form, "occasion");
  if (occasion.length < 2 || occasion.length > 40) fields.occasion = "Choose an occasion.";
  const tags = tagsOf(field(form, "tags"));
  if (tags.length > CATALOGUE_LIMITS.maxTags) {
    fields.tags = `At most ${CATALOGUE_LIMITS.maxTags} tags.`;
  } else if (tags.some((tag) => tag.length > CATALOGUE_LIMITS.tagMaxLength)) {
    fields.tags = `A tag has at most ${CATALOGUE_LIMITS.tagMaxLength} characters.`;
  }
  const hsnCode = field(form, "hsnCode");
  if (!HSN.test(hsnCode)) fields.hsnCode = messages.hsnCode;
  const sizeChartId = field(form, "sizeChartId");
  if (sizeChartId !== "" && !ID.test(sizeChartId)) fields.sizeChartId = "Choose a size chart, or none.";
  return done(
    {
      name,
      story,
      categoryId: Number(categoryId),
      colour,
      colourCode,
      occasion,
      tags,
      hsnCode,
      sizeChartId: sizeChartId === "" ? null : Number(sizeChartId),
    },
    fields,
  );
}

/** An MRP and a selling price typed in rupees, as paise. */
function pricesOf(form: FormData, fields: FieldErrors): { mrp: number; price: number } {
  const mrp = amountOf(field(form, "mrp"), "The MRP");
  const price = amountOf(field(form, "price"), "The price");
  if ("problem" in mrp) fields.mrp = mrp.problem;
  if ("problem" in price) fields.price = price.problem;
  if ("paise" in mrp && "paise" in price && price.paise > mrp.paise) fields.price = PRICE_ABOVE_MRP;
  return { mrp: "paise" in mrp ? mrp.paise : 0, price: "paise" in price ? price.paise : 0 };
}

/** A size's new MRP and selling price. */
export function sizePriceOf(form: FormData): Read<SizePriceBody> {
  const fields: FieldErrors = {};
  const prices = pricesOf(form, fields);
  return done(prices, fields);
}

/** Whether a code is an EAN-13 whose last digit is its check digit. */
export function isEan13(code: string): boolean {
  if (!/^[0-9]{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** A new size of the style. */
export function sizeAddOf(form: FormData): Read<SizeAddBody> {
  const fields: FieldErrors = {};
  const size = field(form, "size");
  if (size === "") fields.size = "Name the size (S, M, 32, Free Size).";
  else if (size.length > CATALOGUE_LIMITS.sizeMaxLength) fields.size = atMost(CATALOGUE_LIMITS.sizeMaxLength);
  const ean = field(form, "ean");
  if (!isEan13(ean)) fields.ean = messages.eanInvalid;
  const prices = pricesOf(form, fields);
  return done({ size, ean, ...prices }, fields);
}

/** A change of one size's units at one centre: set to a number seen on the page, or added or taken away. */
export function stockChangeOf(form: FormData): Read<StockChangeBody> {
  const fields: FieldErrors = {};
  const mode = field(form, "mode");
  const skuId = field(form, "skuId");
  const fcId = field(form, "fcId");
  if (!ID.test(skuId)) fields.skuId = "Choose the size.";
  if (!ID.test(fcId)) fields.fcId = "Choose the centre.";
  const units = field(form, "units");
  const count = WHOLE.test(units) ? Number(units) : Number.NaN;
  const reason = field(form, "reason");
  if (reason.length < 3) fields.reason = messages.reasonRequired;
  else if (reason.length > CATALOGUE_LIMITS.reasonMaxLength) {
    fields.reason = atMost(CATALOGUE_LIMITS.reasonMaxLength);
  }
  const requestId = field(form, "requestId");
  const max = CATALOGUE_LIMITS.maxUnits.toLocaleString("en-IN");
  if (mode === "adjust") {
    if (!Number.isInteger(count) || count === 0 || Math.abs(count) > CATALOGUE_LIMITS.maxUnits) {
      fields.units = `${messages.adjustNotZero} At most ${max} either way.`;
    }
    return done({ mode, skuId: Number(skuId), fcId: Number(fcId), units: count, reason, requestId }, fields);
  }
  if (!Number.isInteger(count) || count < 0 || count > CATALOGUE_LIMITS.maxUnits) {
    fields.units = `Give the units there are now, from 0 to ${max}.`;
  }
  const seen = Number(field(form, "seen"));
  return done(
    { mode: "set", skuId: Number(skuId), fcId: Number(fcId), units: count, seen, reason, requestId },
    fields,
  );
}

const LINE_MAX: Record<Exclude<BrandField, "makerRole">, number> = {
  makerName: DECLARATION_LIMITS.nameMaxLength,
  makerAddress: DECLARATION_LIMITS.addressMaxLength,
  countryOfOrigin: DECLARATION_LIMITS.countryMaxLength,
  careEmail: DECLARATION_LIMITS.emailMaxLength,
  carePhone: DECLARATION_LIMITS.phoneMaxLength,
  sellerName: DECLARATION_LIMITS.nameMaxLength,
  sellerAddress: DECLARATION_LIMITS.addressMaxLength,
};

const REQUIRED: Record<BrandField, string> = {
  makerRole: "Choose who the maker is.",
  makerName: "Give the maker's name.",
  makerAddress: "Give the maker's address.",
  countryOfOrigin: "Give the country of origin.",
  careEmail: "Give the customer care e-mail.",
  carePhone: "Give the customer care phone.",
  sellerName: "Give the seller's name.",
  sellerAddress: "Give the seller's address.",
};

/** The brand fields of a declarations form: each as typed (addresses on one line), null when empty. */
function brandFieldsOf(
  form: FormData,
  fields: FieldErrors,
  required: boolean,
): Record<BrandField, string | null> {
  const values = {} as Record<BrandField, string | null>;
  for (const name of BRAND_FIELDS) {
    const typed =
      name === "makerAddress" || name === "sellerAddress" ? oneLine(field(form, name)) : field(form, name);
    values[name] = typed === "" ? null : typed;
    if (typed === "") {
      if (required) fields[name] = REQUIRED[name];
      continue;
    }
    if (name === "makerRole") {
      if (!isOneOf(MAKER_ROLES, typed)) fields[name] = REQUIRED.makerRole;
      continue;
    }
    if (typed.length > LINE_MAX[name]) fields[name] = atMost(LINE_MAX[name]);
    else if (name === "careEmail" && !EMAIL.test(typed))
      fields[name] = "Give an e-mail address, e.g. care@brand.in.";
    else if (name === "carePhone" && !PHONE.test(typed)) {
      fields[name] = "Give a phone number of 7 to 20 digits, spaces or dashes, e.g. +91 80 4000 1234.";
    }
  }
  return values;
}

/** A brand's declarations: every field. */
export function brandDeclarationsOf(form: FormData): Read<BrandDeclarationsBody> {
  const fields: FieldErrors = {};
  const values = brandFieldsOf(form, fields, true);
  return done(values as BrandDeclarationsBody, fields);
}

/**
 * A style's own declarations: each brand field empty for the brand's (null), and what only a style
 * says. A packaged style's quantity and month may wait: the style is saved, and publishing says
 * they are missing.
 */
export function styleDeclarationsOf(form: FormData): Read<StyleDeclarationsBody> {
  const fields: FieldErrors = {};
  const values = brandFieldsOf(form, fields, false);
  const quantity = field(form, "netQuantity");
  if (
    quantity !== "" &&
    (!/^\d{1,7}$/.test(quantity) ||
      Number(quantity) < 1 ||
      Number(quantity) > DECLARATION_LIMITS.maxNetQuantity)
  ) {
    fields.netQuantity = `A whole number from 1 to ${DECLARATION_LIMITS.maxNetQuantity.toLocaleString("en-IN")}.`;
  }
  const measure = field(form, "netQuantityMeasure");
  const madeOn = field(form, "madeOn");
  if (madeOn !== "" && !MONTH.test(madeOn)) fields.madeOn = "Give the month as yyyy-mm, e.g. 2026-03.";
  const dimensions = field(form, "dimensions");
  if (dimensions.length > DECLARATION_LIMITS.dimensionsMaxLength) {
    fields.dimensions = atMost(DECLARATION_LIMITS.dimensionsMaxLength);
  }
  return done(
    {
      ...(values as { [K in BrandField]: StyleDeclarationsBody[K] }),
      packaged: form.get("packaged") !== null,
      netQuantity: quantity === "" ? null : Number(quantity),
      netQuantityMeasure: isOneOf(NET_QUANTITY_MEASURES, measure) ? measure : null,
      madeOn: madeOn === "" ? null : madeOn,
      dimensions: dimensions === "" ? null : dimensions,
    },
    fields,
  );
}

/**
 * The photograph chosen in a view's upload form, as the upload's body: that one file, under `photo`
 * (the server takes no other part). Refused first when there is none, when it is empty, too large,
 * or of a type the browser knows is not one of the pictures the server reads.
 */
export function photoUploadOf(form: FormData): Read<FormData> {
  const photo = form.get("photo");
  if (photo === null || typeof photo === "string" || (photo.size === 0 && photo.name === "")) {
    return { fields: { photo: "Choose a photograph to upload." } };
  }
  if (photo.size === 0) return { fields: { photo: "This file is empty: choose a photograph." } };
  if (photo.size > CATALOGUE_LIMITS.maxPhotoBytes) {
    const megabytes = String(Math.round(CATALOGUE_LIMITS.maxPhotoBytes / 1024 / 1024));
    return { fields: { photo: messages.photoTooLarge.replace("{megabytes}", megabytes) } };
  }
  if (photo.type !== "" && !PHOTO_TYPES.split(",").includes(photo.type)) {
    return { fields: { photo: "Choose a JPEG, PNG, WebP, AVIF or TIFF picture." } };
  }
  const body = new FormData();
  body.append("photo", photo);
  return { body };
}

/**
 * The views the product page is to show, in order: each ticked view (`show-<view>`) by its place
 * (`position-<view>`, 1 to 3). At least one, each in a place of its own.
 */
export function photoOrderOf(form: FormData): Read<PhotoOrderBody> {
  const shown = IMAGE_VIEWS.filter((view) => form.get(`show-${view}`) !== null).map((view) => ({
    view,
    place: Number(field(form, `position-${view}`)),
  }));
  if (shown.length === 0) return { fields: { views: "Show at least one view on the product page." } };
  const places = new Set(shown.map(({ place }) => place));
  if (
    places.size < shown.length ||
    shown.some(({ place }) => !Number.isInteger(place) || place < 1 || place > IMAGE_VIEWS.length)
  ) {
    return { fields: { views: "Give each view shown a place of its own: 1st, 2nd or 3rd." } };
  }
  return { body: { views: shown.sort((a, b) => a.place - b.place).map(({ view }) => view) } };
}
