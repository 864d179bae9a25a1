/**
 * `npm run bench:image-colours -- [--url http://localhost:3000] [--requests 3000] [--connections 20]`
 * Asks a running Odin for product pictures in random colours, as anyone can
 * (`/img/p/jacket/<random hex>/front/large.webp`), and prints the server's CPU seconds and resident
 * memory growth over the run, read from its `/metrics` (prom-client's process metrics), with the
 * answers' statuses. Before decision 39 every such request drew a picture; now a colour no style of
 * the catalog has answers 404 without drawing. Record figures in docs/benchmarks.md.
 */
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    requests: { type: "string", default: "3000" },
    connections: { type: "string", default: "20" },
  },
});
const base = new URL(values.url);
const total = Number(values.requests);
const connections = Number(values.connections);
const agent = new Agent({ keepAlive: true, maxSockets: connections });

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { agent, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The server's process CPU seconds and resident memory, from its Prometheus text. */
async function processFigures(): Promise<{ cpuSeconds: number; residentBytes: number }> {
  const { body } = await get("/metrics");
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(body)?.[1] ?? Number.NaN);
  return {
    cpuSeconds: value("process_cpu_seconds_total"),
    residentBytes: value("process_resident_memory_bytes"),
  };
}

const before = await processFigures();
const started = performance.now();
const statuses = new Map<number, number>();
let next = 0;
async function worker(): Promise<void> {
  while (next < total) {
    next++;
    const colour = randomBytes(3).toString("hex");
    const { status } = await get(`/img/p/jacket/${colour}/front/large.webp`);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
await Promise.all(Array.from({ length: connections }, worker));
const wallSeconds = (performance.now() - started) / 1000;
const after = await processFigures();
agent.destroy();

console.log(
  JSON.stringify(
    {
      requests: total,
      connections,
      statuses: Object.fromEntries(statuses),
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      serverCpuSeconds: Math.round((after.cpuSeconds - before.cpuSeconds) * 100) / 100,
      serverResidentGrowthMB: Math.round((after.residentBytes - before.residentBytes) / 1048576),
    },
    null,
    2,
  ),
);
