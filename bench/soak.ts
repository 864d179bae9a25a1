/**
 * `npm run bench:soak -- [--minutes 30] [--rate 40] [--url http://localhost:3300]
 *   [--cluster-dir /tmp/odin-cluster] [--database postgres://…/odin_cluster]`: the mixed load
 * (bench/mixed-load.ts) at a steady rate against `npm run cluster` for `--minutes`, no faults (issue
 * "Proof of scale"). Every 15 s it reads each instance's `/metrics` (resident memory, heap used).
 * It prints the error rate, each request kind's p50 and p99 in the first and the last five minutes,
 * each instance's memory at the start and the end with its slope (least squares over the samples
 * after the first five minutes, in MB an hour), and the orders' and stock's ledger; it exits 1 when
 * a request failed or the ledger does not balance.
 */
import { parseArgs } from "node:util";
import {
  CLUSTER_OPTIONS,
  countByKind,
  failedOutcome,
  mixedLoadOptions,
  type Outcome,
  prepareMixedLoad,
  refusedOutcome,
} from "./mixed-load";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    rate: { type: "string", default: "40" },
    ...CLUSTER_OPTIONS,
  },
});
const minutes = Number(values.minutes);
const INSTANCES = [3301, 3302, 3303];
const SAMPLE_MS = 15_000;
const WINDOW_MS = 5 * 60_000;

interface MemorySample {
  at: number;
  port: number;
  rssMb: number;
  heapMb: number;
}

async function memoryOf(port: number, at: number): Promise<MemorySample | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const metric = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
    return {
      at,
      port,
      rssMb: metric("process_resident_memory_bytes") / 2 ** 20,
      heapMb: metric("nodejs_heap_size_used_bytes") / 2 ** 20,
    };
  } catch {
    return null;
  }
}

/** Least-squares slope of `value` over `at` (ms), in units an hour. */
function slopePerHour(points: readonly { at: number; value: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanAt = points.reduce((sum, p) => sum + p.at, 0) / n;
  const meanValue = points.reduce((sum, p) => sum + p.value, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.at - meanAt) * (p.value - meanValue);
    variance += (p.at - meanAt) ** 2;
  }
  return (covariance / variance) * 3_600_000;
}

const round = (value: number) => Math.round(value * 10) / 10;
function latencies(list: readonly Outcome[]) {
  const byKind: Record<string, { requests: number; p50: number; p99: number }> = {};
  for (const kind of Object.keys(countByKind(list))) {
    const sorted = list
      .filter((outcome) => outcome.kind === kind)
      .map((outcome) => outcome.ended - outcome.due)
      .sort((a, b) => a - b);
    const at = (p: number) =>
      round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);
    byKind[kind] = { requests: sorted.length, p50: at(0.5), p99: at(0.99) };
  }
  return byKind;
}

const load = await prepareMixedLoad(mixedLoadOptions(values, Number(values.rate), minutes * 60));
console.log(`soak: ${values.rate} requests a second for ${minutes} minutes through ${values.url}`);
const samples: MemorySample[] = [];
let sampler: NodeJS.Timeout | undefined;
const run = await load.run((start) => {
  const sample = async () => {
    const at = performance.now() - start;
    for (const found of await Promise.all(INSTANCES.map((port) => memoryOf(port, at)))) {
      if (found) samples.push(found);
    }
  };
  void sample();
  sampler = setInterval(() => void sample(), SAMPLE_MS);
});
clearInterval(sampler);
const { answered } = run;
const { orders, charges, stock, sessions, balances } = await load.ledger(run);
await load.close();

const lastWindow = minutes * 60_000 - WINDOW_MS;
const failed = answered.filter((outcome) => failedOutcome(outcome) || refusedOutcome(outcome));
const memory = Object.fromEntries(
  INSTANCES.map((port) => {
    const own = samples.filter((sample) => sample.port === port);
    const settled = own.filter((sample) => sample.at >= WINDOW_MS);
    const first = own[0];
    const last = own[own.length - 1];
    return [
      `:${port}`,
      {
        samples: own.length,
        rssMb: { start: round(first?.rssMb ?? Number.NaN), end: round(last?.rssMb ?? Number.NaN) },
        heapUsedMb: { start: round(first?.heapMb ?? Number.NaN), end: round(last?.heapMb ?? Number.NaN) },
        slopeAfterFiveMinutesMbPerHour: {
          rss: round(slopePerHour(settled.map((sample) => ({ at: sample.at, value: sample.rssMb })))),
          heapUsed: round(slopePerHour(settled.map((sample) => ({ at: sample.at, value: sample.heapMb })))),
        },
      },
    ];
  }),
);
const report = {
  minutes,
  rate: Number(values.rate),
  requests: { sent: answered.length, byKind: countByKind(answered) },
  failedOrRefused: {
    total: failed.length,
    byKind: countByKind(failed),
    rate: failed.length / answered.length,
  },
  latencyMs: {
    firstFiveMinutes: latencies(answered.filter((outcome) => outcome.due < WINDOW_MS)),
    lastFiveMinutes: latencies(answered.filter((outcome) => outcome.due >= lastWindow)),
  },
  memory,
  orders,
  charges,
  stock,
  sessions,
};
console.log(JSON.stringify(report, null, 2));
const clean = failed.length === 0 && balances;
console.log(
  clean ? "no request failed and the ledger balances" : "A REQUEST FAILED OR THE LEDGER DOES NOT BALANCE",
);
process.exit(clean ? 0 : 1);
