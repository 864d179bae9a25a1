import type { BulkEditOperation } from "@odin/contracts";
import type { Executor } from "@odin/db";
import { stylePricesOf } from "../styles";
import { setPublished, setSizePrices, setStylePrices, setUnits } from "./bulk-edits.repo";
import type { StylePlan } from "./bulk-edits-rules";

type Changing = Extract<StylePlan, { kind: "change" }>;

/** The sizes of a changed style with their new prices: the style's listed prices follow its cheapest. */
function listedPrices(plan: Changing) {
  const after = new Map(plan.changes.map((change) => [change.skuId, Number(change.after)]));
  const prices = stylePricesOf(
    plan.style.sizes.map((size) => ({ mrp: size.mrp, price: after.get(size.skuId) ?? size.price })),
  );
  return prices ? [{ styleId: plan.style.styleId, ...prices }] : [];
}

/**
 * Writes one batch's plans in the caller's transaction, a statement per kind of change, so the
 * change feed records each style once per statement (decision 69). A stock set's change rows carry
 * the edit and the size as their request id, so the batch can only ever write them once.
 */
export async function applyPlans(
  tx: Executor,
  batch: { editId: number; operation: BulkEditOperation; plans: readonly StylePlan[]; staffId: number },
): Promise<void> {
  const { editId, operation, staffId } = batch;
  const changing = batch.plans.filter((plan): plan is Changing => plan.kind === "change");
  const sizes = changing.flatMap((plan) => plan.changes.filter((change) => change.skuId !== null));
  switch (operation.kind) {
    case "price":
      await setSizePrices(
        tx,
        sizes.map((change) => ({ skuId: change.skuId as number, price: Number(change.after) })),
      );
      await setStylePrices(tx, changing.flatMap(listedPrices));
      return;
    case "publish":
    case "unpublish":
      await setPublished(
        tx,
        changing.map((plan) => plan.style.styleId),
        operation.kind === "publish",
      );
      return;
    case "stock":
      await setUnits(
        tx,
        operation.fcId,
        sizes.map((change) => ({
          skuId: change.skuId as number,
          delta: Number(change.after) - Number(change.before),
          unitsAfter: Number(change.after),
          requestId: `bulk-edit:${editId}:${change.skuId}`,
        })),
        operation.reason,
        staffId,
      );
      return;
  }
}
