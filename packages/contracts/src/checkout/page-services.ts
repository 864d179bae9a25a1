/** What the storefront's pages may ask of the checkout services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { Address, AddressInput, AddressListResponse } from "./address";
import type { AddressProblem } from "./problems";

/**
 * The address book of this request's signed-in shopper (spec 3 §2 Addresses, §4): the same service as
 * the `/api/shippingAddress` calls. Every call fails with `signInRequired` when nobody is signed in.
 */
export interface AddressesPageService {
  /** Most recently added or edited first. */
  list(): Promise<Result<AddressListResponse, AddressProblem>>;
  add(input: AddressInput): Promise<Result<Address, AddressProblem>>;
  edit(id: number, input: AddressInput): Promise<Result<Address, AddressProblem>>;
  /** The list as it stands after the deletion. */
  remove(id: number): Promise<Result<AddressListResponse, AddressProblem>>;
  /** The list as it stands with the new default. */
  makeDefault(id: number): Promise<Result<AddressListResponse, AddressProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    addresses: AddressesPageService;
  }
}
