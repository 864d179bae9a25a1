import { describe, expect, it } from "vitest";
import { csvErrorOf, csvRecords } from "./catalogue-import-csv";

async function recordsOf(text: string) {
  const records = [];
  for await (const record of csvRecords(text)) records.push(record);
  return records;
}

describe("reading a CSV text", () => {
  it("drops the byte-order mark, skips blank lines and says the line each record starts on", async () => {
    const text = '\uFEFFcode,name\r\n\r\nA,"two\r\nlines, a comma and ""quotes"""\r\nB,तमिழ் हिंदी\r\n';
    expect(await recordsOf(text)).toEqual([
      { line: 1, cells: ["code", "name"] },
      { line: 3, cells: ["A", 'two\r\nlines, a comma and "quotes"'] },
      { line: 5, cells: ["B", "तमिழ் हिंदी"] },
    ]);
  });

  it("reads rows of another length, and streams a text longer than one chunk", async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => `S${index},x`);
    const records = await recordsOf(`code\n${rows.join("\n")}\nlast`);
    expect(records).toHaveLength(20_002);
    expect(records.at(-1)).toEqual({ line: 20_002, cells: ["last"] });
  });

  it("throws a quote left open with the line it was found on", async () => {
    const failure = await recordsOf('code,name\nA,"open\nB,x').catch((error: unknown) => csvErrorOf(error));
    expect(failure).toMatchObject({ line: 3 });
    expect(csvErrorOf(new Error("other"))).toBeNull();
  });
});
