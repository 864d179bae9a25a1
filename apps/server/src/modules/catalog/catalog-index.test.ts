import { LISTING_SORTS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { fixtureRows } from "../../testing/listing-fixture";
import type { StyleRow } from "./catalog.repo";
import { CatalogIndex } from "./catalog-index";

/** The style ids of every order of an index. */
function orders(index: CatalogIndex) {
  return Object.fromEntries(
    LISTING_SORTS.map((sort) => [
      sort,
      Array.from(index.keptOrder(sort).slots, (slot) => index.col.ids[slot]),
    ]),
  );
}

/** A catalog of `count` styles made from the fixture's first, with prices and dates that collide. */
function catalogOf(count: number, seed: number) {
  const rows = fixtureRows();
  const [first] = rows.styles as [StyleRow];
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
  const styleOf = (id: number): StyleRow => ({
    ...first,
    id,
    code: `FX${String(id).padStart(9, "0")}`,
    price: (next(40) + 1) * 5_000,
    discountPercent: next(8) * 10,
    popularity: next(20),
    createdAt: Date.UTC(2026, 0, 1 + next(30)),
  });
  return { rows, styleOf, next, styles: Array.from({ length: count }, (_, at) => styleOf(at + 1)) };
}

describe("the catalog index's orders", () => {
  it("stay the orders a full load builds after styles move, arrive and leave, change by change", () => {
    const { rows, styleOf, next, styles } = catalogOf(400, 7);
    const index = CatalogIndex.fromRows({ ...rows, styles, extras: [] });
    index.warm();
    let current = new Map(styles.map((style) => [style.id, style]));
    for (let round = 0; round < 20; round++) {
      const changed = new Set(Array.from({ length: 1 + next(30) }, () => 1 + next(420)));
      const asked = [...changed];
      const fresh = asked.filter(() => next(10) > 0).map(styleOf);
      index.apply(fresh, [], asked);
      current = new Map(current);
      for (const id of asked) current.delete(id);
      for (const style of fresh) current.set(style.id, style);
      const rebuilt = CatalogIndex.fromRows({ ...rows, styles: [...current.values()], extras: [] });
      // Slots of styles that left stay in the orders (listings skip them): compare the rest.
      const listed = (ids: number[]) => ids.filter((id) => current.has(id));
      const kept = orders(index);
      for (const sort of LISTING_SORTS) {
        expect(listed(kept[sort] as number[]), `${sort}, round ${round}`).toEqual(orders(rebuilt)[sort]);
      }
    }
  });

  it("sorts anew when most of the catalog moved", () => {
    const { rows, styleOf, styles } = catalogOf(40, 3);
    const index = CatalogIndex.fromRows({ ...rows, styles, extras: [] });
    index.warm();
    const moved = styles.map((style) => ({ ...styleOf(style.id), id: style.id }));
    index.apply(
      moved,
      [],
      moved.map((style) => style.id),
    );
    const rebuilt = CatalogIndex.fromRows({ ...rows, styles: moved, extras: [] });
    expect(orders(index)).toEqual(orders(rebuilt));
  });
});
