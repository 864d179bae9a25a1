import { z } from "zod";
import { mobileNumberField } from "../account/otp";
import { couponCodeInput } from "../bag/bag";
import { BAG } from "../bag/constants";
import { shippingMethod } from "../checkout/shipping";
import { orderIdParam } from "../orders/order";
import { boundedInt, INT32, id, text } from "../shared/primitives";
import { PAYMENT_GATEWAYS, PAYMENT_TYPES } from "./constants";
import { vpaField } from "./online";

/**
 * The payment step's calls (spec 3 §2 "Checkout, Payment step", §3 payment option, payment request,
 * order placement data, §4 "Payment selection"; API.md `POST /api/payment/methods`,
 * `POST /api/payment/make`). Amounts are the server's: what the client sends in `pricingDetails` is
 * compared with the server's pricing, never used.
 */

export const paymentTypeCode = z.enum(PAYMENT_TYPES);

/** getPaymentMethodsV6 (spec 3 §7). The bag, coupon and amounts are the server's; these say what to show. */
export const paymentMethodsRequest = z.object({
  couponCode: couponCodeInput.optional(),
  mobileNumber: mobileNumberField.optional(),
  isPromotionPaymentConstraintSupported: z.boolean().optional(),
  /** Price the bag with the shopper's loyalty points applied. */
  loyaltyCheck: z.boolean().optional(),
});
export type PaymentMethodsRequest = z.infer<typeof paymentMethodsRequest>;

/** One choice inside a payment type: a bank, a wallet, a saved card (spec 3 §3 payment option). */
export const paymentOption = z.object({
  bankCode: z.string(),
  description: z.string(),
  saveCard: z.boolean().optional(),
  savedCardPG: z.string().optional(),
  savedCardToken: z.string().optional(),
  isDefault: z.boolean().optional(),
  /** The gateway that takes this option (spec 3 §3 requestedPG). */
  requestedPG: z.enum(PAYMENT_GATEWAYS.all).optional(),
});
export type PaymentOption = z.infer<typeof paymentOption>;

/** One payment type of the payment step, in display order. */
export const paymentTypeDetail = z.object({
  paymentTypeCode,
  label: z.string(),
  /** It can be chosen for this bag now; when not, `reason` says why. */
  enabled: z.boolean(),
  reason: z.string().optional(),
  /** Added to the total when chosen (cash on delivery), paise. */
  extraCharge: z.number().int().optional(),
  /** Prepaid offers shown as extra rupees off (spec 3 §2), paise. */
  offerSavings: z.number().int().optional(),
  options: z.array(paymentOption),
  /** Needs the mobile number verified by a one-time code first (cash on delivery). */
  otpRequired: z.boolean().optional(),
  /** Needs the captcha first (cash on delivery while its flag is on). */
  captchaRequired: z.boolean().optional(),
});
export type PaymentTypeDetail = z.infer<typeof paymentTypeDetail>;

export const paymentMethodsResponse = z.object({
  /** What is left to pay, paise. */
  amount: z.number().int(),
  paymentOptions: z.array(paymentTypeCode),
  paymentTypeDetails: z.array(paymentTypeDetail),
  /** The shopper's loyalty points this bag can use (spec 3 §3 `loyalty.points.loyaltyValue`), paise. */
  loyalty: z.object({
    points: z.object({ loyaltyValue: z.number().int(), balance: z.number().int() }),
  }),
  /** The mobile number a cash-on-delivery code goes to: the delivery address's. */
  mobileNumber: z.string().optional(),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

/** Order placement data: one item as the shopper saw it (spec 3 §3 `productsShippingDetails`). */
export const productShippingDetail = z.object({
  skuId: id,
  qty: boundedInt(1, BAG.maxQuantityPerItem),
  productId: id.optional(),
  shippingMethod,
  storeId: id.optional(),
});
export type ProductShippingDetail = z.infer<typeof productShippingDetail>;

const paise = boundedInt(0, INT32.max);

/** Order placement data: the totals as the shopper saw them (spec 3 §3 `pricingDetails`), paise. */
export const pricingDetails = z.object({
  mrp: paise.optional(),
  shippingCost: paise.optional(),
  totalDiscount: paise.optional(),
  tax: paise.optional(),
  totalLoyaltyCash: paise.optional(),
  netAmount: paise,
  couponCode: couponCodeInput.optional(),
});
export type PricingDetails = z.infer<typeof pricingDetails>;

/**
 * makePaymentV2 (spec 3 §3 payment request, §7): places the order and starts its payment. Send the
 * header `Idempotency-Key`: the same key answers the same order. Cash on delivery needs the session of
 * a one-time code (purpose `cod`) the shopper validated for `mobileNumber`.
 */
export const paymentRequest = z.object({
  paymentTypeCode,
  /** Pay part (or all, with no other type) with loyalty points. */
  useLoyalty: z.boolean().default(false),
  /**
   * The option chosen inside the type: a bank (net banking), a wallet, an EMI provider (`bankCode`);
   * a saved card's token; whether to save a new card (RBI card-on-file tokenisation at the gateway);
   * the UPI id of a collect request. Never a card number, expiry or CVV: those go to the gateway's page.
   */
  paymentDetail: z
    .object({
      bankCode: text(40).optional(),
      savedCardToken: text(200).optional(),
      saveCard: z.boolean().optional(),
      vpa: vpaField.optional(),
    })
    .optional(),
  /** The gateway of the chosen bank or wallet (spec 3 §3: the banking gateway is the option's requestedPG). */
  requestedPG: z.enum(PAYMENT_GATEWAYS.all).optional(),
  /** Pay again for this unpaid order of the shopper's (its reservation, or its items again once it lapsed). */
  orderId: orderIdParam.shape.orderId.optional(),
  productsShippingDetails: z.array(productShippingDetail).min(1).max(BAG.maxLines),
  pricingDetails,
  mobileNumber: mobileNumberField.optional(),
  otpDetails: z.object({ sessionID: text(100).min(1) }).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentResponse = z.object({
  orderId: z.string(),
  /** success: placed (cash on delivery, loyalty); pending: reserved, waiting for the gateway. */
  status: z.enum(["success", "pending"]),
  transactionId: z.string().optional(),
  /**
   * Where the browser goes next: the confirmation page, or `/checkout/pay/{transactionId}`, whose form
   * takes the shopper to the gateway's page (or asks for the Paytm code).
   */
  redirectUrl: z.string(),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;
