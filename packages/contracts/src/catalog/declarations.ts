import { z } from "zod";
import { boundedInt, text } from "../shared/primitives";

/**
 * The legal declarations a product page shows before purchase: the Legal Metrology (Packaged
 * Commodities) Rules 2011, rule 6 (MRP inclusive of taxes, the maker's name and address, the
 * country of origin, consumer care, and for packaged goods the net quantity, the month and year of
 * manufacture or import and the unit sale price, rule 6(11)), and the Consumer Protection
 * (E-Commerce) Rules 2020, rule 6(5) (the seller's name and address, the return, refund and exchange
 * terms). A brand holds the defaults; a style may override any of them and adds its own.
 */

/** Who the maker line names: the manufacturer, packer, marketer or importer (rule 6(1)(a)). */
export const MAKER_ROLES = ["manufacturer", "packer", "marketer", "importer"] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];

/**
 * How a packaged good's net quantity is measured, in its smallest unit: grams, millilitres,
 * centimetres, or a number of pieces. The unit sale price follows rule 6(11): per gram below a
 * kilogram and per kilogram from one, per millilitre below a litre and per litre from one, per
 * centimetre below a metre and per metre from one, per piece when sold by number.
 */
export const NET_QUANTITY_MEASURES = ["weight", "volume", "length", "number"] as const;
export type NetQuantityMeasure = (typeof NET_QUANTITY_MEASURES)[number];

export const DECLARATIONS = {
  nameMaxLength: 200,
  addressMaxLength: 500,
  countryMaxLength: 60,
  phoneMaxLength: 20,
  emailMaxLength: 254,
  dimensionsMaxLength: 300,
  /** The largest net quantity in its smallest unit (a 100 kg sack, 100 litres). */
  maxNetQuantity: 1_000_000,
} as const;

/** A month and year, `2026-03`. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const line = (max: number) => text(max).trim().min(1);

/** The fields a brand declares for all its styles, and a style may override. Addresses are one line. */
export const declarationFields = {
  makerRole: z.enum(MAKER_ROLES),
  makerName: line(DECLARATIONS.nameMaxLength),
  makerAddress: line(DECLARATIONS.addressMaxLength),
  countryOfOrigin: line(DECLARATIONS.countryMaxLength),
  careEmail: text(DECLARATIONS.emailMaxLength).trim().regex(EMAIL),
  carePhone: text(DECLARATIONS.phoneMaxLength).trim().regex(PHONE),
  sellerName: line(DECLARATIONS.nameMaxLength),
  sellerAddress: line(DECLARATIONS.addressMaxLength),
};

/** A brand's defaults: every field. */
export const brandDeclarations = z.object(declarationFields);
export type BrandDeclarations = z.infer<typeof brandDeclarations>;

/** The brand fields, in order: each a style may override. */
export const BRAND_DECLARATION_FIELDS = Object.keys(
  declarationFields,
) as readonly (keyof BrandDeclarations)[];

/**
 * A style's own declarations: each brand field may be overridden (null: the brand's), and what only
 * a style can say: whether it is a packaged commodity (then its net quantity and the month and year
 * of manufacture or import are required), and its dimensions in centimetres where its size chart
 * gives none (a saree's length, a bag's width, height and depth).
 */
export const styleDeclarations = z.object({
  makerRole: declarationFields.makerRole.nullable(),
  makerName: declarationFields.makerName.nullable(),
  makerAddress: declarationFields.makerAddress.nullable(),
  countryOfOrigin: declarationFields.countryOfOrigin.nullable(),
  careEmail: declarationFields.careEmail.nullable(),
  carePhone: declarationFields.carePhone.nullable(),
  sellerName: declarationFields.sellerName.nullable(),
  sellerAddress: declarationFields.sellerAddress.nullable(),
  packaged: z.boolean(),
  netQuantity: boundedInt(1, DECLARATIONS.maxNetQuantity).nullable(),
  netQuantityMeasure: z.enum(NET_QUANTITY_MEASURES).nullable(),
  /** `yyyy-mm`: the month and year of manufacture, or of import when the maker is the importer. */
  madeOn: text(7).regex(MONTH).nullable(),
  dimensions: text(DECLARATIONS.dimensionsMaxLength).trim().min(1).nullable(),
});
export type StyleDeclarations = z.infer<typeof styleDeclarations>;

/** The declarations a style publishes with: the style's own, else its brand's. */
export const DECLARATION_FIELD_NAMES = [
  "makerRole",
  "makerName",
  "makerAddress",
  "countryOfOrigin",
  "careEmail",
  "carePhone",
  "sellerName",
  "sellerAddress",
  "netQuantity",
  "madeOn",
  "sizeMeasurements",
] as const;
export type DeclarationFieldName = (typeof DECLARATION_FIELD_NAMES)[number];

/** Each in a few words, for the refusal of a publish. */
export const DECLARATION_FIELD_WORDS: Record<DeclarationFieldName, string> = {
  makerRole: "who the maker is",
  makerName: "the maker's name",
  makerAddress: "the maker's address",
  countryOfOrigin: "the country of origin",
  careEmail: "the customer care e-mail",
  carePhone: "the customer care phone",
  sellerName: "the seller's name",
  sellerAddress: "the seller's address",
  netQuantity: "the net quantity",
  madeOn: "the month of manufacture or import",
  sizeMeasurements: "each size's measurements in centimetres (a size chart, or dimensions)",
};

/** The product page's "Legal information" block, in words ready to show. */
export const legalInformation = z.object({
  /** "₹2,499 (inclusive of all taxes)", or a range when sizes differ. */
  mrp: z.string(),
  maker: z.object({ role: z.enum(MAKER_ROLES), name: z.string(), address: z.string() }).nullable(),
  countryOfOrigin: z.string().nullable(),
  customerCare: z.object({ email: z.string(), phone: z.string() }).nullable(),
  seller: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** Each size with its measurements in centimetres ("M: chest 98 cm, waist 83 cm, length 70 cm"). */
  sizes: z.array(z.object({ size: z.string(), measurement: z.string() })),
  /** For packaged commodities: net quantity, month and year of manufacture or import, unit sale price. */
  packaged: z
    .object({
      netQuantity: z.string(),
      madeOnLabel: z.string(),
      madeOn: z.string(),
      unitSalePrice: z.string().nullable(),
    })
    .nullable(),
  /** The return, refund and exchange terms in a sentence or two. */
  returns: z.string(),
});
export type LegalInformation = z.infer<typeof legalInformation>;
