import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";

/**
 * A back-office list as a CSV download (the audit log, the catalogue): UTF-8 with a byte-order mark
 * (a spreadsheet then reads Indian names right), a header row, streamed as the rows are read. Cells a
 * spreadsheet would run as a formula (=, +, -, @) are written with a leading apostrophe.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: AsyncIterable<readonly unknown[]>,
): FastifyReply {
  const csv = Readable.from(rows).pipe(
    stringify({ header: true, columns: [...columns], bom: true, escape_formulas: true }),
  );
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(csv);
}
