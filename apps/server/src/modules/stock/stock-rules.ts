/**
 * A staff member's change of one size's units at one centre (decision 66): `set` says how many there
 * are, and is refused when the units changed since the form showed them (`seen`); `adjust` adds or
 * takes away, never below none. Pure, with tests beside it.
 */

export type StockRequest = { mode: "set"; units: number; seen: number } | { mode: "adjust"; units: number };

export type StockPlan =
  | { kind: "change"; delta: number; unitsAfter: number }
  | { kind: "stale"; units: number }
  | { kind: "belowZero"; units: number };

export function planStockChange(current: number, request: StockRequest): StockPlan {
  if (request.mode === "set") {
    if (current !== request.seen) return { kind: "stale", units: current };
    return { kind: "change", delta: request.units - current, unitsAfter: request.units };
  }
  const unitsAfter = current + request.units;
  if (unitsAfter < 0) return { kind: "belowZero", units: current };
  return { kind: "change", delta: request.units, unitsAfter };
}
