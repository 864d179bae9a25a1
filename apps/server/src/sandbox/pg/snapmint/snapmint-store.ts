import { createHash, randomInt } from "node:crypto";
import type { PaymentsConfig } from "../../../platform/config-payments";
import type { SandboxParts, WebhookMode } from "../sandbox-kit";

/**
 * The Snapmint sandbox's state, in memory (a sandbox runs in one process): orders by the merchant's
 * order_id, with what the checkout form posted, the EMI plan chosen, how they stand, and their
 * refunds; and Snapmint's checksums, written here apart from the adapter's so that a mistake in
 * either shows up as a failing test.
 */

export interface SandboxOrder {
  /** What the merchant's checkout form posted. */
  request: Record<string, string>;
  snapmintId: string;
  status: "initiated" | "pending" | "success" | "failure";
  downPaymentStatus: 0 | 1;
  /** Months of the EMI plan the shopper chose. */
  months: number | undefined;
  refunds: { refundId: string; snapmintRefundId: string; amount: string }[];
}

const sha512 = (text: string) => createHash("sha512").update(text, "utf8").digest("hex");

export interface Secrets {
  merchantKey: string;
  merchantToken: string;
}

/** The checksum a checkout form must carry: merchant_key|order_id|order_value|full_name|email|merchant_token. */
export function checkoutChecksum(secrets: Secrets, form: Record<string, string | undefined>): string {
  const fields = ["order_id", "order_value", "full_name", "email"].map((name) => form[name] ?? "");
  return sha512([secrets.merchantKey, ...fields, secrets.merchantToken].join("|"));
}

/** The checksum Snapmint puts on its answers: merchant_token|status|order_id|order_value|full_name|email|merchant_key. */
export function answerChecksum(secrets: Secrets, answer: Record<string, string | undefined>): string {
  const fields = ["status", "order_id", "order_value", "full_name", "email"].map(
    (name) => answer[name] ?? "",
  );
  return sha512([secrets.merchantToken, ...fields, secrets.merchantKey].join("|"));
}

export function createSnapmintStore() {
  const orders = new Map<string, SandboxOrder>();
  return {
    orders,

    start(request: Record<string, string>): SandboxOrder {
      const order: SandboxOrder = {
        request,
        snapmintId: String(randomInt(1_000_000, 9_999_999)),
        status: "initiated",
        downPaymentStatus: 0,
        months: undefined,
        refunds: [],
      };
      orders.set(request.order_id ?? "", order);
      return order;
    },

    settle(order: SandboxOrder, status: "success" | "failure" | "pending") {
      order.status = status;
      order.downPaymentStatus = status === "success" ? 1 : 0;
    },

    refund(order: SandboxOrder, refundId: string, amount: string) {
      const refund = { refundId, snapmintRefundId: `RF${randomInt(1_000_000, 9_999_999)}`, amount };
      order.refunds.push(refund);
      return refund;
    },
  };
}

export type SnapmintStore = ReturnType<typeof createSnapmintStore>;

/** What Snapmint sends back to the merchant (the return, and webhooks): the order's state with the checksum. */
export function answerFields(secrets: Secrets, order: SandboxOrder): Record<string, string> {
  const { request } = order;
  const monthly = order.months ? (Number(request.order_value) / (order.months + 1)).toFixed(2) : "";
  const fields: Record<string, string> = {
    status: order.status === "initiated" ? "pending" : order.status,
    order_id: request.order_id ?? "",
    snapmint_id: order.snapmintId,
    order_value: request.order_value ?? "",
    emi_amount: monthly,
    full_name: request.full_name ?? "",
    email: request.email ?? "",
  };
  return { ...fields, checksum_hash: answerChecksum(secrets, fields) };
}

/** The Snapmint sandbox as its parts share it. */
export interface SnapmintSandbox extends SandboxParts<PaymentsConfig["snapmint"]["keys"], SnapmintStore> {
  /** An order changed: its webhook goes out in the tester's mode. */
  notify(order: SandboxOrder, mode: WebhookMode): Promise<void>;
}
