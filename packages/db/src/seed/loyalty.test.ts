import { describe, expect, it } from "vitest";
import { buildBrands } from "./brands";
import { buildLoyaltyLedger, buildLoyaltyTiers, DEMO_POINTS_VALID_UNTIL } from "./loyalty";
import { SEED_EPOCH } from "./styles";
import { DEMO_USERS, type UserRow } from "./users";

const users = DEMO_USERS.map((user, index) => ({ ...user, id: index + 1 }) as unknown as UserRow);
const brands = buildBrands();
const codeOf = (brandId: number) => brands.find((brand) => brand.id === brandId)?.code;

describe("the demo loyalty ledger", () => {
  const { entries, balances } = buildLoyaltyLedger(users, brands);

  it("gives Asha and Vikram points at a few brands, each balance the sum of its entries", () => {
    const points = balances.map((row) => [row.userId, codeOf(row.brandId), row.points]);
    expect(points).toEqual([
      [1, "nw", 2_500],
      [1, "us", 600],
      [1, "se", 400],
      [2, "us", 300],
      [2, "fm", 250],
    ]);
    for (const row of balances) {
      const own = entries.filter((entry) => entry.userId === row.userId && entry.brandId === row.brandId);
      expect(own.reduce((sum, entry) => sum + entry.points, 0)).toBe(row.points);
    }
  });

  it("writes off the lapsed lot on its expiry date and keeps the others valid past the demo's epoch", () => {
    const expired = entries.filter((entry) => entry.kind === "expire");
    expect(expired).toHaveLength(1);
    const lot = entries.find((entry) => entry.id === expired[0]?.lotId);
    expect(lot).toMatchObject({ kind: "earn", points: 300 });
    expect(expired[0]).toMatchObject({ points: -300, createdAt: lot?.expiresAt });
    const live = entries.filter((entry) => entry.kind === "earn" && entry !== lot);
    expect(live.every((entry) => entry.expiresAt === DEMO_POINTS_VALID_UNTIL)).toBe(true);
    expect(entries.every((entry) => (entry.createdAt as Date) < SEED_EPOCH)).toBe(true);
  });

  it("is the same on every build, with unique ids and keys", () => {
    expect(buildLoyaltyLedger(users, brands)).toEqual({ entries, balances });
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.idempotencyKey)).size).toBe(entries.length);
  });
});

describe("the demo brands' programmes", () => {
  const tiers = buildLoyaltyTiers(brands);

  it("gives every brand an entry tier at 0 points and tiers that earn more as they climb", () => {
    for (const brand of brands) {
      const ladder = tiers
        .filter((tier) => tier.brandId === brand.id)
        .sort((a, b) => a.minPoints - b.minPoints);
      expect(ladder[0]?.minPoints, brand.code).toBe(0);
      expect(new Set(ladder.map((tier) => tier.minPoints)).size, brand.code).toBe(ladder.length);
      const rates = ladder.map((tier) => tier.earnBasisPoints);
      expect(rates, brand.code).toEqual([...rates].sort((a, b) => a - b));
    }
  });

  it("runs four tiers at Neelam Weaves and two at a small brand", () => {
    const names = (code: string) =>
      tiers
        .filter((tier) => tier.brandId === brands.find((b) => b.code === code)?.id)
        .map((tier) => tier.name);
    expect(names("nw")).toEqual(["Classic", "Silver", "Gold", "Platinum"]);
    expect(names("ml")).toEqual(["Member", "Insider"]);
    expect(names("fm")).toEqual(["Member", "Silver", "Gold"]);
  });
});
