import {
  ADDRESS_LIMITS,
  type Address,
  type AddressInput,
  type AddressListResponse,
  type AddressProblem,
  addressesProblems,
  fail,
  ok,
  type Result,
  sessionProblems,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import {
  type AddressFields,
  type AddressRow,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  latestAddressId,
  listAddresses,
  lockShopper,
  setDefault,
  updateAddress,
} from "./addresses.repo";

export interface AddressesDeps {
  db: Database;
  /** Where a pincode of the directory is: the delivery module's `place`. */
  place(pincode: string): Promise<Result<{ district: string; state: string }>>;
  /** Which of these pincodes a courier collects returns at (the returns module's reverse-pickup reach). */
  returnPickup(pincodes: readonly string[]): Promise<ReadonlySet<string>>;
}

/**
 * A shopper's address book (spec 3 §2 Addresses, §4, §5). Every call names the shopper; an id that is
 * not one of theirs answers `addressNotFound`, whether or not it is someone else's.
 */
export interface AddressesService {
  /** Most recently added or edited first. */
  list(userId: number): Promise<AddressListResponse>;
  /** The list with each address's reverse-pickup eligibility (the return-address check). */
  listForReturn(userId: number): Promise<AddressListResponse>;
  /** Saves a new address; the shopper's first becomes the default, as does one saved with `isDefault`. */
  add(userId: number, input: AddressInput): Promise<Result<Address, AddressProblem>>;
  /** Rewrites an address and moves it to the front; with `isDefault` it becomes the default. */
  edit(userId: number, id: number, input: AddressInput): Promise<Result<Address, AddressProblem>>;
  /** Deletes an address; when it was the default, the most recently modified left takes over. */
  remove(userId: number, id: number): Promise<Result<AddressListResponse, AddressProblem>>;
  makeDefault(userId: number, id: number): Promise<Result<AddressListResponse, AddressProblem>>;
}

/** The contract's shape of a saved address (spec 3 §3), with the spec's mirrors. */
export function toAddress(row: AddressRow): Address {
  const { lastModifiedAt, isDefault, mobileNumber, ...fields } = row;
  return {
    ...fields,
    mobileNumber,
    phone: mobileNumber,
    nationality: "India",
    isDefault,
    default: isDefault,
    lastModifiedDate: lastModifiedAt.toISOString(),
  };
}

type Change<T> = (tx: Transaction) => Promise<Result<T, AddressProblem>>;

export function createAddressesService({ db, place, returnPickup }: AddressesDeps): AddressesService {
  /** The fields to keep: what was typed, and city and state from the pincode directory. */
  async function fieldsOf(input: AddressInput): Promise<Result<AddressFields, AddressProblem>> {
    const found = await place(input.pincode);
    if (!found.ok) return fail(addressesProblems.unknownPincode());
    const { firstName, lastName, address, mobileNumber, pincode } = input;
    return ok({
      firstName,
      lastName,
      address,
      landmark: input.landmark ?? "",
      mobileNumber,
      alternateNumber: input.alternateNumber ?? "",
      pincode,
      city: found.value.district,
      state: found.value.state,
    });
  }

  /** Runs a change with the shopper's addresses locked; nobody to lock is nobody signed in. */
  function locked<T>(userId: number, change: Change<T>): Promise<Result<T, AddressProblem>> {
    return db.transaction(async (tx) => {
      if (!(await lockShopper(tx, userId))) return fail(sessionProblems.signInRequired());
      return change(tx);
    });
  }

  /** A change to an address of the shopper's: refused, and nothing done, when it is not theirs. */
  function onOwn<T>(userId: number, id: number, change: (tx: Transaction, isDefault: boolean) => Promise<T>) {
    return locked(userId, async (tx) => {
      const found = await findOwnAddress(tx, userId, id);
      if (!found) return fail(addressesProblems.addressNotFound());
      return ok(await change(tx, found.isDefault));
    });
  }

  async function listIn(tx: Transaction | Database, userId: number): Promise<AddressListResponse> {
    return { addresses: (await listAddresses(tx, userId)).map(toAddress) };
  }

  async function oneIn(tx: Transaction, userId: number, id: number): Promise<Address> {
    const address = (await listIn(tx, userId)).addresses.find((saved) => saved.id === id);
    if (!address) throw new Error(`address ${id} vanished inside its own transaction`);
    return address;
  }

  return {
    list: (userId) => listIn(db, userId),
    async listForReturn(userId) {
      const { addresses } = await listIn(db, userId);
      const served = await returnPickup(addresses.map((address) => address.pincode));
      return {
        addresses: addresses.map((address) => ({ ...address, pickupEligible: served.has(address.pincode) })),
      };
    },

    async add(userId, input) {
      const fields = await fieldsOf(input);
      if (!fields.ok) return fields;
      return locked(userId, async (tx) => {
        const saved = await countAddresses(tx, userId);
        if (saved >= ADDRESS_LIMITS.perShopper) return fail(addressesProblems.addressLimit());
        const id = await insertAddress(tx, userId, fields.value);
        if (input.isDefault || saved === 0) await setDefault(tx, userId, id);
        return ok(await oneIn(tx, userId, id));
      });
    },

    async edit(userId, id, input) {
      const fields = await fieldsOf(input);
      if (!fields.ok) return fields;
      return onOwn(userId, id, async (tx, isDefault) => {
        await updateAddress(tx, userId, id, fields.value);
        if (input.isDefault && !isDefault) await setDefault(tx, userId, id);
        return oneIn(tx, userId, id);
      });
    },

    remove: (userId, id) =>
      onOwn(userId, id, async (tx, wasDefault) => {
        await deleteAddress(tx, userId, id);
        const next = wasDefault ? await latestAddressId(tx, userId) : undefined;
        if (next !== undefined) await setDefault(tx, userId, next);
        return listIn(tx, userId);
      }),

    makeDefault: (userId, id) =>
      onOwn(userId, id, async (tx) => {
        await setDefault(tx, userId, id);
        return listIn(tx, userId);
      }),
  };
}
