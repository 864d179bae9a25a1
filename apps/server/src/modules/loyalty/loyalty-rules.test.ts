import { describe, expect, it } from "vitest";
import {
  brandPoints,
  dueForExpiry,
  type Lot,
  planDebit,
  planRedemption,
  pointsFor,
  usableOn,
} from "./loyalty-rules";

const NOW = new Date("2026-11-25T10:00:00Z");
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const PAISE = 100;
const [NW, US, SE] = [1, 2, 4];

let nextId = 1;
function lot(brandId: number, remaining: number, expiresIn: number, earned = remaining): Lot {
  nextId += 1;
  return { id: nextId, brandId, earned, remaining, expiresAt: days(expiresIn) };
}

describe("brandPoints", () => {
  it("counts every point earned, but only live lots in the balance and its value", () => {
    const lots = [lot(US, 600, 30, 1_000), lot(NW, 0, -10, 300), lot(NW, 2_500, 200), lot(NW, 50, -1)];
    expect(brandPoints(lots, NOW, PAISE)).toEqual([
      { brandId: NW, earned: 2_850, balance: 2_500, value: 250_000 },
      { brandId: US, earned: 1_000, balance: 600, value: 60_000 },
    ]);
    expect(brandPoints(lots, NOW, 50)[1]).toMatchObject({ balance: 600, value: 30_000 });
  });

  it("takes a lot to have expired at its expiry instant", () => {
    const atExpiry = lot(NW, 100, 0);
    expect(brandPoints([atExpiry], NOW, PAISE)).toEqual([{ brandId: NW, earned: 100, balance: 0, value: 0 }]);
    expect(dueForExpiry([atExpiry, lot(NW, 100, 1), lot(NW, 0, -5)], NOW)).toEqual([atExpiry]);
  });
});

describe("usableOn: a brand's points pay only for that brand's items", () => {
  it("caps each brand at the smaller of its points' value and its items' payable", () => {
    const lots = [lot(NW, 2_500, 200), lot(US, 600, 30), lot(SE, 400, 100)];
    const items = [
      { brandId: NW, payable: 129_900 },
      { brandId: US, payable: 79_900 },
      { brandId: US, payable: 49_900 },
      { brandId: 9, payable: 99_900 },
    ];
    expect(usableOn(lots, items, NOW, PAISE)).toEqual({
      usable: 129_900 + 60_000,
      // US's points expire first, so they come first.
      byBrand: [
        { brandId: US, amount: 60_000 },
        { brandId: NW, amount: 129_900 },
      ],
    });
  });

  it("uses nothing that has expired, and nothing on a bag without the brand", () => {
    const lots = [lot(NW, 1_000, -1), lot(NW, 200, 5)];
    expect(usableOn(lots, [{ brandId: NW, payable: 99_900 }], NOW, PAISE)).toEqual({
      usable: 20_000,
      byBrand: [{ brandId: NW, amount: 20_000 }],
    });
    expect(usableOn(lots, [{ brandId: US, payable: 99_900 }], NOW, PAISE)).toEqual({
      usable: 0,
      byBrand: [],
    });
    expect(usableOn(lots, [], NOW, PAISE).usable).toBe(0);
  });
});

describe("planRedemption", () => {
  it("pays a whole bag, each brand from its own lots, the soonest expiry first", () => {
    const [nwLater, nwSooner, us] = [lot(NW, 2_000, 300), lot(NW, 500, 20), lot(US, 600, 30)];
    const items = [
      { brandId: NW, payable: 129_900 },
      { brandId: US, payable: 45_000 },
    ];
    expect(planRedemption(174_900, [nwLater, nwSooner, us], items, NOW, PAISE)).toEqual([
      {
        brandId: NW,
        amount: 129_900,
        points: 1_299,
        takes: [
          { lotId: nwSooner.id, points: 500, amount: 50_000 },
          { lotId: nwLater.id, points: 799, amount: 79_900 },
        ],
      },
      { brandId: US, amount: 45_000, points: 450, takes: [{ lotId: us.id, points: 450, amount: 45_000 }] },
    ]);
  });

  it("pays part of a bag from the brands whose points expire first", () => {
    const [nw, us] = [lot(NW, 2_500, 200), lot(US, 600, 30)];
    const items = [
      { brandId: NW, payable: 129_900 },
      { brandId: US, payable: 79_900 },
    ];
    const plan = planRedemption(80_000, [nw, us], items, NOW, PAISE);
    expect(plan?.map(({ brandId, amount, points }) => ({ brandId, amount, points }))).toEqual([
      { brandId: US, amount: 60_000, points: 600 },
      { brandId: NW, amount: 20_000, points: 200 },
    ]);
  });

  it("pays a part of a point with a whole point, and the lots' amounts sum to the share", () => {
    const [first, second] = [lot(NW, 3, 10), lot(NW, 10, 20)];
    const plan = planRedemption(350, [first, second], [{ brandId: NW, payable: 350 }], NOW, PAISE);
    expect(plan).toEqual([
      {
        brandId: NW,
        amount: 350,
        points: pointsFor(350, PAISE),
        takes: [
          { lotId: first.id, points: 3, amount: 300 },
          { lotId: second.id, points: 1, amount: 50 },
        ],
      },
    ]);
  });

  it("refuses more than the points can pay on these items", () => {
    const lots = [lot(NW, 2_500, 200), lot(US, 100, -1)];
    const items = [
      { brandId: NW, payable: 99_900 },
      { brandId: US, payable: 50_000 },
    ];
    expect(planRedemption(99_900, lots, items, NOW, PAISE)).toHaveLength(1);
    expect(planRedemption(99_901, lots, items, NOW, PAISE)).toBeUndefined();
    expect(planRedemption(100, [], items, NOW, PAISE)).toBeUndefined();
  });
});

describe("planDebit: staff taking points away", () => {
  it("takes from the live lots that expire first, never more than a lot holds", () => {
    const soon = lot(NW, 30, 10);
    const later = lot(NW, 100, 300);
    const lapsed = lot(NW, 500, -1);
    const spent = lot(NW, 0, 5);
    expect(planDebit(50, [later, lapsed, spent, soon], NOW)).toEqual([
      { lotId: soon.id, points: 30 },
      { lotId: later.id, points: 20 },
    ]);
    expect(planDebit(130, [later, soon], NOW)).toEqual([
      { lotId: soon.id, points: 30 },
      { lotId: later.id, points: 100 },
    ]);
  });

  it("refuses a debit larger than the live points: expired ones do not count", () => {
    expect(planDebit(131, [lot(NW, 30, 10), lot(NW, 100, 300), lot(NW, 500, -1)], NOW)).toBeUndefined();
    expect(planDebit(1, [], NOW)).toBeUndefined();
  });
});
