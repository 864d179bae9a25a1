/**
 * Splitting an amount of money (integer paise) into whole-paise shares that sum to it exactly. Two
 * rules, each kept by what already stands on it: the bag's coupon allocation (largest remainder) and
 * the order's split of a line across centres and of a brand's points across its items (the first
 * share takes the remainder). Changing either would change amounts already promised to shoppers.
 */

/** An amount split in proportion to `parts` in whole paise; the first part takes the remainder. */
export function splitAmount(amount: number, parts: readonly number[]): number[] {
  const whole = parts.reduce((sum, part) => sum + part, 0);
  const shares = parts.map((part) => Math.floor((amount * part) / whole));
  shares[0] = (shares[0] ?? 0) + amount - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/**
 * Splits `total` paise over keys in proportion to their weights, by largest remainder: each key gets
 * the floor of its exact share, and the paise left go one each to the largest remainders (ties to
 * the earlier key). The shares sum to `total` exactly.
 */
export function allocate(
  total: number,
  weights: ReadonlyArray<readonly [number, number]>,
): Map<number, number> {
  const shares = new Map<number, number>();
  const sum = weights.reduce((acc, [, weight]) => acc + weight, 0);
  if (total <= 0 || sum <= 0) return shares;
  const parts = weights.map(([key, weight], index) => {
    const exact = total * weight;
    return { key, index, floor: Math.floor(exact / sum), remainder: exact % sum };
  });
  let left = total - parts.reduce((acc, part) => acc + part.floor, 0);
  const order = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of order) {
    const extra = left > 0 ? 1 : 0;
    left -= extra;
    shares.set(part.key, (shares.get(part.key) ?? 0) + part.floor + extra);
  }
  return shares;
}
