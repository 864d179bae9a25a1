import type { Address } from "@odin/contracts";

/** What choosing among addresses reads of each. */
export type Selectable = Pick<Address, "id" | "pincode" | "isDefault" | "lastModifiedDate">;

const modifiedAt = (address: Selectable) => Date.parse(address.lastModifiedDate);

/** Most recently modified first; of two modified at the same moment, the newer (higher id) first. */
export function byMostRecent(a: Selectable, b: Selectable): number {
  return modifiedAt(b) - modifiedAt(a) || b.id - a.id;
}

/**
 * The address checkout selects (spec 3 §4): "the selected address is chosen by priority: matching
 * addressId, then default, then most recently modified, all within the current pincode". With a
 * pincode, only addresses at that pincode qualify; undefined when none does.
 */
export function selectAddress<A extends Selectable>(
  addresses: readonly A[],
  wanted: { addressId?: number | undefined; pincode?: string | undefined },
): A | undefined {
  const qualifying = wanted.pincode
    ? addresses.filter((address) => address.pincode === wanted.pincode)
    : [...addresses];
  return (
    qualifying.find((address) => address.id === wanted.addressId) ??
    qualifying.find((address) => address.isDefault) ??
    qualifying.sort(byMostRecent)[0]
  );
}
