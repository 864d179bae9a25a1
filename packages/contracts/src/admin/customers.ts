import { z } from "zod";
import { address } from "../checkout/address";
import { review } from "../reviews/review";
import { boundedInt, boundedIntParam, id, idParam, multilineText, text } from "../shared/primitives";
import { auditEntry } from "./audit";
import { formRequestId } from "./form-request";
import { ADMIN_MESSAGES } from "./messages";

/**
 * The back office's Customers area: look a shopper up, read their page, adjust their points with a
 * reason, block and unblock their sign-in. Staff accounts are never listed or opened here.
 */

export const CUSTOMERS = {
  /** Shoppers a lookup answers per page, unless `limit` says otherwise. */
  pageSize: 20,
  maxPageSize: 50,
  /** The newest orders a customer's page lists. */
  latestOrders: 20,
  /** The newest ledger entries a customer's page lists per brand. */
  ledgerEntriesPerBrand: 20,
  /** The newest reviews and audit entries a customer's page lists. */
  reviews: 50,
  auditEntries: 50,
  /** The largest adjustment of points one request makes, either way. */
  maxPointsAdjustment: 100_000,
  reasonMaxLength: 500,
} as const;

const { customers: messages } = ADMIN_MESSAGES;

/** Why staff changed something about a shopper: required, kept in the ledger and the audit log. */
const reason = multilineText(CUSTOMERS.reasonMaxLength).trim().min(3, { error: messages.reasonRequired });

/**
 * `q`: a phone number (10 digits, with or without +91, spaces and dashes ignored), an e-mail (any
 * case), or the start of a name (first name, then last).
 */
export const customerSearchQuery = z.object({
  q: text(254).trim().min(2, { error: messages.queryTooShort }),
  /** The `next` of the page before. */
  after: text(400).optional(),
  limit: boundedIntParam(1, CUSTOMERS.maxPageSize).default(CUSTOMERS.pageSize),
});
export type CustomerSearchQuery = z.input<typeof customerSearchQuery>;

/** How the lookup read `q`. */
export const customerMatch = z.enum(["phone", "email", "name"]);
export type CustomerMatch = z.infer<typeof customerMatch>;

export const customerSummary = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  createdAt: z.string(),
  signInBlocked: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const customerSearchPage = z.object({
  match: customerMatch,
  customers: z.array(customerSummary),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type CustomerSearchPage = z.infer<typeof customerSearchPage>;

export const customerParams = z.object({ userId: idParam });

/** Whether the shopper may sign in, and if not since when and why. */
export const customerSignIn = z.object({
  blocked: z.boolean(),
  blockedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CustomerSignIn = z.infer<typeof customerSignIn>;

export const customerProfile = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  isEmailVerified: z.boolean(),
  mobileNumber: z.string().nullable(),
  isMobileNumberVerified: z.boolean(),
  /** END_USER, or SOCIAL_USER for an account made by Google or Facebook sign-in. */
  userType: z.string(),
  createdAt: z.string(),
  /** When the first order was reserved or placed, and its number (none for the oldest orders). */
  firstOrder: z.object({ at: z.string(), orderNumber: z.string().nullable() }).nullable(),
});

export const customerOrder = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  /** Paise. */
  total: z.number().int(),
  /** The order's status as My Orders shows it (its items'), or PAYMENT_PENDING, PAYMENT_FAILED, CANCELLED. */
  status: z.string(),
  pieces: z.number().int(),
  /** The order's page in the back office's orders area. */
  link: z.string(),
});

export const customerFavourites = z.object({
  styles: z.array(
    z.object({ styleId: z.number().int(), name: z.string(), brandName: z.string(), addedAt: z.string() }),
  ),
  brands: z.array(z.object({ favouriteId: z.number().int(), code: z.string(), name: z.string() })),
});

export const ledgerEntry = z.object({
  id: z.number().int(),
  /** earn, redeem, reverse, expire, take_back, or adjust (staff, with its reason). */
  kind: z.string(),
  /** Signed: what the entry added or took away. */
  points: z.number().int(),
  /** Paise a redemption paid (negative) or its reversal gave back; null otherwise. */
  amount: z.number().int().nullable(),
  orderRef: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** When a lot (an earn or a credit adjustment) lapses. */
  expiresAt: z.string().nullable(),
});

/** The shopper's points at one brand: the balance from the loyalty module, and its newest entries. */
export const customerLoyaltyBrand = z.object({
  brandId: z.number().int(),
  brandCode: z.string(),
  brandName: z.string(),
  balance: z.number().int(),
  /** The balance's value, paise. */
  value: z.number().int(),
  earned: z.number().int(),
  entries: z.array(ledgerEntry),
});

export const customerPage = z.object({
  profile: customerProfile,
  signIn: customerSignIn,
  orders: z.array(customerOrder),
  addresses: z.array(address),
  favourites: customerFavourites,
  reviews: z.array(review),
  loyalty: z.array(customerLoyaltyBrand),
  /** The shopper's entries of the audit log (blocks, unblocks, point adjustments), newest first. */
  audit: z.array(auditEntry),
});
export type CustomerPage = z.infer<typeof customerPage>;

/**
 * An adjustment of a shopper's points at a brand: positive adds, negative takes away. `requestId` is
 * made by the form when it opens (a UUID) and kept as the entry's unique reference, so a double
 * submit adjusts once.
 */
export const customerPointsBody = z.object({
  brandId: id,
  points: boundedInt(-CUSTOMERS.maxPointsAdjustment, CUSTOMERS.maxPointsAdjustment).refine(
    (points) => points !== 0,
    { error: messages.pointsNotZero },
  ),
  reason,
  requestId: formRequestId,
});
export type CustomerPointsBody = z.input<typeof customerPointsBody>;

export const customerPointsAnswer = z.object({
  brandId: z.number().int(),
  /** The points this adjustment added or took away. */
  points: z.number().int(),
  /** The brand's live balance after it. */
  balance: z.number().int(),
  /** False when the request id had made this adjustment already (a double submit). */
  created: z.boolean(),
  entries: z.array(ledgerEntry),
});
export type CustomerPointsAnswer = z.infer<typeof customerPointsAnswer>;

/** Blocking or unblocking a shopper's sign-in: why (the block's reason is shown on their page). */
export const customerBlockBody = z.object({ reason });
export type CustomerBlockBody = z.input<typeof customerBlockBody>;
