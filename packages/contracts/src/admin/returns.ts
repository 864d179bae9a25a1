import { z } from "zod";
import { ORDER_ITEM_STATUSES } from "../orders/constants";
import { RETURN_MODES, RETURN_REFUND_DESTINATIONS } from "../returns/constants";
import { boundedIntParam, idParam, multilineText, text } from "../shared/primitives";
import { auditEntry } from "./audit";

/**
 * The back office's returns (decision 60): the queue, a return's page, and the warehouse's moves
 * (schedule the reverse pickup, picked up, received, quality check). Money is paise.
 */

export const ADMIN_RETURNS = {
  pageSize: 50,
  /** How far ahead a reverse pickup may be booked. // value not given by the spec */
  pickupDaysAhead: 30,
  /** The quality check's note, which a failed check sends to the shopper. */
  maxNoteChars: 500,
  /** The item's events and the audit entries a return's page shows. */
  historyLimit: 50,
} as const;

/**
 * Where a return stands, read from its item's state and the return's own columns: asked for, a
 * pickup day booked, collected by the courier, received at the centre (waiting for its check), the
 * check passed (the item RETURNED and its refund under way), the check failed (the item sent back
 * to the shopper, nothing refunded), refunded (every part of the refund settled), or withdrawn (the
 * item put back without a check, an operator's decision).
 */
export const RETURN_STAGES = [
  "REQUESTED",
  "PICKUP_SCHEDULED",
  "PICKED_UP",
  "RECEIVED",
  "QC_PASSED",
  "QC_FAILED",
  "REFUNDED",
  "WITHDRAWN",
] as const;
export type ReturnStage = (typeof RETURN_STAGES)[number];

export const QUALITY_CHECK_RESULTS = ["PASSED", "FAILED"] as const;
export type QualityCheckResult = (typeof QUALITY_CHECK_RESULTS)[number];

const isoDate = text(10).pipe(z.iso.date());
const returnNumber = text(16).regex(/^RT[0-9]{1,12}$/);

export const adminReturnsQuery = z.object({
  stage: z.enum(RETURN_STAGES).optional(),
  /** The fulfilment centre it goes back to. */
  centre: idParam.optional(),
  mode: z.enum(RETURN_MODES).optional(),
  /** Asked for on or after this day (India). */
  from: isoDate.optional(),
  /** Asked for on or before this day (India). */
  to: isoDate.optional(),
  /** A return (RT…), order (OD…) or consignment (RC…) number. */
  q: text(32).trim().optional(),
  /** The `next` of the page before. */
  after: text(24).optional(),
  limit: boundedIntParam(1, 200).default(ADMIN_RETURNS.pageSize),
});
export type AdminReturnsQuery = z.input<typeof adminReturnsQuery>;

export const adminReturnParams = z.object({ returnId: returnNumber });

/** One row of the queue. */
export const adminReturnRow = z.object({
  returnId: z.string(),
  consignmentId: z.string(),
  orderId: z.string(),
  itemId: z.number().int(),
  styleName: z.string(),
  brandName: z.string(),
  size: z.string(),
  itemStatus: z.enum(ORDER_ITEM_STATUSES),
  stage: z.enum(RETURN_STAGES),
  mode: z.enum(RETURN_MODES),
  fcId: z.number().int(),
  refundAmount: z.number().int(),
  pickupScheduledFor: z.string().nullable(),
  requestedAt: z.string(),
});
export type AdminReturnRow = z.infer<typeof adminReturnRow>;

