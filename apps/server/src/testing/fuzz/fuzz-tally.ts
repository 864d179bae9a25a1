import type { Exchange } from "./fuzz-run";
import type { Audience, Operation } from "./operations";

/** What came of one operation's requests: how many the auth guard let in, and how they were answered. */
export interface Tally {
  operation: string;
  audience: Audience;
  requests: number;
  /** Let in as the signed-in shopper by the auth guard, or as the staff member by the staff guard. */
  pastAuth: number;
  clientErrors: number;
  /** 5xx, or no answer in time. */
  serverErrors: number;
}

export function tallyOf(operation: Operation, exchanges: Exchange[]): Tally {
  const count = (test: (exchange: Exchange) => boolean) => exchanges.filter(test).length;
  return {
    operation: operation.name,
    audience: operation.audience,
    requests: exchanges.length,
    pastAuth: count((exchange) => exchange.admitted),
    clientErrors: count((exchange) => exchange.status >= 400 && exchange.status < 500),
    serverErrors: count((exchange) => exchange.status === 0 || exchange.status >= 500),
  };
}

const COLUMNS: Array<[string, (tally: Tally) => string | number]> = [
  ["operation", (tally) => tally.operation],
  ["serves", (tally) => tally.audience],
  ["requests", (tally) => tally.requests],
  ["past-auth", (tally) => tally.pastAuth],
  ["4xx", (tally) => tally.clientErrors],
  ["5xx", (tally) => tally.serverErrors],
];

/** The run's figures as a table, one operation a row, and how many operations were reached as a shopper. */
export function tallyTable(tallies: Tally[]): string {
  const rows = [
    COLUMNS.map(([title]) => title),
    ...tallies.map((tally) => COLUMNS.map(([, of]) => String(of(tally)))),
  ];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  "),
  );
  const reached = (audience: Audience) => {
    const serving = tallies.filter((tally) => tally.audience === audience);
    return `${serving.filter((tally) => tally.pastAuth > 0).length} of ${serving.length}`;
  };
  const serverErrors = tallies.reduce((sum, tally) => sum + tally.serverErrors, 0);
  return [
    ...lines,
    "",
    `Reached past the auth guard: ${reached("shopper")} operations that need a shopper, ` +
      `${reached("shopper or guest")} that take a shopper or a guest, ${reached("staff")} of the back office. ` +
      `Answers of 5xx or none: ${serverErrors}.`,
  ].join("\n");
}
