import {
  BRAND_DECLARATION_FIELDS,
  type BrandDeclarations,
  type DeclarationFieldName,
  formatRupees,
  type LegalInformation,
  type MakerRole,
  type NetQuantityMeasure,
  RETURNS,
  type StyleDeclarations,
} from "@odin/contracts";

/**
 * The legal declarations of a style (decision 66): which it publishes with (its own, else its brand's),
 * what is still missing before it may be published, and the words of the product page's "Legal
 * information" block. Pure: the repo reads the rows, the service and the product page call these.
 */

/** A style without a row of its own declares nothing of its own. */
export const NO_STYLE_DECLARATIONS: StyleDeclarations = {
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
};

/** A size chart as `size_charts.data` keeps it: column keys and a record per size. */
export interface ChartData {
  columns: readonly string[];
  rows: readonly Readonly<Record<string, string | number>>[];
}

/** What the rules read of a style besides its declarations. */
export interface DeclaredStyle {
  own: StyleDeclarations;
  brand: BrandDeclarations | null;
  /** Its sizes in order, with their MRP (paise). */
  sizes: readonly { size: string; mrp: number }[];
  chart: ChartData | null;
  returnable: boolean;
  /** The style's own MRP (paise), for a style without sizes. */
  mrp: number;
}

type Effective = { [K in keyof BrandDeclarations]: BrandDeclarations[K] | null };

/** Each brand field as the style publishes it: its own value, else the brand's, else none. */
export function effectiveDeclarations(own: StyleDeclarations, brand: BrandDeclarations | null): Effective {
  const effective = {} as Record<string, string | null>;
  for (const field of BRAND_DECLARATION_FIELDS) effective[field] = own[field] ?? brand?.[field] ?? null;
  return effective as Effective;
}

/** "chestCm" → "chest", "footLengthCm" → "foot length": the measure a centimetre column holds. */
function measureName(column: string): string {
  return column
    .slice(0, -2)
    .split(/(?=[A-Z])/)
    .map((word) => word.toLowerCase())
    .join(" ");
}

