/**
 * `npm run bench -- <scenario> [--url http://localhost:3000] [--rate 200] [--seconds 20] [--connections 50]`
 * Drives a running Odin with autocannon at a fixed request rate and prints latency percentiles.
 * Scenarios are listed below; record figures in docs/benchmarks.md (command, machine, results).
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";

interface Scenario {
  describe: string;
  requests: autocannon.Request[];
}

const JSON_HEADERS = { module: "odin", accept: "application/json", "content-type": "application/json" };

const SCENARIOS: Record<string, Scenario> = {
  header: {
    describe: "GET /api/v2/header (navigation tree)",
    requests: [{ method: "GET", path: "/api/v2/header?platform=desktop", headers: JSON_HEADERS }],
  },
  carousel: {
    describe: "POST /api/v2/carousel with a mix of home-page queries",
    requests: ["na&sort=newest", "os", "f-br=nw", "f-br=us--fm&sort=price_asc", "f-co=Red"].map((query) => ({
      method: "POST",
      path: "/api/v2/carousel",
      headers: JSON_HEADERS,
      body: JSON.stringify({ query, limit: 20 }),
    })),
  },
  home: {
    describe: "GET / (server-rendered home page)",
    requests: [{ method: "GET", path: "/" }],
  },
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
  },
});

const name = positionals[0] ?? "";
const scenario = SCENARIOS[name];
if (!scenario) {
  console.error(`usage: npm run bench -- <${Object.keys(SCENARIOS).join("|")}> [--url] [--rate] [--seconds]`);
  process.exit(1);
}

const result = await autocannon({
  url: values.url,
  requests: scenario.requests,
  connections: Number(values.connections),
  overallRate: Number(values.rate),
  duration: Number(values.seconds),
});
const { latency, requests, non2xx, errors, timeouts } = result;
console.log(
  JSON.stringify(
    {
      scenario: name,
      describe: scenario.describe,
      targetRate: Number(values.rate),
      achievedRate: requests.average,
      latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max },
      non2xx,
      errors,
      timeouts,
    },
    null,
    2,
  ),
);
