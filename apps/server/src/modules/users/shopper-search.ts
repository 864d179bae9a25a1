import { ROLES } from "@odin/contracts";
import { type Executor, schema } from "@odin/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { UserRecord } from "./users.repo";

/**
 * The back office's lookup of shoppers (its Customers area): by an exact phone number or e-mail, or
 * by the start of a name, a page at a time. Staff accounts are never found here, whatever other role
 * they hold: the back office must not open a colleague's account as a customer's.
 */

const { users } = schema;

/** What the lookup looks for (the back office reads it from what staff typed). */
export type ShopperSearch =
  | { by: "phone"; mobileNumber: string }
  | { by: "email"; email: string }
  | { by: "name"; prefix: string };

/** Where a page of a name lookup ends: the last shopper's name key and id. */
export interface ShopperCursor {
  name: string;
  id: number;
}

export interface ShopperRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobileNumber: string | null;
  createdAt: Date;
  signInBlockedAt: Date | null;
  /** The key a name lookup orders and pages by. */
  nameKey: string;
}

/** Not a staff account: the accounts the back office treats as customers. */
const notStaff = sql`not (${users.roles} @> array[${ROLES.staff}]::text[])`;

/** The full name in lower case and byte order: what `users_name_idx` holds. */
const nameKey = sql<string>`(lower(${users.firstName} || ' ' || ${users.lastName}) collate "C")`;

/** A LIKE pattern matching text that starts with `prefix` literally. */
const startsWith = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

function whereOf(search: ShopperSearch, after: ShopperCursor | undefined): SQL | undefined {
  if (search.by === "phone") return and(eq(users.mobileNumber, search.mobileNumber), notStaff);
  // E-mails are stored in lower case (registration and social sign-in), so the unique index finds them.
  if (search.by === "email") return and(eq(users.email, search.email.toLowerCase()), notStaff);
  return and(
    sql`${nameKey} like ${startsWith(search.prefix)}`,
    after ? sql`(${nameKey}, ${users.id}) > (${after.name} collate "C", ${after.id})` : undefined,
    notStaff,
  );
}

/** Up to `limit` shoppers matching the search after the cursor, by name then id. */
export function searchShoppers(
  db: Executor,
  search: ShopperSearch,
  limit: number,
  after?: ShopperCursor,
): Promise<ShopperRow[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobileNumber: users.mobileNumber,
      createdAt: users.createdAt,
      signInBlockedAt: users.signInBlockedAt,
      nameKey,
    })
    .from(users)
    .where(whereOf(search, after))
    .orderBy(asc(nameKey), asc(users.id))
    .limit(limit);
}

/** A shopper's account by id; undefined for no such account and for a staff account. */
export async function findShopper(db: Executor, userId: number): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), notStaff))
    .limit(1);
  return row;
}
