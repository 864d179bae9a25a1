import { describe, expect, it } from "vitest";
import { byMostRecent, type Selectable, selectAddress } from "./addresses-rules";

function saved(id: number, pincode: string, minutesAgo: number, isDefault = false): Selectable {
  const lastModifiedDate = new Date(Date.UTC(2026, 0, 10, 12, 0) - minutesAgo * 60_000).toISOString();
  return { id, pincode, isDefault, lastModifiedDate };
}

const MUMBAI = "400001";
const PUNE = "411001";

describe("selectAddress (spec 3 §4)", () => {
  const book = [
    saved(1, MUMBAI, 30),
    saved(2, MUMBAI, 5),
    saved(3, MUMBAI, 60, true),
    saved(4, PUNE, 1),
    saved(5, PUNE, 90),
  ];

  it("takes the address asked for first", () => {
    expect(selectAddress(book, { addressId: 1, pincode: MUMBAI })?.id).toBe(1);
    expect(selectAddress(book, { addressId: 5 })?.id).toBe(5);
  });

  it("then the default", () => {
    expect(selectAddress(book, { pincode: MUMBAI })?.id).toBe(3);
    expect(selectAddress(book, {})?.id).toBe(3);
    expect(selectAddress(book, { addressId: 99, pincode: MUMBAI })?.id).toBe(3);
  });

  it("then the most recently modified", () => {
    expect(selectAddress(book, { pincode: PUNE })?.id).toBe(4);
    expect(selectAddress(book.slice(0, 2), {})?.id).toBe(2);
  });

  it("looks only within the current pincode", () => {
    // The asked-for and the default address are elsewhere: the latest at this pincode wins.
    expect(selectAddress(book, { addressId: 1, pincode: PUNE })?.id).toBe(4);
    expect(selectAddress(book, { addressId: 4, pincode: MUMBAI })?.id).toBe(3);
  });

  it("selects nothing when no address is at the pincode, or there are none", () => {
    expect(selectAddress(book, { addressId: 1, pincode: "560001" })).toBeUndefined();
    expect(selectAddress([], {})).toBeUndefined();
  });

  it("leaves the list it is given in its order", () => {
    const list = [saved(1, MUMBAI, 60), saved(2, MUMBAI, 1)];
    selectAddress(list, {});
    expect(list.map((address) => address.id)).toEqual([1, 2]);
  });
});

describe("byMostRecent", () => {
  it("orders the latest first, and the newer of two saved at one moment first", () => {
    const list = [saved(1, MUMBAI, 10), saved(2, MUMBAI, 0), saved(3, MUMBAI, 10)];
    expect(list.sort(byMostRecent).map((address) => address.id)).toEqual([2, 3, 1]);
  });
});
