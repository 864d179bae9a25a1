import { fill } from "../shared/fill";

/**
 * What the catalogue's CSV import tells staff (decision 68): why a file was refused, and each row's
 * errors, with `{placeholders}` filled by `fill`.
 */
export const IMPORT_MESSAGES = {
  noFile: "Choose a CSV file to import.",
  notUtf8: "The file is not UTF-8 text. Save it as CSV UTF-8 and try again.",
  tooLarge: "The file is larger than {megabytes} MB. Split it into smaller files.",
  tooManyRows: "The file has more than {rows} rows. Split it into smaller files.",
  notChecked: "Only an import whose dry run found no errors can run, once.",
  unreadable: "The file cannot be read as CSV: {reason}",
  empty: "The file has no header row.",
  noRows: "The file has a header but no rows.",
  unknownColumns: "Unknown columns: {columns}. The columns are {known}, and units <centre code>.",
  missingColumns: "Missing columns: {columns}.",
  repeatedColumn: "The column {column} appears twice.",
  unknownCentre: "There is no fulfilment centre {code}.",
  cellCount: "The row has {found} cells; the header has {expected}.",
  required: "Required.",
  requiredForNewStyle: "Required for a new style.",
  requiredForNewSize: "Required for a new size.",
  code: "A style code has 10 or 11 letters and digits.",
  rupees: "Give rupees, e.g. 1299 or 1299.50, from ₹1 to ₹10,00,000.",
  units: "Give whole units from 0 to {max}.",
  priceAboveMrp: "The price is above the MRP.",
  duplicateSize: "Size {size} of {code} is on line {line} already.",
  duplicateEan: "EAN {ean} is on line {line} already.",
  differs: "{code} has another value on line {line}: one style, one value.",
  unknownBrand: "There is no brand {brand}.",
  brandOutOfScope: "Brand {brand} is not one you may change.",
  centreOutOfScope: "The stock at {centre} is not stock you may change.",
  brandChange: "{code} is a style of {brand}: an import cannot move it to another brand.",
  unknownArticleType: "There is no article type {articleType} for {gender}.",
  eanTaken: "EAN {ean} is another size's ({code} {size}).",
  eanChange: "Size {size} of {code} has EAN {ean}: an import does not change it.",
  stockChanged:
    "The units at {centre} changed from {seen} to {units} since the dry run. Check them and run the dry run again.",
} as const;

/** An import's message with its `{placeholders}` filled: `importMessage("units", { max: 100000 })`. */
export function importMessage(
  name: keyof typeof IMPORT_MESSAGES,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(
    IMPORT_MESSAGES[name],
    Object.entries(values).map(([key, value]) => [`{${key}}`, value] as const),
  );
}