/** A size's measurements in centimetres from its chart row ("chest 92 cm, length 66 cm"), or null. */
export function chartMeasurement(chart: ChartData | null, size: string): string | null {
  if (!chart) return null;
  const row = chart.rows.find((record) => String(record.size) === size);
  if (!row) return null;
  const parts = chart.columns
    .filter((column) => column.endsWith("Cm") && row[column] !== undefined && row[column] !== "")
    .map((column) => `${measureName(column)} ${row[column]} cm`);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** What publishing needs that is not declared yet, in the order of DECLARATION_FIELD_NAMES. */
export function missingDeclarations(style: DeclaredStyle): DeclarationFieldName[] {
  const effective = effectiveDeclarations(style.own, style.brand);
  const missing: DeclarationFieldName[] = BRAND_DECLARATION_FIELDS.filter(
    (field) => effective[field] === null,
  );
  if (style.own.packaged) {
    if (style.own.netQuantity === null || style.own.netQuantityMeasure === null) missing.push("netQuantity");
    if (style.own.madeOn === null) missing.push("madeOn");
  } else {
    const measured = style.sizes.every((size) => chartMeasurement(style.chart, size.size) !== null);
    if (style.sizes.length === 0 || (!measured && style.own.dimensions === null))
      missing.push("sizeMeasurements");
  }
  return missing;
}

const UNITS: Record<NetQuantityMeasure, { small: string; large: string | null; per: number }> = {
  weight: { small: "g", large: "kg", per: 1000 },
  volume: { small: "ml", large: "l", per: 1000 },
  length: { small: "cm", large: "m", per: 100 },
  number: { small: "piece", large: null, per: 1 },
};

/** 100 ml, 1.5 kg, 2 m, 1 piece, 6 pieces. */
export function netQuantityWords(quantity: number, measure: NetQuantityMeasure): string {
  const unit = UNITS[measure];
  if (measure === "number") return `${quantity} ${quantity === 1 ? "piece" : "pieces"}`;
  if (quantity < unit.per || unit.large === null) return `${quantity} ${unit.small}`;
  const large = Math.round((quantity / unit.per) * 1000) / 1000;
  return `${large} ${unit.large}`;
}

/**
 * The unit sale price by rule 6(11) of the Packaged Commodities Rules (as amended in 2022), in rupees
 * to two places: per gram below a kilogram and per kilogram from one, per millilitre below a litre and
 * per litre from one, per centimetre below a metre and per metre from one, per piece when sold by
 * number; none when it equals the retail sale price (one piece).
 */
export function unitSalePrice(mrp: number, quantity: number, measure: NetQuantityMeasure): string | null {
  const unit = UNITS[measure];
  if (measure === "number") {
    return quantity === 1 ? null : `${formatRupees(Math.round(mrp / quantity))} per piece`;
  }
  if (quantity < unit.per) return `${formatRupees(Math.round(mrp / quantity))} per ${unit.small}`;
  return `${formatRupees(Math.round((mrp * unit.per) / quantity))} per ${unit.large}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-03" → "March 2026". */
export function monthWords(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

function mrpWords(style: DeclaredStyle): string {
  const mrps = style.sizes.length > 0 ? style.sizes.map((size) => size.mrp) : [style.mrp];
  const low = Math.min(...mrps);
  const high = Math.max(...mrps);
  const amount = low === high ? formatRupees(low) : `${formatRupees(low)} to ${formatRupees(high)}`;
  return `${amount} (inclusive of all taxes)`;
}

function returnsWords(returnable: boolean): string {
  if (!returnable) return "This item cannot be returned or exchanged.";
  return (
    `Return or exchange within ${RETURNS.returnWindowDays} days of delivery, ${RETURNS.conditions.join(", ")}. ` +
    `The refund goes back the way you paid (cash on delivery: to your bank account or as points), ` +
    `within ${RETURNS.refundMinDays} to ${RETURNS.refundMaxDays} days of the return passing its check.`
  );
}

const MADE_ON_LABEL: Record<"made" | "imported", string> = {
  made: "Month and year of manufacture",
  imported: "Month and year of import",
};

/** The product page's "Legal information" block: what is declared, in words; what is not, left out. */
export function legalInformation(style: DeclaredStyle): LegalInformation {
  const effective = effectiveDeclarations(style.own, style.brand);
  const { own } = style;
  const maker =
    effective.makerRole && effective.makerName && effective.makerAddress
      ? { role: effective.makerRole as MakerRole, name: effective.makerName, address: effective.makerAddress }
      : null;
  const sizes = style.sizes.flatMap(({ size }) => {
    const measurement = chartMeasurement(style.chart, size) ?? own.dimensions;
    return measurement ? [{ size, measurement }] : [];
  });
  const lowestMrp = Math.min(...(style.sizes.length > 0 ? style.sizes.map((size) => size.mrp) : [style.mrp]));
  const packaged =
    own.packaged && own.netQuantity !== null && own.netQuantityMeasure !== null && own.madeOn !== null
      ? {
          netQuantity: netQuantityWords(own.netQuantity, own.netQuantityMeasure),
          madeOnLabel: MADE_ON_LABEL[effective.makerRole === "importer" ? "imported" : "made"],
          madeOn: monthWords(own.madeOn),
          unitSalePrice: unitSalePrice(lowestMrp, own.netQuantity, own.netQuantityMeasure),
        }
      : null;
  return {
    mrp: mrpWords(style),
    maker,
    countryOfOrigin: effective.countryOfOrigin,
    customerCare:
      effective.careEmail && effective.carePhone
        ? { email: effective.careEmail, phone: effective.carePhone }
        : null,
    seller:
      effective.sellerName && effective.sellerAddress
        ? { name: effective.sellerName, address: effective.sellerAddress }
        : null,
    sizes,
    packaged,
    returns: returnsWords(style.returnable),
  };
}
