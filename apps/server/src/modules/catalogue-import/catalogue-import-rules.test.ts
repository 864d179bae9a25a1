import { IMPORT_COLUMNS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import {
  groupRows,
  type Header,
  keptErrors,
  normalName,
  paiseOf,
  readHeader,
  readRow,
} from "./catalogue-import-rules";

const CENTRES = ["BLR-WH1", "DEL-WH1"];
const HEADER = [
  "Code",
  "Brand",
  "Gender",
  "Article type",
  "Name",
  "Description",
  "Colour",
  "Occasion",
  "HSN code",
  "Size",
  "EAN",
  "MRP",
  "Price",
  "Units BLR-WH1",
];

function header(cells = HEADER): Header {
  const read = readHeader(cells, CENTRES);
  if (!read.header) throw new Error(JSON.stringify(read.errors));
  return read.header;
}

const row = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    Code: "ABCDE12345",
    Brand: "nw",
    Gender: "Women",
    "Article type": "Kurtas",
    Name: "रेशमी कुर्ता",
    Description: "Soft, light\nand airy",
    Colour: "Red",
    Occasion: "Festive",
    "HSN code": "6204",
    Size: "M",
    EAN: "8901234567890",
    MRP: "1999",
    Price: "1499.50",
    "Units BLR-WH1": "12",
    ...overrides,
  };
  return HEADER.map((name) => values[name] ?? "");
};

describe("the header", () => {
  it("matches names ignoring case, spaces, _ and -", () => {
    expect(normalName(" Article_Type ")).toBe("articletype");
    const read = header(HEADER.map((name) => name.toUpperCase().replace(" ", "_")));
    expect(read.index.articleType).toBe(3);
    expect(read.centres).toEqual([{ code: "BLR-WH1", index: 13 }]);
  });

  it("names every unknown and missing column, and a centre that does not exist", () => {
    const read = readHeader(["code", "colour name", "units XYZ", "size", "size"], CENTRES);
    expect(read.header).toBeNull();
    const messages = read.errors.map((error) => error.message).join("\n");
    expect(messages).toContain("Unknown columns: colour name");
    expect(messages).toContain("There is no fulfilment centre XYZ");
    expect(messages).toContain("The column size appears twice");
    expect(messages).toMatch(
      /Missing columns: brand, gender, articleType, name, colour, occasion, hsnCode, ean, mrp, price/,
    );
    expect(read.errors.every((error) => error.line === 1)).toBe(true);
  });

  it("leaves the optional columns optional", () => {
    const required = IMPORT_COLUMNS.filter((column) => column !== "description" && column !== "colourCode");
    expect(readHeader(required, []).errors).toEqual([]);
  });
});

describe("a row", () => {
  it("reads rupees as paise, Unicode names, quoted line breaks and the units per centre", () => {
    const { row: read, errors } = readRow(row(), header(), 2);
    expect(errors).toEqual([]);
    expect(read).toMatchObject({
      line: 2,
      code: "ABCDE12345",
      name: "रेशमी कुर्ता",
      description: "Soft, light\nand airy",
      mrp: 199_900,
      price: 149_950,
      units: [{ centre: "BLR-WH1", units: 12 }],
    });
  });

  it("lists an error per bad cell with the column as the header writes it", () => {
    const { row: read, errors } = readRow(
      row({
        Code: "abc",
        EAN: "8901234567893",
        MRP: "0",
        Price: "12.345",
        "Units BLR-WH1": "-1",
        "HSN code": "62",
      }),
      header(),
      7,
    );
    expect(read).toBeNull();
    expect(errors.map((error) => [error.line, error.column])).toEqual([
      [7, "Code"],
      [7, "MRP"],
      [7, "Price"],
      [7, "Units BLR-WH1"],
      [7, "HSN code"],
      [7, "EAN"],
    ]);
  });

  it("refuses a price above the MRP, and a row with another number of cells", () => {
    expect(readRow(row({ Price: "2500" }), header(), 3).errors).toEqual([
      { line: 3, column: "Price", message: "The price is above the MRP." },
    ]);
    expect(readRow(["ABCDE12345"], header(), 4).errors[0]?.message).toBe(
      "The row has 1 cells; the header has 14.",
    );
  });

  it("takes blank cells as none, and the export's formula apostrophe off", () => {
    const { row: read } = readRow(row({ Name: "'-Sale pick", Brand: "", MRP: "", Price: "" }), header(), 2);
    expect(read).toMatchObject({ name: "-Sale pick", brand: null, mrp: null, price: null });
  });

  it("reads whole and decimal rupees within ₹1 to ₹10,00,000", () => {
    expect(paiseOf("1")).toBe(100);
    expect(paiseOf("1299.5")).toBe(129_950);
    expect(paiseOf("1000000")).toBe(100_000_000);
    expect(paiseOf("1000000.01")).toBeNull();
    expect(paiseOf("0.99")).toBeNull();
    expect(paiseOf("1,299")).toBeNull();
  });
});

describe("rows together", () => {
  const read = (overrides: Record<string, string>, line: number) => {
    const parsed = readRow(row(overrides), header(), line).row;
    if (!parsed) throw new Error("bad row");
    return parsed;
  };

  it("groups a style's sizes and finds a size twice, an EAN twice and a field given otherwise", () => {
    const { styles, errors } = groupRows(
      [
        read({}, 2),
        read({ Size: "L", EAN: "8901234567883" }, 3),
        read({ Size: "m", EAN: "8901234567876" }, 4),
        read({ Size: "XL", EAN: "8901234567883" }, 5),
        read({ Size: "S", EAN: "8901234567869", Colour: "Blue" }, 6),
      ],
      (column) => column,
    );
    expect(styles).toHaveLength(1);
    expect(styles[0]?.sizes.map((size) => size.size)).toEqual(["M", "L"]);
    expect(errors).toEqual([
      { line: 4, column: "size", message: "Size m of ABCDE12345 is on line 2 already." },
      { line: 5, column: "ean", message: "EAN 8901234567883 is on line 3 already." },
      { line: 6, column: "colour", message: "ABCDE12345 has another value on line 2: one style, one value." },
    ]);
  });

  it("keeps the first errors in line order", () => {
    const errors = [3, 1, 2].map((line) => ({ line, column: "", message: "" }));
    expect(keptErrors(errors, 2).map((error) => error.line)).toEqual([1, 2]);
  });
});
