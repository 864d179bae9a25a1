import { BAG, STORAGE_KEYS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/api/storage";
import { addToGuestBag, readGuestBag } from "./guest-bag";

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? "null");

describe("guest bag", () => {
  it("records a new item under cart-guest with quantity 1", () => {
    const storage = memoryStorage();
    expect(addToGuestBag({ skuId: 11, styleId: 1 }, storage)).toEqual({ ok: true, quantity: 1 });
    expect(stored(storage)).toEqual([{ skuId: 11, styleId: 1, quantity: 1 }]);
  });

  it("increments the quantity of the same SKU and keeps other SKUs apart", () => {
    const storage = memoryStorage();
    addToGuestBag({ skuId: 11, styleId: 1 }, storage);
    addToGuestBag({ skuId: 12, styleId: 1 }, storage);
    expect(addToGuestBag({ skuId: 11, styleId: 1 }, storage)).toEqual({ ok: true, quantity: 2 });
    expect(readGuestBag(storage)).toEqual([
      { skuId: 11, styleId: 1, quantity: 2 },
      { skuId: 12, styleId: 1, quantity: 1 },
    ]);
  });

  it(`stops at ${BAG.maxQuantityPerItem} units of one SKU`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= BAG.maxQuantityPerItem; n++) addToGuestBag({ skuId: 11, styleId: 1 }, storage);
    expect(addToGuestBag({ skuId: 11, styleId: 1 }, storage)).toEqual({ ok: false, reason: "limit" });
    expect(readGuestBag(storage)).toEqual([{ skuId: 11, styleId: 1, quantity: BAG.maxQuantityPerItem }]);
  });

  it("reads a corrupted bag as empty and replaces it on the next add", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.guestCart, "{not json");
    expect(readGuestBag(storage)).toEqual([]);
    addToGuestBag({ skuId: 11, styleId: 1 }, storage);
    expect(stored(storage)).toEqual([{ skuId: 11, styleId: 1, quantity: 1 }]);
  });

  it("drops malformed entries but keeps the good ones", () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.guestCart,
      JSON.stringify([{ skuId: 11, styleId: 1, quantity: 1 }, { skuId: "x" }, null]),
    );
    expect(readGuestBag(storage)).toEqual([{ skuId: 11, styleId: 1, quantity: 1 }]);
  });
});
