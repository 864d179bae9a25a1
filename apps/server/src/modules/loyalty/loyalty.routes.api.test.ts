import { loyaltyCards, loyaltyMoreInfo, loyaltyPointsData, MESSAGES } from "@odin/contracts";
import { schema } from "@odin/db";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/api-fixture";
import { type Buyer, call, grantPoints, testLoyalty } from "../../testing/checkout";
import { problemOf } from "../../testing/test-app";
import type { LoyaltyService } from "./loyalty.service";

const test = useTestApp();
let loyalty: LoyaltyService;
let brand: { nw: number; us: number };

beforeAll(async () => {
  loyalty = testLoyalty(test);
  const rows = await test.database.db.select().from(schema.brands);
  const idOf = (code: string) => Number(rows.find((row) => row.code === code)?.id);
  brand = { nw: idOf("nw"), us: idOf("us") };
});

async function buyer(grants: { brandId: number; points: number }[] = []): Promise<Buyer> {
  const made = await test.shopper();
  for (const grant of grants) await grantPoints(test, loyalty, { userId: made.user.id, ...grant });
  return made;
}

const get = (who: Buyer | null, url: string) => call(test, who, "GET", url);
const moreInfoOf = (who: Buyer | null, brandName: string) =>
  get(who, `/api/loyalty/moreInfo?brandName=${encodeURIComponent(brandName)}`);

describe("GET /api/loyalty/* for a guest", () => {
  it("answers 401 to every call", async () => {
    for (const url of [
      "/api/loyalty/points",
      "/api/loyalty/cards",
      "/api/loyalty/moreInfo?brandName=Flint%20Mills",
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });
});

describe("GET /api/loyalty/points (loyaltyPointsData)", () => {
  it("answers a row per brand the shopper has points at, with the totals; another shopper's stay theirs", async () => {
    const owner = await buyer([
      { brandId: brand.nw, points: 2_000 },
      { brandId: brand.us, points: 300 },
    ]);
    const other = await buyer();
    const response = await get(owner, "/api/loyalty/points");
    expect(response.statusCode, response.body).toBe(200);
    expect(loyaltyPointsData.parse(response.json())).toEqual({
      brands: [
        {
          brandCode: "nw",
          brandName: "Neelam Weaves",
          pointsEarned: 2_000,
          loyaltyValue: 200_000,
          loyaltyBalance: 2_000,
        },
        {
          brandCode: "us",
          brandName: "Urban Stripe Polo Co.",
          pointsEarned: 300,
          loyaltyValue: 30_000,
          loyaltyBalance: 300,
        },
      ],
      totals: { pointsEarned: 2_300, loyaltyValue: 230_000, loyaltyBalance: 2_300 },
    });
    expect((await get(other, "/api/loyalty/points")).json()).toEqual({
      brands: [],
      totals: { pointsEarned: 0, loyaltyValue: 0, loyaltyBalance: 0 },
    });
  });
});

describe("GET /api/loyalty/cards (loyaltyCards)", () => {
  it("answers the shopper's card per brand with the tier their last 12 months' points hold", async () => {
    const owner = await buyer([
      { brandId: brand.nw, points: 2_000 },
      { brandId: brand.us, points: 300 },
    ]);
    const response = await get(owner, "/api/loyalty/cards");
    expect(response.statusCode, response.body).toBe(200);
    expect(loyaltyCards.parse(response.json()).loyaltyCards).toEqual([
      {
        brandCode: "nw",
        brandName: "Neelam Weaves",
        tier: "Silver",
        points: 2_000,
        value: 200_000,
        pointsEarnedInWindow: 2_000,
      },
      {
        brandCode: "us",
        brandName: "Urban Stripe Polo Co.",
        tier: "Blue",
        points: 300,
        value: 30_000,
        pointsEarnedInWindow: 300,
      },
    ]);
    expect((await get(await buyer(), "/api/loyalty/cards")).json()).toEqual({ loyaltyCards: [] });
  });
});

describe("GET /api/loyalty/moreInfo (moreInfo by brandName)", () => {
  it("tells the brand's programme as it applies to the shopper, by the brand's name in any case", async () => {
    const owner = await buyer([{ brandId: brand.nw, points: 2_000 }]);
    const response = await moreInfoOf(owner, "neelam WEAVES");
    expect(response.statusCode, response.body).toBe(200);
    expect(loyaltyMoreInfo.parse(response.json())).toEqual({
      brandCode: "nw",
      brandName: "Neelam Weaves",
      tier: "Silver",
      points: 2_000,
      value: 200_000,
      pointsEarnedInWindow: 2_000,
      tiers: [
        { name: "Classic", minPoints: 0, earnPercent: 5 },
        { name: "Silver", minPoints: 1_500, earnPercent: 7 },
        { name: "Gold", minPoints: 4_000, earnPercent: 10 },
        { name: "Platinum", minPoints: 10_000, earnPercent: 12 },
      ],
      upgradeCriteria: "Earn 2,000 more points at Neelam Weaves within 12 months to reach Gold.",
      earn: "Earn 7 points for every ₹100 you pay for Neelam Weaves items (other than with points), once they are delivered.",
      burn: "Points pay for Neelam Weaves items at checkout, alone or with another payment option; not for delivery or COD charges.",
      conversion: "1 point = ₹1",
      expiry: "Points expire 365 days after they are earned.",
      downgrade:
        "You move down to Classic when you have earned fewer than 1,500 points at Neelam Weaves in the last 12 months.",
    });
  });

  it("shows a brand where the shopper has no points yet at its entry tier", async () => {
    const response = await moreInfoOf(await buyer(), "Flint Mills");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      tier: "Member",
      points: 0,
      value: 0,
      upgradeCriteria: "Earn 1,000 more points at Flint Mills within 12 months to reach Silver.",
      downgrade: "Member is the entry tier: it never moves down.",
    });
  });

  it("answers 404 for a brand it does not know, and 400 for a name missing or too long", async () => {
    const who = await buyer();
    const unknown = await moreInfoOf(who, "No Such Brand");
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown)?.detail).toBe(MESSAGES.loyalty.unknownProgramme);
    expect((await moreInfoOf(who, " ")).statusCode).toBe(400);
    expect((await moreInfoOf(who, "x".repeat(101))).statusCode).toBe(400);
    expect((await get(who, "/api/loyalty/moreInfo")).statusCode).toBe(400);
  });
});
