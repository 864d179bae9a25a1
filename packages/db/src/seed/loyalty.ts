import type { Database } from "../client";
import { loyaltyBalances, loyaltyEntries, loyaltyTiers } from "../schema";
import type { BrandRow } from "./brands";
import { insertRows, syncSequence } from "./bulk";
import { SEED_EPOCH } from "./styles";
import type { UserRow } from "./users";

type EntryRow = typeof loyaltyEntries.$inferInsert & { id: number };
type BalanceRow = typeof loyaltyBalances.$inferInsert;
type TierRow = typeof loyaltyTiers.$inferInsert;

/** A tier of a demo programme: its name, the points earned in 12 months that reach it, and its earn rate in %. */
type DemoTier = readonly [name: string, minPoints: number, earnPercent: number];

/** The programme of most demo brands (decision 45). */
const STANDARD_TIERS: readonly DemoTier[] = [
  ["Member", 0, 5],
  ["Silver", 1_000, 7],
  ["Gold", 3_000, 10],
];

/** Brands whose programme differs: a four-tier ladder for the largest brands, two tiers for a small one. */
const DEMO_TIERS: Readonly<Record<string, readonly DemoTier[]>> = {
  nw: [
    ["Classic", 0, 5],
    ["Silver", 1_500, 7],
    ["Gold", 4_000, 10],
    ["Platinum", 10_000, 12],
  ],
  us: [
    ["Blue", 0, 4],
    ["Navy", 1_000, 6],
    ["Captain", 5_000, 10],
  ],
  ml: [
    ["Member", 0, 3],
    ["Insider", 2_000, 6],
  ],
};

/** Every demo brand's tiers (a brand without any would run no programme). */
export function buildLoyaltyTiers(brands: readonly BrandRow[]): TierRow[] {
  return brands.flatMap((brand) =>
    (DEMO_TIERS[brand.code] ?? STANDARD_TIERS).map(([name, minPoints, earnPercent]) => ({
      brandId: brand.id,
      name,
      minPoints,
      earnBasisPoints: earnPercent * 100,
    })),
  );
}

/** Points a demo shopper earned at a brand, and when (dates in UTC). */
interface DemoLot {
  email: string;
  brand: string;
  points: number;
  earnedOn: string;
  /** Set for a lot that has lapsed: its remaining points were written off on its expiry date. */
  expiredOn?: string;
}

/**
 * The demo shoppers' points (docs/demo-data.md). Lots that have not lapsed stay valid until
 * DEMO_POINTS_VALID_UNTIL, so the demo keeps its balances whenever it is started; the lapsed lot
 * shows an expiry in the ledger.
 */
const DEMO_LOTS: readonly DemoLot[] = [
  { email: "asha@example.in", brand: "nw", points: 300, earnedOn: "2025-04-10", expiredOn: "2026-04-10" },
  { email: "asha@example.in", brand: "nw", points: 2_500, earnedOn: "2026-02-14" },
  { email: "asha@example.in", brand: "us", points: 600, earnedOn: "2026-01-15" },
  { email: "asha@example.in", brand: "se", points: 400, earnedOn: "2026-05-05" },
  { email: "vikram@example.in", brand: "us", points: 300, earnedOn: "2026-03-20" },
  { email: "vikram@example.in", brand: "fm", points: 250, earnedOn: "2026-04-28" },
];

export const DEMO_POINTS_VALID_UNTIL = new Date(Date.UTC(2036, 5, 1));

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

function idOf<T extends { id: number }>(rows: readonly T[], key: keyof T, value: string): number {
  const row = rows.find((candidate) => candidate[key] === value);
  if (!row) throw new Error(`the seed has no ${String(key)} ${value}`);
  return row.id;
}

/** The demo ledger: an earn entry per lot, an expire entry per lapsed lot, and the balances they sum to. */
export function buildLoyaltyLedger(
  users: readonly UserRow[],
  brands: readonly BrandRow[],
): { entries: EntryRow[]; balances: BalanceRow[] } {
  const entries: EntryRow[] = [];
  for (const lot of DEMO_LOTS) {
    const userId = idOf(users, "email", lot.email);
    const brandId = idOf(brands, "code", lot.brand);
    const id = entries.length + 1;
    entries.push({
      id,
      userId,
      brandId,
      kind: "earn",
      points: lot.points,
      idempotencyKey: `seed:earn:${id}`,
      createdAt: utc(lot.earnedOn),
      expiresAt: lot.expiredOn ? utc(lot.expiredOn) : DEMO_POINTS_VALID_UNTIL,
    });
    if (lot.expiredOn) {
      entries.push({
        id: id + 1,
        userId,
        brandId,
        kind: "expire",
        points: -lot.points,
        lotId: id,
        idempotencyKey: `expire:${id}:${id}`,
        createdAt: utc(lot.expiredOn),
      });
    }
  }
  const sums = new Map<string, BalanceRow>();
  for (const { userId, brandId, points } of entries) {
    const key = `${userId}:${brandId}`;
    const balance = sums.get(key) ?? { userId, brandId, points: 0, updatedAt: SEED_EPOCH };
    balance.points += points;
    sums.set(key, balance);
  }
  return { entries, balances: [...sums.values()] };
}

/**
 * Writes the brands' programmes and the demo ledger (after the users and brands), and moves the
 * entries' sequence past it.
 */
export async function insertLoyaltyLedger(
  db: Database,
  users: readonly UserRow[],
  brands: readonly BrandRow[],
): Promise<void> {
  const { entries, balances } = buildLoyaltyLedger(users, brands);
  await insertRows(db, loyaltyTiers, buildLoyaltyTiers(brands));
  await insertRows(db, loyaltyEntries, entries);
  await insertRows(db, loyaltyBalances, balances);
  await syncSequence(db, loyaltyEntries);
}
