import {
  fail,
  ok,
  type PointsAdjustmentProblem,
  pointsAdjustmentProblems as problems,
  type Result,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { LoyaltyConfig } from "../../platform/config-loyalty";
import * as repo from "./loyalty.repo";
import { DAY_MS, expireDue, ledgerDisagrees } from "./loyalty-ledger";
import { brandPoints, planDebit } from "./loyalty-rules";

/** One adjustment of a shopper's points at a brand by staff, with its reason (the back office). */
export interface PointsAdjustment {
  userId: number;
  brandId: number;
  /** Signed and not 0: positive adds, negative takes away. */
  points: number;
  reason: string;
  /** The form's id of the request (a UUID): a second submit of it adjusts nothing more. */
  requestId: string;
}

export interface AdjustedPoints {
  brandId: number;
  points: number;
  /** The brand's live balance after the adjustment. */
  balance: number;
  /** False when the request had been adjusted already: nothing was written this time. */
  created: boolean;
  entries: repo.EntryRow[];
}

/** The shopper's points at one brand as the back office shows them: the balance and its newest entries. */
export interface BrandLedger {
  brandId: number;
  brandCode: string;
  brandName: string;
  earned: number;
  balance: number;
  value: number;
  entries: repo.EntryRow[];
}

/** Staff's changes to the ledger and their view of it (the back office's Customers area). */
export interface LoyaltyAdjustments {
  /**
   * Writes the adjustment as ledger entries, never by editing a balance, in the caller's transaction
   * (which records the audit entry with it): a credit is a lot of its own, valid as long as earned
   * points; a debit takes from the live lots that expire first and is refused when they hold fewer
   * points. A repeat of the request id answers the first adjustment; the id used for another
   * shopper, brand or number of points is refused.
   */
  adjust(
    tx: Transaction,
    adjustment: PointsAdjustment,
  ): Promise<Result<AdjustedPoints, PointsAdjustmentProblem>>;
  /** Per brand the shopper has points at: the balance and the newest `entriesPerBrand` entries. */
  ledger(userId: number, entriesPerBrand: number): Promise<BrandLedger[]>;
}

/** The key of the n-th entry (from 1) of the adjustment made by `requestId`. */
const keyOf = (requestId: string, n: number) => `adjust:${requestId}#${n}`;

export function createLoyaltyAdjustments(deps: {
  db: Database;
  config: LoyaltyConfig;
  now: () => Date;
}): LoyaltyAdjustments {
  const { db, now } = deps;
  const { paisePerPoint, validDays } = deps.config;

  async function balanceAt(tx: Transaction, userId: number, brandId: number, at: Date) {
    const [brand] = brandPoints(await repo.findLots(tx, userId, [brandId]), at, paisePerPoint);
    return brand?.balance ?? 0;
  }

  /** The answer to a request id seen before: its adjustment, if it is this one. */
  async function repeated(tx: Transaction, first: repo.EntryRow, adjustment: PointsAdjustment) {
    const { userId, brandId, points, requestId } = adjustment;
    if (first.userId !== userId || first.brandId !== brandId) return fail(problems.requestReused());
    const entries = await repo.findAdjustmentEntries(tx, { userId, brandId }, `adjust:${requestId}`);
    if (entries.reduce((sum, entry) => sum + entry.points, 0) !== points)
      return fail(problems.requestReused());
    const balance = await balanceAt(tx, userId, brandId, now());
    return ok({ brandId, points, balance, created: false, entries });
  }

  /**
   * Writes the entries, the first under the request's first key with ON CONFLICT DO NOTHING: another
   * shopper's adjustment made with the same id at the same moment (not under this shopper's lock)
   * waits for it and then finds it. Undefined when the key was taken.
   */
  async function write(tx: Transaction, rows: repo.NewEntry[]): Promise<repo.EntryRow[] | undefined> {
    const [first, ...rest] = rows;
    const written = first && (await repo.insertEntryUnlessKeyed(tx, first));
    return written ? [written, ...(await repo.insertEntries(tx, rest))] : undefined;
  }

  return {
    async adjust(tx, adjustment) {
      const { userId, brandId, points, reason, requestId } = adjustment;
      if (!Number.isSafeInteger(points) || points === 0) throw new RangeError(`not an adjustment: ${points}`);
      await repo.lockShopper(tx, userId);
      const earlier = await repo.findEntryByKey(tx, keyOf(requestId, 1));
      if (earlier) return repeated(tx, earlier, adjustment);
      if ((await repo.findBrands(tx, [brandId])).length === 0) return fail(problems.unknownBrand());
      const at = now();
      const lots = await expireDue(tx, userId, [brandId], at);
      const common = { userId, brandId, kind: "adjust" as const, reason, createdAt: at };
      let rows: repo.NewEntry[];
      if (points > 0) {
        const expiresAt = new Date(at.getTime() + validDays * DAY_MS);
        rows = [{ ...common, points, expiresAt, idempotencyKey: keyOf(requestId, 1) }];
      } else {
        const plan = planDebit(-points, lots, at);
        if (!plan) return fail(problems.belowZero(await balanceAt(tx, userId, brandId, at)));
        rows = plan.map((take, index) => ({
          ...common,
          points: -take.points,
          lotId: take.lotId,
          idempotencyKey: keyOf(requestId, index + 1),
        }));
      }
      const entries = await write(tx, rows);
      if (!entries) {
        const taken = await repo.findEntryByKey(tx, keyOf(requestId, 1));
        if (!taken) throw new Error(`adjustment ${requestId} was neither written nor found`);
        return repeated(tx, taken, adjustment);
      }
      if (points > 0) await repo.addToBalance(tx, userId, brandId, points);
      else if (!(await repo.takeFromBalance(tx, userId, brandId, -points)))
        throw ledgerDisagrees(userId, brandId);
      return ok({
        brandId,
        points,
        balance: await balanceAt(tx, userId, brandId, at),
        created: true,
        entries,
      });
    },

    async ledger(userId, entriesPerBrand) {
      const brands = brandPoints(await repo.findLots(db, userId), now(), paisePerPoint);
      const names = new Map(
        (
          await repo.findBrands(
            db,
            brands.map((brand) => brand.brandId),
          )
        ).map((row) => [row.id, row]),
      );
      return Promise.all(
        brands.map(async (brand) => ({
          ...brand,
          brandCode: names.get(brand.brandId)?.code ?? "",
          brandName: names.get(brand.brandId)?.name ?? "",
          entries: await repo.latestEntries(db, userId, brand.brandId, entriesPerBrand),
        })),
      );
    },
  };
}
