import {
  adminProblems,
  CATALOGUE,
  type CatalogueProblem,
  catalogueProblems,
  fail,
  ok,
  type Result,
  type StockChangeAnswer,
  type StyleStock,
  type stockChangeBody,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import { recordAudit } from "../../platform/audit";
import type { CatalogueStaff } from "../declarations";
import { STYLE_RESOURCE } from "../declarations";
import {
  type CentreStockRow,
  findCentre,
  findChangeByRequest,
  findSizeOfStyle,
  findStockChanges,
  findStyleBrand,
  findStyleStock,
  insertChange,
  lockUnits,
  setUnits,
} from "./stock.repo";
import { planStockChange } from "./stock-rules";

type ChangeBody = z.output<typeof stockChangeBody>;
type Refusal = "notFound" | "outOfScope";

export interface StockService {
  /** A style's units per size and centre, what open orders hold, and the newest changes staff made. */
  ofStyle(styleId: number, brandIds: readonly number[] | null): Promise<Result<StyleStock, Refusal>>;
  change(
    styleId: number,
    body: ChangeBody,
    staff: CatalogueStaff,
  ): Promise<Result<StockChangeAnswer, Refusal | CatalogueProblem>>;
}

const within = (ids: readonly number[] | null, id: number) => ids === null || ids.includes(id);

function sizesOf(rows: readonly CentreStockRow[]): StyleStock["sizes"] {
  const sizes: StyleStock["sizes"] = [];
  for (const row of rows) {
    let size = sizes.at(-1);
    if (size?.skuId !== row.skuId) {
      size = { skuId: row.skuId, size: row.size, centres: [] };
      sizes.push(size);
    }
    if (row.fcId !== null && row.code !== null && row.name !== null && row.kind !== null) {
      size.centres.push({
        fcId: row.fcId,
        code: row.code,
        name: row.name,
        kind: row.kind,
        units: row.units,
        reserved: row.reserved,
      });
    }
  }
  return sizes;
}

/**
 * Stock as staff change it (decision 66): each change a row with its reason and an audit entry, on
 * the size's row lock at the centre, so an order taking units meanwhile is never overwritten.
 * Listings and product pages follow through the change feed (migration 0013's triggers).
 */
export function createStockService(db: Database): StockService {
  return {
    async ofStyle(styleId, brandIds) {
      const brandId = await findStyleBrand(db, styleId);
      if (brandId === undefined) return fail(adminProblems.notFound());
      if (!within(brandIds, brandId)) return fail(adminProblems.outOfScope());
      const [rows, changes] = await Promise.all([
        findStyleStock(db, styleId),
        findStockChanges(db, styleId, CATALOGUE.stockChangesShown),
      ]);
      return ok({
        styleId,
        sizes: sizesOf(rows),
        changes: changes.map((change) => ({ ...change, at: new Date(change.at).toISOString() })),
      });
    },

    async change(styleId, body, staff) {
      const { skuId, fcId, requestId, reason } = body;
      return db.transaction(async (tx) => {
        const size = await findSizeOfStyle(tx, styleId, skuId);
        if (!size) return fail(adminProblems.notFound());
        if (!within(staff.brandIds, size.brandId) || !within(staff.centreIds, fcId)) {
          return fail(adminProblems.outOfScope());
        }
        const centre = await findCentre(tx, fcId);
        if (!centre) return fail(catalogueProblems.unknownCentre());
        const current = await lockUnits(tx, skuId, fcId);
        const earlier = await findChangeByRequest(tx, requestId);
        if (earlier) {
          if (earlier.skuId !== skuId || earlier.fcId !== fcId) {
            return fail(catalogueProblems.stockRequestReused());
          }
          // A double submit changes nothing, but the log still says it came.
          await recordAudit(tx, staff.actor, {
            resource: STYLE_RESOURCE,
            resourceId: styleId,
            action: "stock-repeated",
            after: { requestId },
          });
          return ok({ skuId, fcId, units: current, created: false });
        }
        const plan = planStockChange(current, body);
        if (plan.kind === "stale") return fail(catalogueProblems.stockChanged(plan.units));
        if (plan.kind === "belowZero") return fail(catalogueProblems.stockBelowZero(plan.units));
        const recorded = await insertChange(tx, {
          skuId,
          fcId,
          delta: plan.delta,
          unitsAfter: plan.unitsAfter,
          reason,
          staffId: staff.actor.staffId ?? 0,
          requestId,
        });
        if (!recorded) return fail(catalogueProblems.stockRequestReused());
        await setUnits(tx, skuId, fcId, plan.unitsAfter);
        await recordAudit(tx, staff.actor, {
          resource: STYLE_RESOURCE,
          resourceId: styleId,
          action: body.mode === "set" ? "stock-set" : "stock-adjust",
          before: { size: size.size, centre: centre.code, units: current },
          after: { size: size.size, centre: centre.code, units: plan.unitsAfter, reason },
        });
        return ok({ skuId, fcId, units: plan.unitsAfter, created: true });
      });
    },
  };
}
