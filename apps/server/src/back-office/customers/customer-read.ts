import {
  adminProblems,
  CUSTOMERS,
  type CustomerPage,
  type CustomerSearchPage,
  type CustomerSignIn,
  customerProblems,
  type customerSearchQuery,
  fail,
  ok,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { z } from "zod";
import type { AddressesService } from "../../modules/addresses";
import { auditEntries, entryOf } from "../../modules/audit";
import type { FavouritesService } from "../../modules/favourites";
import type { BrandLedger, LoyaltyService } from "../../modules/loyalty";
import { latestOrdersOf } from "../../modules/orders";
import { shopperReviews } from "../../modules/reviews";
import { findShopper, searchShoppers, type UserRecord } from "../../modules/users";
import { decodeCursor, encodeCursor, readCustomerQuery } from "./customer-search-rules";

/**
 * The Customers area's read model: it spans users, orders, addresses, favourites, reviews, loyalty
 * and the audit log, so it sits above the modules and reads each through its face.
 */

/** The audit log's resource for a shopper: every back-office change to one is logged under it. */
export const CUSTOMER_RESOURCE = "customer";

export interface CustomerReadDeps {
  db: Database;
  /** The search (decision 73); a customer's page on `db`, since it shows staff their own changes. */
  reads: Database;
  addresses: Pick<AddressesService, "list">;
  favourites: Pick<FavouritesService, "styles" | "brands">;
  loyalty: Pick<LoyaltyService, "ledger">;
}

export interface CustomerDirectory {
  search(query: z.output<typeof customerSearchQuery>): Promise<Result<CustomerSearchPage, "badCursor">>;
  /** The customer's page; a staff account, or no account, is not found. */
  page(userId: number): Promise<Result<CustomerPage, "notFound">>;
}

export function signInOf(user: Pick<UserRecord, "signInBlockedAt" | "signInBlockedReason">): CustomerSignIn {
  return {
    blocked: user.signInBlockedAt !== null,
    blockedAt: user.signInBlockedAt?.toISOString() ?? null,
    reason: user.signInBlockedAt ? user.signInBlockedReason : null,
  };
}

function profileOf(user: UserRecord): CustomerPage["profile"] {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    mobileNumber: user.mobileNumber,
    isMobileNumberVerified: user.isMobileNumberVerified,
    userType: user.userType,
    createdAt: user.createdAt.toISOString(),
    firstOrder: user.firstOrderAt
      ? { at: user.firstOrderAt.toISOString(), orderNumber: user.firstOrderRef }
      : null,
  };
}

type LedgerEntry = CustomerPage["loyalty"][number]["entries"][number];

/** A ledger entry as the back office shows it. */
export function ledgerEntryOf(entry: BrandLedger["entries"][number]): LedgerEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    points: entry.points,
    amount: entry.amount,
    orderRef: entry.orderRef,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
    expiresAt: entry.expiresAt?.toISOString() ?? null,
  };
}

function loyaltyOf(ledger: readonly BrandLedger[]): CustomerPage["loyalty"] {
  return ledger.map(({ entries, ...brand }) => ({ ...brand, entries: entries.map(ledgerEntryOf) }));
}

export function createCustomerDirectory(deps: CustomerReadDeps): CustomerDirectory {
  const { db, reads, addresses, favourites, loyalty } = deps;

  /** The page's favourites: the styles still sold and the brands, by name. */
  async function favouritesOf(userId: number): Promise<CustomerPage["favourites"]> {
    const [styles, brands] = await Promise.all([favourites.styles(userId), favourites.brands(userId)]);
    return {
      styles: styles.favourites.map((favourite) => ({
        styleId: favourite.styleId,
        name: favourite.product.styleName,
        brandName: favourite.product.brand,
        addedAt: favourite.addedAt,
      })),
      brands: brands.brands.map((brand) => ({
        favouriteId: brand.id,
        code: brand.brand,
        name: brand.brandName,
      })),
    };
  }

  return {
    async search({ q, after, limit }) {
      const { match, search } = readCustomerQuery(q);
      const cursor = after === undefined ? undefined : decodeCursor(after);
      if (after !== undefined && !cursor) return fail(customerProblems.badCursor());
      if (!search) return ok({ match, customers: [], next: null });
      const rows = await searchShoppers(reads, search, limit + 1, cursor);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return ok({
        match,
        customers: page.map((row) => ({
          userId: row.id,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
          mobileNumber: row.mobileNumber,
          createdAt: row.createdAt.toISOString(),
          signInBlocked: row.signInBlockedAt !== null,
        })),
        next: rows.length > limit && last ? encodeCursor({ name: last.nameKey, id: last.id }) : null,
      });
    },

    async page(userId) {
      const user = await findShopper(db, userId);
      if (!user) return fail(adminProblems.notFound());
      const [orders, addressList, favouriteList, reviews, ledger, audit] = await Promise.all([
        latestOrdersOf(db, userId, CUSTOMERS.latestOrders),
        addresses.list(userId),
        favouritesOf(userId),
        shopperReviews(db, userId, CUSTOMERS.reviews),
        loyalty.ledger(userId, CUSTOMERS.ledgerEntriesPerBrand),
        auditEntries(db, { resource: CUSTOMER_RESOURCE, resourceId: String(userId) }, CUSTOMERS.auditEntries),
      ]);
      return ok({
        profile: profileOf(user),
        signIn: signInOf(user),
        orders: orders.map((order) => ({
          ...order,
          placedAt: order.placedAt.toISOString(),
          link: `/admin/orders/${encodeURIComponent(order.orderNumber)}`,
        })),
        addresses: addressList.addresses,
        favourites: favouriteList,
        reviews,
        loyalty: loyaltyOf(ledger),
        audit: audit.map(entryOf),
      });
    },
  };
}
