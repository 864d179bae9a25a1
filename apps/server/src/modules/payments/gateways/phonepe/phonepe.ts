import type { PaymentsConfig } from "../../../../platform/config-payments";
import {
  GatewayError,
  type Handoff,
  type Outcome,
  type PaymentAttempt,
  type PaymentGateway,
  type StoredAttempt,
  type VpaChecker,
} from "../gateway";
import { callGateway, type GatewayEndpoints, type GatewayRequest } from "../http";
import { sameSignature, sha256Hex } from "../signatures";
import { cachedTokenOf, createTokenCache } from "./phonepe-token";
import {
  outcomeOf,
  type PhonePeOrder,
  type PhonePePayResponse,
  type PhonePeRefund,
  type PhonePeToken,
  type PhonePeWebhook,
  refundStatusOf,
  webhookEventOf,
} from "./phonepe-wire";

/** PhonePe's two hosts: the identity manager (tokens) and the payment gateway. */
export interface PhonePeEndpoints {
  auth: GatewayEndpoints;
  api: GatewayEndpoints;
}

/** The checkout order's life PhonePe allows (Standard Checkout `expireAfter`, seconds). */
export const EXPIRE_AFTER = { min: 300, max: 3_600 } as const;

/**
 * How long PhonePe keeps the checkout open: the attempt's expiry, raised to PhonePe's minimum (five
 * minutes; Odin's default request expiry is two) or cut to its maximum. A payment made after Odin's
 * own expiry is still settled by reconciliation (and refunded if the order was given up meanwhile).
 */
export function expireAfterOf(expiresAt: Date, nowMs: number): number {
  const seconds = Math.round((expiresAt.getTime() - nowMs) / 1000);
  return Math.min(EXPIRE_AFTER.max, Math.max(EXPIRE_AFTER.min, seconds));
}

/**
 * The checkout page as a GET form: its query becomes the form's fields, since a GET form replaces
 * the action's query. Only PhonePe's https pages (or the sandbox's own path) are accepted.
 */
export function handoffOf(redirectUrl: string): Handoff {
  const url = redirectUrl.split("#")[0] ?? "";
  if (!/^(https:\/\/|\/(?!\/))/.test(url))
    throw new GatewayError("phonepe", "the payment answered an unexpected checkout address");
  const query = url.indexOf("?");
  const action = query < 0 ? url : url.slice(0, query);
  const fields = Object.fromEntries(new URLSearchParams(query < 0 ? "" : url.slice(query + 1)));
  return { kind: "form", method: "GET", action, fields };
}

/** The UPI flows offered on PhonePe's page (collect requests are withdrawn by NPCI in 2026). */
const UPI_ONLY = { version: "V2", enabledPaymentModes: [{ type: "UPI", flows: ["INTENT", "QR"] }] };

/**
 * PhonePe PG v2 Standard Checkout (spec 3 §3: UPI by QR or intent on PhonePe's page; the
 * phonepeValidateVpa UPI-id check). OAuth client credentials against the identity manager, the token
 * reused until it is due; the checkout order keyed by our transaction id (`merchantOrderId`, which the
 * status API, refunds and webhooks name too); the browser's return carries no verdict, so the status
 * API answers it; webhooks carry `Authorization: SHA-256(username:password)`.
 */
