import {
  CATALOGUE,
  DECLARATION_FIELD_NAMES,
  DECLARATIONS,
  declarationFields,
  IMAGE_VIEWS,
  MAKER_ROLES,
  NET_QUANTITY_MEASURES,
  STOCK_FILTERS,
  STYLE_STATUSES,
} from "@odin/contracts";
import { describe, expect, it } from "vitest";
import * as words from "./catalogue-words";

describe("the catalogue area's copy of the contracts", () => {
  it("knows the lists the server does, in its order", () => {
    expect(words.STYLE_STATUSES).toEqual(STYLE_STATUSES);
    expect(words.STOCK_FILTERS).toEqual(STOCK_FILTERS);
    expect(words.MAKER_ROLES).toEqual(MAKER_ROLES);
    expect(words.NET_QUANTITY_MEASURES).toEqual(NET_QUANTITY_MEASURES);
    expect(words.DECLARATION_FIELD_NAMES).toEqual(DECLARATION_FIELD_NAMES);
    expect(words.BRAND_FIELDS).toEqual(Object.keys(declarationFields));
    expect(words.IMAGE_VIEWS).toEqual(IMAGE_VIEWS);
  });

  it("has words for each value of each list, and no others", () => {
    const keys = (record: object) => Object.keys(record);
    expect(keys(words.STYLE_STATUS_LABELS)).toEqual([...STYLE_STATUSES]);
    expect(keys(words.STOCK_FILTER_LABELS)).toEqual([...STOCK_FILTERS]);
    expect(keys(words.MAKER_ROLE_LABELS)).toEqual([...MAKER_ROLES]);
    expect(keys(words.MEASURE_LABELS)).toEqual([...NET_QUANTITY_MEASURES]);
    expect(keys(words.MEASURE_UNITS)).toEqual([...NET_QUANTITY_MEASURES]);
    expect(keys(words.DECLARATION_FIELD_LABELS)).toEqual([...DECLARATION_FIELD_NAMES]);
    expect(keys(words.BRAND_FIELD_LABELS)).toEqual(Object.keys(declarationFields));
    expect(keys(words.VIEW_LABELS)).toEqual([...IMAGE_VIEWS]);
  });

  it("holds the forms to the server's limits", () => {
    for (const [name, value] of Object.entries(words.CATALOGUE_LIMITS)) {
      expect(value, name).toBe(CATALOGUE[name as keyof typeof CATALOGUE]);
    }
    expect(words.DECLARATION_LIMITS).toEqual(DECLARATIONS);
  });

  it("says missing fields in words, and an unknown one as the server named it", () => {
    expect(words.fieldsInWords(["careEmail", "somethingNew"])).toEqual([
      "Customer care e-mail",
      "somethingNew",
    ]);
  });
});
