import type { PaymentsConfig } from "../../../../platform/config-payments";
import {
  failureOrToConfirm,
  type Outcome,
  type PaymentGateway,
  type RefundState,
  type StoredAttempt,
} from "../gateway";
import { callGateway, type GatewayEndpoints } from "../http";
import { sameSignature } from "../signatures";
import {
  answerChecksum,
  checkoutChecksum,
  outcomeOf,
  rupeesOf,
  type SnapmintRefundAnswer,
  type SnapmintStatusAnswer,
  snapmintText,
} from "./snapmint-wire";

/**
 * Snapmint cardless EMI (spec 3 §3, bankCode "snapmint"): the browser posts the checkout form to
 * `/v1/public/online_checkout` with the checksum; the shopper picks an EMI plan and pays the down
 * payment at Snapmint; Snapmint sends the browser back with its status and the answer checksum, which
 * is checked in constant time and then confirmed with the order status call (which also names
 * Snapmint's order id); its webhook is believed for a failure, and any other state is confirmed with
 * the status call too. Our transaction id is Snapmint's `order_id`, so it is the gateway order id.
 * The refund call and the webhook are ASSUMED (no public reference): see snapmint-wire.ts.
 */
export function createSnapmintGateway(
  config: PaymentsConfig["snapmint"],
  endpoints: GatewayEndpoints,
): PaymentGateway {
  const { merchantId, merchantKey, merchantToken } = config.keys;
  const secrets = { merchantKey, merchantToken };

  /** Snapmint's answer (return or webhook) whose checksum holds for this order value, or false. */
  function signed(fields: Readonly<Record<string, string>>, orderValue: string): boolean {
    const { status, order_id: orderId, checksum_hash: checksum } = fields;
    if (status === undefined || orderId === undefined || checksum === undefined) return false;
    const fullName = fields.full_name ?? "";
    const email = fields.email ?? "";
    return sameSignature(answerChecksum(secrets, { status, orderId, orderValue, fullName, email }), checksum);
  }

  async function fetchStatus(stored: StoredAttempt): Promise<Outcome> {
    // The merchant token authenticates the call in its query, as Snapmint's plugin sends it
    // (callGateway names the path only in its errors, never the query).
    const query = new URLSearchParams({ token: merchantToken, order_ids: stored.gatewayOrderId });
    const { body } = await callGateway<SnapmintStatusAnswer>("snapmint", endpoints, {
      method: "GET",
      path: `/merchant/orders/checkout_order_status?${query}`,
    });
    const order = body.orders?.find((item) => String(item.order_id) === stored.gatewayOrderId);
    // No order at Snapmint yet: the shopper has not finished the checkout.
    return outcomeOf(order ?? {}, stored.gatewayOrderId);
  }

  return {
    name: "snapmint",

    async create(attempt) {
      const { customer } = attempt;
      const fullName = snapmintText(customer.name, 100);
      const [firstName = fullName, ...rest] = fullName.split(" ");
      const orderValue = rupeesOf(attempt.amount);
      const email = snapmintText(customer.email ?? "", 100);
      const orderId = attempt.transactionId;
      const fields: Record<string, string> = {
        merchant_id: merchantId,
        merchant_key: merchantKey,
        order_id: orderId,
        order_value: orderValue,
        merchant_confirmation_url: attempt.returnUrl,
        merchant_failure_url: attempt.returnUrl,
        first_name: firstName,
        last_name: rest.join(" "),
        full_name: fullName,
        email,
        mobile: customer.phone,
        udf1: snapmintText(attempt.orderNumber, 100),
        checksum_hash: checkoutChecksum(secrets, { orderId, orderValue, fullName, email }),
      };
      const action = `${endpoints.browser}/v1/public/online_checkout`;
      return { gatewayOrderId: orderId, handoff: { kind: "form", method: "POST", action, fields } };
    },

    async verifyReturn(fields, stored) {
      // The checksum covers our order value: a return for another amount or order is not Snapmint's.
      if (fields.order_id !== stored.gatewayOrderId || !signed(fields, rupeesOf(stored.amount)))
        return "invalid";
      return fetchStatus(stored);
    },

    parseWebhook(rawBody) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      const orderId = fields.order_id;
      if (!orderId || !signed(fields, fields.order_value ?? "")) return "invalid";
      // Only what the checksum covers is read: the status and the order (down_payment_status and
      // snapmint_id are outside it, and the same answer comes back through the shopper's browser).
      // A failure is Snapmint's word; anything else is asked of its status call before it settles.
      const status = (fields.status ?? "unknown").slice(0, 32);
      return {
        kind: "payment",
        eventId: `${orderId}:${status}`,
        event: `order.${status}`,
        outcome: failureOrToConfirm(outcomeOf({ status }, orderId)),
      };
    },

    fetchStatus,

    async refund(stored, key, amount): Promise<RefundState> {
      const { body } = await callGateway<SnapmintRefundAnswer>("snapmint", endpoints, {
        method: "POST",
        path: "/merchant/orders/refund",
        json: {
          token: merchantToken,
          order_id: stored.gatewayOrderId,
          refund_amount: rupeesOf(amount),
          refund_id: key,
        },
      });
      const status =
        body.refund_status === "processed"
          ? "processed"
          : body.refund_status === "failed"
            ? "failed"
            : "pending";
      return { refundId: body.refund_id ?? key, status };
    },
  };
}