export const adminReturnsPage = z.object({
  returns: z.array(adminReturnRow),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type AdminReturnsPage = z.infer<typeof adminReturnsPage>;

/** A refund's state as the back office groups it: still under way, paid, or failed. */
export const REFUND_STATES = ["OPEN", "PROCESSED", "FAILED"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A refund through the payment gateway, as the back office lists it. */
export const adminGatewayRefund = z.object({
  refundId: z.number().int(),
  /** What caused it: `return:RT…`, `cancel:<item>`, `late:<attempt>`, with `:retry-N` for a retry. */
  key: z.string(),
  orderId: z.string().nullable(),
  transactionId: z.string(),
  gateway: z.string(),
  amount: z.number().int(),
  /** The gateway's word: pending, processed, failed. */
  status: z.string(),
  state: z.enum(REFUND_STATES),
  gatewayRefundId: z.string().nullable(),
  /** A failed refund already tried again (its retry is the refund with this key). */
  retriedAs: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGatewayRefund = z.infer<typeof adminGatewayRefund>;

/** A refund by bank transfer (a payout), as the back office lists it; the account by its last four. */
export const adminPayout = z.object({
  payoutId: z.number().int(),
  reference: z.string(),
  reason: z.string(),
  amount: z.number().int(),
  /** The provider's word: requested, queued, processing, processed, reversed, rejected, failed… */
  status: z.string(),
  state: z.enum(REFUND_STATES),
  accountLastFour: z.string(),
  ifscCode: z.string(),
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  retriedAs: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayout>;

export const adminRefundsQuery = z.object({
  state: z.enum(REFUND_STATES).optional(),
  /** Failed ones not tried again yet: what needs a person. */
  needsRetry: z.enum(["true", "false"]).optional(),
  after: text(24).optional(),
  limit: boundedIntParam(1, 200).default(ADMIN_RETURNS.pageSize),
});
export type AdminRefundsQuery = z.input<typeof adminRefundsQuery>;

export const adminGatewayRefundsPage = z.object({
  refunds: z.array(adminGatewayRefund),
  next: z.string().nullable(),
});
export const adminPayoutsPage = z.object({ payouts: z.array(adminPayout), next: z.string().nullable() });
export type AdminGatewayRefundsPage = z.infer<typeof adminGatewayRefundsPage>;
export type AdminPayoutsPage = z.infer<typeof adminPayoutsPage>;

export const adminRefundParams = z.object({ refundId: idParam });
export const adminPayoutParams = z.object({ payoutId: idParam });

/** A retry's answer: the failed refund and the new one that tries again. */
export const adminGatewayRefundRetry = z.object({ failed: adminGatewayRefund, retry: adminGatewayRefund });
export const adminPayoutRetry = z.object({ failed: adminPayout, retry: adminPayout });

const snapshotAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  landmark: z.string().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  mobileNumber: z.string(),
});

/** A return's page: the item, the shopper, why, how, where the money goes and how it stands. */
export const adminReturnDetails = z.object({
  returnId: z.string(),
  consignmentId: z.string(),
  orderId: z.string(),
  stage: z.enum(RETURN_STAGES),
  item: z.object({
    itemId: z.number().int(),
    styleId: z.number().int(),
    styleName: z.string(),
    brandName: z.string(),
    size: z.string(),
    colour: z.string(),
    image: z.string(),
    quantity: z.number().int(),
    lineTotal: z.number().int(),
    status: z.enum(ORDER_ITEM_STATUSES),
  }),
  shopper: z.object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
  }),
  reason: z.object({ reasonId: z.number().int(), reason: z.string(), comment: z.string() }),
  mode: z.enum(RETURN_MODES),
  pickupAddress: snapshotAddress.nullable(),
  fcId: z.number().int(),
  centreName: z.string(),
  pickupScheduledFor: z.string().nullable(),
  receivedAt: z.string().nullable(),
  qualityCheck: z.enum(QUALITY_CHECK_RESULTS).nullable(),
  qualityNote: z.string().nullable(),
  refund: z.object({
    total: z.number().int(),
    toSource: z.number().int(),
    toLoyalty: z.number().int(),
    toBankTransfer: z.number().int(),
    destinations: z.array(z.enum(RETURN_REFUND_DESTINATIONS)),
    /** Asked for once the item was RETURNED. */
    requestedAt: z.string().nullable(),
    /** Every gateway refund of the return, the first and its retries, newest first. */
    gatewayRefunds: z.array(adminGatewayRefund),
    /** Every payout of the return, the first and its retries, newest first. */
    payouts: z.array(adminPayout),
  }),
  events: z.array(
    z.object({
      from: z.enum(ORDER_ITEM_STATUSES).nullable(),
      to: z.enum(ORDER_ITEM_STATUSES),
      at: z.string(),
      by: z.string(),
      note: z.string().nullable(),
    }),
  ),
  audit: z.array(auditEntry),
  requestedAt: z.string(),
});
export type AdminReturnDetails = z.infer<typeof adminReturnDetails>;

/** The body of a back-office action that needs nothing more than its path (`{}`). */
export const adminActionBody = z.object({});

/** Books the courier's reverse pickup for a day (India), today or within `pickupDaysAhead`. */
export const adminPickupBody = z.object({ date: isoDate });

/**
 * The centre received the parcel. With `result` the quality check is recorded at once; a failed
 * check needs a `note`, which the shopper is sent.
 */
export const adminReceiveBody = z.object({
  result: z.enum(QUALITY_CHECK_RESULTS).optional(),
  note: multilineText(ADMIN_RETURNS.maxNoteChars).trim().optional(),
});

export const adminQualityCheckBody = z.object({
  result: z.enum(QUALITY_CHECK_RESULTS),
  note: multilineText(ADMIN_RETURNS.maxNoteChars).trim().optional(),
});
