import { type Executor, schema, type Transaction } from "@odin/db";
import { and, count, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";

const { addresses, users } = schema;

/** What a saved address holds: the shopper's fields and the place the directory gave its pincode. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  landmark: string;
  mobileNumber: string;
  alternateNumber: string;
  pincode: string;
  city: string;
  state: string;
}

export interface AddressRow extends AddressFields {
  id: number;
  isDefault: boolean;
  lastModifiedAt: Date;
  /** The number is the shopper's own mobile number, verified by a one-time code. */
  isMobileNumberVerified: boolean;
}

const ownAddress = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/**
 * Locks the shopper's row until the transaction ends, so changes to one shopper's addresses take
 * turns (the cap and the one default hold under concurrent calls). `no key update` leaves other
 * tables' references to the row free. False when there is no such shopper.
 */
export async function lockShopper(tx: Transaction, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  return row !== undefined;
}

/** The columns an address is read with (whose it is and when it was made stay in the table). */
const { userId: _owner, createdAt: _created, ...readColumns } = getTableColumns(addresses);

/** The shopper's addresses, most recently modified first. */
export async function listAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db
    .select({
      ...readColumns,
      isMobileNumberVerified: sql<boolean>`coalesce(${users.isMobileNumberVerified}
        and ${users.mobileNumber} = ${addresses.mobileNumber}, false)`,
    })
    .from(addresses)
    .leftJoin(users, eq(users.id, addresses.userId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.lastModifiedAt), desc(addresses.id));
}

export async function countAddresses(tx: Transaction, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Whether the shopper has this address, and whether it is the default; undefined when not theirs. */
export async function findOwnAddress(
  tx: Transaction,
  userId: number,
  id: number,
): Promise<{ isDefault: boolean } | undefined> {
  const [row] = await tx
    .select({ isDefault: addresses.isDefault })
    .from(addresses)
    .where(ownAddress(userId, id));
  return row;
}

export async function insertAddress(tx: Transaction, userId: number, fields: AddressFields): Promise<number> {
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...fields })
    .returning({ id: addresses.id });
  if (!row) throw new Error("no address inserted");
  return row.id;
}

/** Rewrites an address of the shopper's and moves it to the front (its last-modified time is now). */
export async function updateAddress(
  tx: Transaction,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<void> {
  await tx
    .update(addresses)
    .set({ ...fields, lastModifiedAt: sql`now()` })
    .where(ownAddress(userId, id));
}

/**
 * Makes one of the shopper's addresses the default: the others stop being it first, since the
 * one-default index is checked row by row.
 */
export async function setDefault(tx: Transaction, userId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  await tx.update(addresses).set({ isDefault: true }).where(ownAddress(userId, id));
}

export async function deleteAddress(tx: Transaction, userId: number, id: number): Promise<void> {
  await tx.delete(addresses).where(ownAddress(userId, id));
}

/** The shopper's most recently modified address, if any. */
export async function latestAddressId(tx: Transaction, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.lastModifiedAt), desc(addresses.id))
    .limit(1);
  return row?.id;
}
