/**
 * `npm run bench:faults -- [--sequence short|full|rolling] [--url http://localhost:3300]
 *   [--cluster-dir /tmp/odin-cluster] [--database postgres://…/odin_cluster]
 *   [--gateway http://127.0.0.1:3309] [--settle-seconds 300]`: faults under the mixed load
 * (bench/mixed-load.ts) against `npm run cluster` (issue "Proof of scale", decision 73).
 * - `full` (5 minutes): one app instance killed with SIGKILL and started again, then the worker,
 *   then the read replica stopped at once (`cluster.sh crash-replica`) and started, then Redis
 *   killed (`cluster.sh crash-redis`) and started again 30 s later;
 * - `short` (CI, 1 minute): one instance killed and started again;
 * - `rolling` (2 minutes): every instance restarted one at a time by `cluster.sh restart-rolling`.
 * Cash-on-delivery placements that failed are sent again afterwards with the same key; a card
 * shopper tries a failed step again at once. It prints the ledger (bench/mixed-load.ts) and exits 1
 * when it does not balance, or when requests failed other than in flight on a killed process or
 * sent within `FAULT_WINDOW_MS` after (before the proxy's checks noticed), or under a rolling
 * restart, or were refused (4xx).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs, promisify } from "node:util";
import {
  CLUSTER_OPTIONS,
  countByKind,
  failedOutcome,
  mixedLoadOptions,
  type Outcome,
  prepareMixedLoad,
  refusedOutcome,
} from "./mixed-load";

const run = promisify(execFile);

const { values } = parseArgs({
  options: {
    sequence: { type: "string", default: "full" },
    ...CLUSTER_OPTIONS,
  },
});
const clusterDir = values["cluster-dir"];
const ROOT = join(import.meta.dirname, "..");
const RATE = 40;
/** A request sent this soon after a process was killed may have gone to it before the proxy noticed. */
const FAULT_WINDOW_MS = 5_000;

interface Fault {
  at: number;
  name: string;
  /** Whether requests in flight on it, or sent just after, may fail: a process that answered them died. */
  kills?: boolean;
  act(): Promise<unknown>;
}

const pidOf = (file: string) => Number(readFileSync(join(clusterDir, file), "utf8").trim());
const kill = (file: string) => async () => process.kill(pidOf(file), "SIGKILL");
const cluster =
  (...args: string[]) =>
  () =>
    run("bash", [join(ROOT, "deploy/cluster.sh"), ...args]);
/** `cluster.sh up` starts whatever is not running and waits until it is ready. */
const startMissing = cluster("up");

const SEQUENCES: Record<string, { seconds: number; faults: Fault[] }> = {
  short: {
    seconds: 60,
    faults: [
      { at: 20_000, name: "kill -9 app1", kills: true, act: kill("app-3301.pid") },
      { at: 30_000, name: "start app1", act: startMissing },
    ],
  },
  full: {
    seconds: 300,
    faults: [
      { at: 30_000, name: "kill -9 app1", kills: true, act: kill("app-3301.pid") },
      { at: 45_000, name: "start app1", act: startMissing },
      { at: 75_000, name: "kill -9 the worker", act: kill("worker.pid") },
      { at: 90_000, name: "start the worker", act: startMissing },
      { at: 120_000, name: "stop the replica", act: cluster("crash-replica") },
      { at: 150_000, name: "start the replica", act: startMissing },
      { at: 180_000, name: "kill -9 Redis", act: cluster("crash-redis") },
      { at: 210_000, name: "start Redis", act: startMissing },
    ],
  },
  rolling: {
    seconds: 120,
    faults: [{ at: 15_000, name: "restart-rolling", act: cluster("restart-rolling") }],
  },
};
const sequence = SEQUENCES[values.sequence];
if (!sequence) throw new Error(`--sequence is one of ${Object.keys(SEQUENCES).join(", ")}`);

const load = await prepareMixedLoad(mixedLoadOptions(values, RATE, sequence.seconds));
console.log(
  `${values.sequence}: ${RATE} requests a second for ${sequence.seconds} s through ${values.url}; ` +
    sequence.faults.map((fault) => `${fault.name} at ${fault.at / 1000} s`).join(", "),
);
const happened: { fault: Fault; at: number; done: number }[] = [];
let faults: Promise<void> = Promise.resolve();
const sent = await load.run((start) => {
  faults = (async () => {
    for (const fault of sequence.faults) {
      await sleep(Math.max(0, start + fault.at - performance.now()));
      const at = performance.now() - start;
      await fault.act();
      happened.push({ fault, at, done: performance.now() - start });
    }
  })();
});
await faults;
const { answered } = sent;
const { orders, charges, stock, sessions, balances } = await load.ledger(sent);
await load.close();

/** In flight when a process was killed, or sent before the proxy had noticed. */
const underAKill = (outcome: Outcome) =>
  happened.some(
    ({ fault, at }) =>
      fault.kills &&
      ((outcome.due <= at && outcome.ended >= at) ||
        (outcome.due >= at && outcome.due <= at + FAULT_WINDOW_MS)),
  );
const failed = answered.filter(failedOutcome);
const unexplained = failed.filter((outcome) => !underAKill(outcome));
const refused = answered.filter(refusedOutcome);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ledger = {
  sequence: values.sequence,
  seconds: sequence.seconds,
  faults: happened.map(({ fault, at, done }) => `${fault.name}: ${seconds(at)} to ${seconds(done)}`),
  requests: { sent: answered.length, byKind: countByKind(answered) },
  failed: {
    total: failed.length,
    byKind: countByKind(failed),
    underAKill: failed.length - unexplained.length,
    otherwise: unexplained.length,
  },
  refused4xx: { total: refused.length, byKind: countByKind(refused) },
  orders,
  charges,
  stock,
  sessions,
};
console.log(JSON.stringify(ledger, null, 2));
const balanced = balances && ledger.failed.otherwise === 0 && ledger.refused4xx.total === 0;
console.log(balanced ? "the ledger balances" : "THE LEDGER DOES NOT BALANCE");
process.exit(balanced ? 0 : 1);
