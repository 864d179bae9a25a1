import { LISTING_SORTS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { fixtureRows } from "../../testing/listing-fixture";
import type { StyleRow } from "./catalog.repo";
import { CatalogIndex } from "./catalog-index";
import { type Evaluation, evaluate, isMatched, takePage } from "./evaluate";
import { emptyFilters } from "./listing-query";

describe("a page of a listing", () => {
  /** 2,000 styles, about a third of them sold out, and a seeded random choice of matches. */
  const rows = fixtureRows();
  let state = 17;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
  const [first] = rows.styles as [StyleRow];
  const styles = Array.from({ length: 2_000 }, (_, at) => ({
    ...first,
    id: at + 1,
    price: (next(40) + 1) * 5_000,
    discountPercent: next(8) * 10,
    popularity: next(20),
  }));
  const extras = styles.map((style) => ({
    styleId: style.id,
    centres: next(3) === 0 ? null : [1],
    promotionIds: null,
    ratingAverage: null,
    ratingCount: 0,
  }));
  const index = CatalogIndex.fromRows({ ...rows, styles, extras });
  const all = evaluate(index, emptyFilters(), emptyFilters());

  /** An evaluation matching each style with the given chance in a thousand. */
  function matching(perThousand: number): Evaluation {
    const matched = new Uint32Array(all.matched.length);
    let total = 0;
    for (let slot = 0; slot < index.size; slot++) {
      if (next(1_000) >= perThousand) continue;
      matched[slot >>> 5] = (matched[slot >>> 5] as number) | (1 << (slot & 31));
      total++;
    }
    return { ...all, matched, total };
  }

  /** The page as the rule says it: matching styles in stock in the order's sequence, then sold-out ones. */
  function expected(evaluation: Evaluation, order: Int32Array, limit: number): number[] {
    const slots = Array.from(order).filter((slot) => isMatched(evaluation, slot));
    const inStock = (slot: number) => index.col.inStock[slot] === 1;
    return [...slots.filter(inStock), ...slots.filter((slot) => !inStock(slot))].slice(0, limit);
  }

  it("takes in-stock styles first, in the order's sequence, however few or many match, keyed or walked", () => {
    let pages = 0;
    for (const perThousand of [0, 1, 5, 20, 100, 400, 900, 1_000]) {
      const evaluation = matching(perThousand);
      for (const sort of LISTING_SORTS) {
        const order = index.keptOrder(sort).slots;
        for (const limit of [1, 50, 150]) {
          const keyed = takePage(index, evaluation, index.keptOrder(sort), limit);
          expect(keyed, `${perThousand}‰, ${sort}, ${limit}`).toEqual(expected(evaluation, order, limit));
          const walked = takePage(index, evaluation, { slots: order }, limit);
          expect(walked, `${perThousand}‰, ${sort}, ${limit}, walked`).toEqual(keyed);
          pages += keyed.length;
        }
      }
    }
    expect(pages).toBeGreaterThan(0);
  });
});
