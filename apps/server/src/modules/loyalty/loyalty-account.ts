import {
  fail,
  formatMessage,
  type LoyaltyCard,
  type LoyaltyCards,
  type LoyaltyMoreInfo,
  type LoyaltyPointsData,
  loyaltyProblems,
  ok,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { LoyaltyConfig } from "../../platform/config-loyalty";
import * as repo from "./loyalty.repo";
import { earnedSince, tiersByBrand } from "./loyalty-earning";
import { brandPoints } from "./loyalty-rules";
import { pointsPer100Rupees, type Tier, tierFor, tierWindowStart } from "./programme-rules";

/** The shopper's own view of their points (spec 3 §2 Loyalty, §7; decision 45): the `/api/loyalty/*` calls. */
export interface LoyaltyAccount {
  /** loyaltyPointsData: a row per brand the shopper has points at, and the totals. */
  points(userId: number): Promise<LoyaltyPointsData>;
  /** loyaltyCards: the shopper's card at each brand they have points at that runs a programme. */
  cards(userId: number): Promise<LoyaltyCards>;
  /** moreInfo: the programme of the brand named `brandName` (any case) as it applies to the shopper. */
  moreInfo(userId: number, brandName: string): Promise<Result<LoyaltyMoreInfo, "unknownProgramme">>;
}

export function createLoyaltyAccount(deps: {
  db: Database;
  config: LoyaltyConfig;
  now: () => Date;
}): LoyaltyAccount {
  const { db, now } = deps;
  const { paisePerPoint, validDays } = deps.config;

  /** Per brand the shopper has points at (or at `brandIds`): code, name, points, and their tier's standing. */
  async function standings(userId: number, brandIds?: readonly number[]) {
    const at = now();
    const lots = await repo.findLots(db, userId, brandIds);
    const ids = brandIds ?? [...new Set(lots.map((lot) => lot.brandId))];
    const [names, tierRows] = await Promise.all([repo.findBrands(db, ids), repo.findTiers(db, ids)]);
    const points = new Map(brandPoints(lots, at, paisePerPoint).map((brand) => [brand.brandId, brand]));
    const earned = earnedSince(lots, tierWindowStart(at));
    const tiers = tiersByBrand(tierRows);
    return names
      .map((brand) => {
        const held = points.get(brand.id) ?? { earned: 0, balance: 0, value: 0 };
        const inWindow = earned.get(brand.id) ?? 0;
        const ladder = tiers.get(brand.id) ?? [];
        return { brand, ...held, inWindow, ladder, standing: tierFor(ladder, inWindow) };
      })
      .sort((a, b) => a.brand.id - b.brand.id);
  }

  type Standing = Awaited<ReturnType<typeof standings>>[number];

  const cardOf = (row: Standing): LoyaltyCard => ({
    brandCode: row.brand.code,
    brandName: row.brand.name,
    tier: row.standing?.held.name ?? "",
    points: row.balance,
    value: row.value,
    pointsEarnedInWindow: row.inWindow,
  });

  return {
    async points(userId) {
      const rows = await standings(userId);
      const brands = rows.map((row) => ({
        brandCode: row.brand.code,
        brandName: row.brand.name,
        pointsEarned: row.earned,
        loyaltyValue: row.value,
        loyaltyBalance: row.balance,
      }));
      const sum = (key: "pointsEarned" | "loyaltyValue" | "loyaltyBalance") =>
        brands.reduce((total, brand) => total + brand[key], 0);
      return {
        brands,
        totals: {
          pointsEarned: sum("pointsEarned"),
          loyaltyValue: sum("loyaltyValue"),
          loyaltyBalance: sum("loyaltyBalance"),
        },
      };
    },

    async cards(userId) {
      const rows = await standings(userId);
      return { loyaltyCards: rows.filter((row) => row.standing).map(cardOf) };
    },

    async moreInfo(userId, brandName) {
      const brand = await repo.findBrandByName(db, brandName);
      const [row] = brand ? await standings(userId, [brand.id]) : [];
      if (!row?.standing) return fail(loyaltyProblems.unknownProgramme());
      const { held, lower, next } = row.standing;
      const name = row.brand.name;
      const percent = (tier: Tier) => tier.earnBasisPoints / 100;
      return ok({
        ...cardOf(row),
        tiers: row.ladder.map((tier) => ({
          name: tier.name,
          minPoints: tier.minPoints,
          earnPercent: percent(tier),
        })),
        upgradeCriteria: formatMessage.loyaltyUpgradeRule(
          next ? { tier: next.name, points: next.minPoints - row.inWindow } : undefined,
          name,
        ),
        earn: formatMessage.loyaltyEarnRule(pointsPer100Rupees(held.earnBasisPoints, paisePerPoint), name),
        burn: formatMessage.loyaltyBurnRule(name),
        conversion: formatMessage.loyaltyConversionRule(paisePerPoint),
        expiry: formatMessage.loyaltyExpiryRule(validDays),
        downgrade: formatMessage.loyaltyDowngradeRule(
          { tier: held.name, minPoints: held.minPoints },
          lower ? { tier: lower.name } : undefined,
          name,
        ),
      });
    },
  };
}