export function createPhonePeGateway(
  config: PaymentsConfig["phonepe"],
  endpoints: PhonePeEndpoints,
  now: () => number = Date.now,
): PaymentGateway & VpaChecker {
  const { clientId, clientSecret, clientVersion, webhookUsername, webhookPassword } = config.keys;
  const webhookAuthorization = sha256Hex(`${webhookUsername}:${webhookPassword}`);
  const tokens = createTokenCache(async () => {
    const { body } = await callGateway<PhonePeToken>("phonepe", endpoints.auth, {
      method: "POST",
      path: "/v1/oauth/token",
      form: {
        client_id: clientId,
        client_version: clientVersion,
        client_secret: clientSecret,
        grant_type: "client_credentials",
      },
    });
    return cachedTokenOf(body, now());
  }, now);

  /** A call with the token; a token PhonePe refuses (401) is renewed once and the call made again. */
  async function api<T>(request: GatewayRequest): Promise<{ status: number; body: T }> {
    const accept = request.accept ?? [];
    const send = (authorization: string, statuses: readonly number[]) =>
      callGateway<T>("phonepe", endpoints.api, { ...request, headers: { authorization }, accept: statuses });
    const header = await tokens.header();
    const first = await send(header, [...accept, 401]);
    if (first.status !== 401) return first;
    tokens.refused(header);
    return send(await tokens.header(), accept);
  }

  async function fetchStatus(stored: StoredAttempt): Promise<Outcome> {
    const id = encodeURIComponent(stored.gatewayOrderId);
    const { body } = await api<PhonePeOrder>({
      method: "GET",
      path: `/checkout/v2/order/${id}/status?details=false`,
    });
    if (body.merchantOrderId !== undefined && body.merchantOrderId !== stored.gatewayOrderId)
      throw new GatewayError("phonepe", "the status answered another order");
    return outcomeOf(body, stored.gatewayOrderId);
  }

  return {
    name: "phonepe",

    async create(attempt: PaymentAttempt) {
      const { body } = await api<PhonePePayResponse>({
        method: "POST",
        path: "/checkout/v2/pay",
        json: {
          merchantOrderId: attempt.transactionId,
          amount: attempt.amount,
          expireAfter: expireAfterOf(attempt.expiresAt, now()),
          metaInfo: { udf1: attempt.orderNumber },
          // A declined payment ends the order; the shopper retries with a new attempt of ours.
          disablePaymentRetry: true,
          paymentFlow: {
            type: "PG_CHECKOUT",
            message: `Order ${attempt.orderNumber}`,
            merchantUrls: { redirectUrl: attempt.returnUrl },
            ...(attempt.paymentType === "UPI" ? { paymentModeConfig: UPI_ONLY } : {}),
          },
        },
      });
      if (typeof body.redirectUrl !== "string")
        throw new GatewayError("phonepe", "the payment answered no checkout page");
      return { gatewayOrderId: attempt.transactionId, handoff: handoffOf(body.redirectUrl) };
    },

    // PhonePe sends the browser back with nothing to check: the status API is the verdict.
    verifyReturn: (_fields, stored) => fetchStatus(stored),

    parseWebhook(rawBody, headers) {
      if (!sameSignature(webhookAuthorization, headers.authorization)) return "invalid";
      let hook: unknown;
      try {
        hook = JSON.parse(rawBody);
      } catch {
        return "invalid";
      }
      if (!hook || typeof hook !== "object" || Array.isArray(hook)) return "invalid";
      return webhookEventOf(hook as PhonePeWebhook);
    },

    fetchStatus,

    async refund(stored, key, amount) {
      // `key` is the merchantRefundId: a refund asked before is found by it rather than asked again.
      const earlier = await api<PhonePeRefund>({
        method: "GET",
        path: `/payments/v2/refund/${encodeURIComponent(key)}/status`,
        accept: [400, 404],
      });
      const refund =
        earlier.status === 200
          ? earlier.body
          : (
              await api<PhonePeRefund>({
                method: "POST",
                path: "/payments/v2/refund",
                json: {
                  merchantRefundId: key,
                  originalMerchantOrderId: stored.gatewayOrderId,
                  amount,
                },
              })
            ).body;
      // Refund webhooks and the status API name a refund by our id, so it is the one kept.
      return { refundId: key, status: refundStatusOf(refund.state) };
    },

    async validateVpa(vpa) {
      const { status, body } = await api<{ valid?: boolean; name?: string }>({
        method: "POST",
        path: "/v2/validate/upi",
        json: { type: "VPA", vpa },
        accept: [400],
      });
      const valid = status === 200 && body.valid === true;
      const name = valid && typeof body.name === "string" ? body.name.trim().slice(0, 100) : "";
      return { valid, name: name === "" ? undefined : name };
    },
  };
}
