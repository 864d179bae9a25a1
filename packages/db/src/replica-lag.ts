/**
 * How far a streaming replica is behind its primary, from positions in the write-ahead log: pure
 * rules, so the monitor in `replica.ts` only samples.
 */

/** A position in the write-ahead log ("16/B374D848"), as a number that orders. */
export function lsnOf(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) throw new Error(`not a log position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The primary's log position at a moment (ms). */
export interface PrimarySample {
  at: number;
  lsn: bigint;
}

/**
 * How long ago the replica was where it is now: the age of the oldest primary sample it has not
 * replayed up to (0 when it has replayed the newest). A sample is taken before the replica's
 * position is read, so the answer never understates the lag by more than one sampling interval.
 * Samples are oldest first.
 */
export function replicaLagMs(samples: readonly PrimarySample[], replayed: bigint, now: number): number {
  for (const sample of samples) {
    if (sample.lsn > replayed) return now - sample.at;
  }
  return 0;
}

/**
 * The samples still needed to measure a lag up to `keepMs`: newer than that, plus the newest one
 * older, so a lag past the bound still reads as past it.
 */
export function keptSamples(samples: readonly PrimarySample[], now: number, keepMs: number): PrimarySample[] {
  let first = 0;
  while (first + 1 < samples.length && now - (samples[first + 1] as PrimarySample).at > keepMs) first++;
  return samples.slice(first);
}

/** Where reads go: the replica while it is at most `maxLagMs` behind and answering, else the primary. */
export type ReplicaState =
  | { kind: "fresh"; lagMs: number }
  | { kind: "lagging"; lagMs: number }
  | { kind: "lost"; reason: string };

export function replicaState(lagMs: number | null, maxLagMs: number, reason = "no answer"): ReplicaState {
  if (lagMs === null) return { kind: "lost", reason };
  return lagMs <= maxLagMs ? { kind: "fresh", lagMs } : { kind: "lagging", lagMs };
}
