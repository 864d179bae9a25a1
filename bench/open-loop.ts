import { Agent, request } from "node:http";

/** The headers of a JSON call to the store's API, as its own pages send them. */
export const JSON_HEADERS = {
  module: "odin",
  accept: "application/json",
  "content-type": "application/json",
};

/** One request of a benchmark: method, path, headers and an optional body. */
export interface BenchRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** What the request is, for a mixed load: the result then gives percentiles per kind (`byKind`). */
  kind?: string;
}

/** The latency of one kind of request of a mixed load. */
export interface KindLatency {
  requests: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface OpenLoopResult {
  sent: number;
  completed: number;
  achievedRate: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number };
  /** Per kind of request, when the requests name theirs (`BenchRequest.kind`), slowest p95 first. */
  byKind?: Record<string, KindLatency>;
  /**
   * The three seconds of the run (counted from its start at `startedAt`) with the slowest answers, to
   * line a tail up with the server's and the database's logs (a pause for garbage collection, a
   * checkpoint).
   */
  slowestSeconds: { second: number; requests: number; p99: number; max: number }[];
  startedAt: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * An open-loop load: request i is due at start + i / rate whatever happened to the others, and its
 * latency is counted from that due time, so a slow server cannot slow the load down and hide its
 * queue (no coordinated omission). Requests go round-robin over `requests` on at most
 * `connections` keep-alive connections.
 */
export async function runOpenLoop(options: {
  url: string;
  requests: readonly BenchRequest[];
  rate: number;
  seconds: number;
  connections: number;
  /** Stops sending once it resolves (a bulk edit done), before `seconds` have passed. */
  until?: Promise<unknown>;
  /**
   * Counts only the requests due once it resolves (a bulk edit started): those before warm the
   * server up without a pause in the load.
   */
  from?: Promise<unknown>;
}): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const bySecond: number[][] = [];
  const kinds = new Map<string, { latencies: number[]; non2xx: number }>();
  let non2xx = 0;
  let errors = 0;
  const startedAt = new Date().toISOString();
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  void options.until?.then(stop, stop);
  let countFrom = options.from ? Number.POSITIVE_INFINITY : start;
  void options.from?.then(() => {
    countFrom = performance.now();
  });

  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const spec = options.requests[index % options.requests.length] as BenchRequest;
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers: spec.body
            ? { ...spec.headers, "content-length": Buffer.byteLength(spec.body) }
            : spec.headers,
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (due < countFrom) return resolve();
            const failed = (response.statusCode ?? 0) >= 300;
            if (failed) non2xx++;
            const latency = performance.now() - due;
            latencies.push(latency);
            if (spec.kind !== undefined) {
              const kind = kinds.get(spec.kind) ?? { latencies: [], non2xx: 0 };
              kind.latencies.push(latency);
              if (failed) kind.non2xx++;
              kinds.set(spec.kind, kind);
            }
            const second = Math.floor((due - countFrom) / 1000);
            const inSecond = bySecond[second] ?? [];
            inSecond.push(latency);
            bySecond[second] = inSecond;
            resolve();
          });
        },
      );
      req.on("error", () => {
        if (due >= countFrom) errors++;
        resolve();
      });
      req.end(spec.body);
    });

  // Never early: each wake-up sends every request that is due, then sleeps until the next one.
  // A late timer counts against the server, so the figures err on the slow side.
  let index = 0;
  while (index < total && !stopped) {
    const now = performance.now();
    for (let due = start + (index * 1000) / options.rate; index < total && due <= now; ) {
      pending.push(send(index, due));
      index++;
      due = start + (index * 1000) / options.rate;
    }
    const next = start + (index * 1000) / options.rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - Math.min(countFrom, performance.now())) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const seconds = bySecond.flatMap((answers, second) => {
    const inSecond = answers.sort((a, b) => a - b);
    const max = inSecond[inSecond.length - 1] ?? 0;
    return [{ second, requests: inSecond.length, p99: round(percentile(inSecond, 0.99)), max: round(max) }];
  });
  return {
    sent: latencies.length + errors,
    completed: latencies.length,
    achievedRate: Math.round(latencies.length / elapsed),
    non2xx,
    errors,
    latencyMs: {
      p50: round(percentile(sorted, 0.5)),
      p90: round(percentile(sorted, 0.9)),
      p95: round(percentile(sorted, 0.95)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
    },
    ...(kinds.size > 0 ? { byKind: latencyByKind(kinds) } : {}),
    slowestSeconds: seconds.sort((a, b) => b.max - a.max).slice(0, 3),
    startedAt,
  };
}

function latencyByKind(
  kinds: Map<string, { latencies: number[]; non2xx: number }>,
): Record<string, KindLatency> {
  const rows = [...kinds].map(([kind, { latencies, non2xx }]): [string, KindLatency] => {
    const sorted = latencies.sort((a, b) => a - b);
    return [
      kind,
      {
        requests: sorted.length,
        non2xx,
        p50: round(percentile(sorted, 0.5)),
        p95: round(percentile(sorted, 0.95)),
        p99: round(percentile(sorted, 0.99)),
        max: round(sorted[sorted.length - 1] ?? Number.NaN),
      },
    ];
  });
  return Object.fromEntries(rows.sort((a, b) => b[1].p95 - a[1].p95));
}
