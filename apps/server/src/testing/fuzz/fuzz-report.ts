import type { Exchange } from "./fuzz-run";
import type { Operation } from "./operations";
import { SHOPPER_TOKEN } from "./request-arbitrary";

/** Examples printed for each distinct cause; the rest are counted. */
const EXAMPLES_PER_CAUSE = 3;
/** Longer texts are cut in the report; the seed replays them whole. */
const SHOWN_TEXT = 600;

/**
 * The failures of one operation, grouped by cause, each with the requests to replay it: method,
 * URL, headers and body as `app.inject` takes them (JSON-escaped, so NUL and lone surrogates show).
 */
export function failureReport(operation: Operation, baseSeed: number, failures: Exchange[]): string {
  const groups = new Map<string, Exchange[]>();
  for (const failure of failures) {
    const key = `${failure.status} ${shapeOf(failure.cause ?? failure.answer)}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [
    `${operation.name}: ${failures.length} requests answered 5xx or not at all, ${groups.size} distinct causes.`,
    `Replay: ODIN_FUZZ_SEED=${baseSeed} npm run test:fuzz -- -t '${operation.name}'`,
    `(${SHOPPER_TOKEN} stands for the access token of the shopper the test signed in.)`,
  ];
  for (const group of groups.values()) {
    const shortest = [...group].sort((a, b) => size(a) - size(b));
    const first = shortest[0] as Exchange;
    lines.push("", `● ${first.status} × ${group.length}: ${cut(first.cause ?? "(nothing logged)")}`);
    for (const exchange of shortest.slice(0, EXAMPLES_PER_CAUSE)) lines.push(...described(exchange));
    if (group.length > EXAMPLES_PER_CAUSE)
      lines.push(`  … and ${group.length - EXAMPLES_PER_CAUSE} more like these`);
  }
  return lines.join("\n");
}

function described(exchange: Exchange): string[] {
  const { method, url, headers, body } = exchange.request;
  const request = { method, url: cut(url), headers, ...(body === undefined ? {} : { payload: cut(body) }) };
  return [
    `  ${exchange.identity === "shopper" ? "signed in as a shopper" : "as a visitor"}:`,
    `    request: ${JSON.stringify(request)}`,
    `    answer:  ${exchange.status} ${cut(exchange.answer)}`,
  ];
}

/** A cause with its values taken out, so one overflow at many values is one cause. */
function shapeOf(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "N");
}

function size(exchange: Exchange): number {
  return exchange.request.url.length + (exchange.request.body?.length ?? 0);
}

function cut(text: string): string {
  return text.length <= SHOWN_TEXT ? text : `${text.slice(0, SHOWN_TEXT)}… (${text.length} characters)`;
}
