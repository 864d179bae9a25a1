import type { TestApp } from "./test-app";

/**
 * A metric's value as `GET /metrics` shows it: the sample of `name` whose labels include every one
 * of `labels`, or 0 when there is none (a counter not moved yet).
 */
export async function metricValue(
  test: Pick<TestApp, "app">,
  name: string,
  labels: Readonly<Record<string, string>> = {},
): Promise<number> {
  const response = await test.app.inject({ method: "GET", url: "/metrics" });
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = response.body
    .split("\n")
    .find(
      (row) =>
        (row.startsWith(`${name} `) || row.startsWith(`${name}{`)) &&
        wanted.every((pair) => row.includes(pair)),
    );
  return line ? Number(line.split(" ").at(-1)) : 0;
}
