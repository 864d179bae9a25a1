import { z } from "zod";
import { cancelItem } from "../cancellations/cancel";
import { address } from "../checkout/address";
import { boundedInt, id, multilineText, text } from "../shared/primitives";
import { neftDetail } from "./bank-transfer";
import {
  RETURN_ID_PATTERN,
  RETURN_MODES,
  RETURN_REASONS,
  RETURN_REFUND_DESTINATIONS,
  RETURNS,
} from "./constants";

/**
 * Returning a delivered item (spec 3 §3 "Return request", "Return response", §4 "Return flow", §5,
 * §7 returnsDetails, makeReturn, downloadReturnForm; API.md `POST /api/returns/details`,
 * `POST /api/returns`, `POST /api/returns/form`). `orderId` is the order's number (OD…), `itemId`
 * one of its items. Money is paise.
 */

const orderNumber = text(32).regex(/^[A-Z0-9]+$/);

export const returnDetailsRequest = z.object({ orderId: orderNumber, itemId: id });
export type ReturnDetailsRequest = z.infer<typeof returnDetailsRequest>;

export const returnReason = z.object({ reasonId: z.number(), reason: z.string() });

export const returnModeOption = z.object({
  mode: z.enum(RETURN_MODES),
  label: z.string(),
  /** Reverse pickup is chosen unless the shopper picks another. */
  isDefault: z.boolean(),
});

/** Where a returned item goes back: the centre that sent it. */
export const returnLocation = z.object({
  fcId: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type ReturnLocation = z.infer<typeof returnLocation>;

/** How to send the parcel yourself (only while the self-ship feature flag is on). */
export const selfShipInfo = z.object({ address: returnLocation, instructions: z.string() });

/** A saved address with whether a courier collects returns there (spec 3 §8 "Not eligible for Pickup"). */
export const returnAddress = address.extend({ pickupEligible: z.boolean() });
export type ReturnAddress = z.infer<typeof returnAddress>;

export const returnRefundAmountDetails = z.object({
  totalRefund: z.number(),
  toSource: z.number(),
  toLoyalty: z.number(),
  toBankTransfer: z.number(),
});
export type ReturnRefundAmountDetails = z.infer<typeof returnRefundAmountDetails>;

/** The item as the return pages show it: as the cancel page shows it, but for its style. */
export const returnItem = cancelItem.omit({ styleId: true });
export type ReturnItem = z.infer<typeof returnItem>;

export const returnDetailsResponse = z.object({
  orderId: z.string(),
  itemId: z.number(),
  item: returnItem,
  returnReasons: z.array(returnReason),
  /** Reverse pickup first (the default); self-ship only while its feature flag is on. */
  returnModes: z.array(returnModeOption),
  selfShipInfo: selfShipInfo.nullable(),
  addresses: z.array(returnAddress),
  returnLocation,
  refundAmountDetails: returnRefundAmountDetails,
  refundDestinations: z.array(z.enum(RETURN_REFUND_DESTINATIONS)),
  /** Cash on delivery: the refund is a bank transfer, and a neft id is required. */
  isNeftNeeded: z.boolean(),
  /** The shopper's saved bank-transfer records, account numbers masked, most recent first. */
  neftDetailList: z.array(neftDetail),
  /** "Refund 5-7 days" (spec 3 §9). */
  refundTimeline: z.string(),
});
export type ReturnDetailsResponse = z.infer<typeof returnDetailsResponse>;

const reasonIds = RETURN_REASONS.map((reason) => reason.reasonId);

export const returnRequest = z.object({
  orderId: orderNumber,
  itemId: id,
  reasonId: boundedInt(Math.min(...reasonIds), Math.max(...reasonIds)),
  comment: multilineText(RETURNS.returnCommentMaxChars).trim().default(""),
  returnMode: z.enum(RETURN_MODES).default(RETURNS.defaultMode),
  /** The pickup address (reverse pickup). */
  address: z.object({ addressId: id }).optional(),
  /** The centre the item goes back to, as the details call answered it. */
  fcId: id.optional(),
  neftId: id.optional(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;
export type ReturnForm = z.input<typeof returnRequest>;

export const returnResponse = z.object({
  returnId: z.string(),
  returnConsignmentId: z.string(),
  orderId: z.string(),
  itemId: z.number(),
  status: z.string(),
  returnMode: z.enum(RETURN_MODES),
  returnLocation,
  refundAmountDetails: returnRefundAmountDetails,
  refundDestinations: z.array(z.enum(RETURN_REFUND_DESTINATIONS)),
  isNeftNeeded: z.boolean(),
  refundTimeline: z.string(),
});
export type ReturnResponse = z.infer<typeof returnResponse>;

export const returnFormRequest = z.object({ returnId: text(14).regex(RETURN_ID_PATTERN) });
export type ReturnFormRequest = z.infer<typeof returnFormRequest>;
