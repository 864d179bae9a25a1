import type { PaymentsConfig } from "../../../platform/config-payments";
import type { SandboxParts, WebhookMode } from "../sandbox-kit";
import { sandboxId } from "../sandbox-kit";

/**
 * The Razorpay sandbox's state, in memory (a sandbox runs in one process): orders, payments, refunds,
 * customers and their card tokens, shaped as Razorpay's API answers them. Card numbers and CVVs are
 * never kept: a payment keeps what Razorpay's does (last four digits, network, issuer).
 */

export interface SandboxOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface SandboxPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: string;
  captured: boolean;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  customer_id: string | null;
  token_id: string | null;
  card: { last4: string; network: string; type: string; issuer: string | null } | null;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  amount_refunded: number;
  created_at: number;
}

export interface SandboxRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  speed_processed: string;
  created_at: number;
}

export interface SandboxToken {
  id: string;
  entity: "token";
  method: "card";
  card: { last4: string; network: string; type: string; issuer: string | null };
  created_at: number;
}

export interface SandboxCustomer {
  id: string;
  entity: "customer";
  name: string;
  email: string | null;
  contact: string | null;
  tokens: SandboxToken[];
  created_at: number;
}

const now = () => Math.floor(Date.now() / 1000);

export function createRazorpayStore() {
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  const refunds = new Map<string, SandboxRefund>();
  const customers = new Map<string, SandboxCustomer>();

  return {
    orders,
    payments,
    refunds,
    customers,

    createOrder(input: {
      amount: number;
      currency: string;
      receipt: string | null;
      notes: Record<string, string>;
    }) {
      const order: SandboxOrder = {
        id: sandboxId("order_"),
        entity: "order",
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        status: "created",
        attempts: 0,
        notes: input.notes,
        created_at: now(),
      };
      orders.set(order.id, order);
      return order;
    },

    createPayment(order: SandboxOrder, fields: Partial<SandboxPayment> & { method: string }): SandboxPayment {
      const payment: SandboxPayment = {
        id: sandboxId("pay_"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        status: "created",
        order_id: order.id,
        captured: false,
        bank: null,
        wallet: null,
        vpa: null,
        email: null,
        contact: null,
        customer_id: null,
        token_id: null,
        card: null,
        error_code: null,
        error_description: null,
        error_reason: null,
        amount_refunded: 0,
        created_at: now(),
        ...fields,
      };
      order.attempts += 1;
      if (order.status === "created") order.status = "attempted";
      payments.set(payment.id, payment);
      return payment;
    },

    /** Captures an authorized payment; its order is paid. */
    capture(payment: SandboxPayment) {
      payment.status = "captured";
      payment.captured = true;
      const order = orders.get(payment.order_id);
      if (order) {
        order.status = "paid";
        order.amount_paid = payment.amount;
        order.amount_due = 0;
      }
    },

    fail(payment: SandboxPayment, code: string, reason: string, description: string) {
      payment.status = "failed";
      payment.error_code = code;
      payment.error_reason = reason;
      payment.error_description = description;
    },

    paymentsOf(orderId: string) {
      return [...payments.values()].filter((payment) => payment.order_id === orderId);
    },

    customerFor(input: { name: string; email: string | null; contact: string | null }) {
      const existing = [...customers.values()].find(
        (customer) => customer.contact === input.contact && customer.email === input.email,
      );
      if (existing) return existing;
      const customer: SandboxCustomer = {
        id: sandboxId("cust_"),
        entity: "customer",
        ...input,
        tokens: [],
        created_at: now(),
      };
      customers.set(customer.id, customer);
      return customer;
    },

    addToken(customer: SandboxCustomer, card: SandboxToken["card"]) {
      const same = customer.tokens.find(
        (token) => token.card.last4 === card.last4 && token.card.network === card.network,
      );
      if (same) return same;
      const token: SandboxToken = {
        id: sandboxId("token_"),
        entity: "token",
        method: "card",
        card,
        created_at: now(),
      };
      customer.tokens.push(token);
      return token;
    },

    refund(
      payment: SandboxPayment,
      input: { amount: number; receipt: string | null; notes: Record<string, string> },
    ) {
      const refund: SandboxRefund = {
        id: sandboxId("rfnd_"),
        entity: "refund",
        amount: input.amount,
        currency: payment.currency,
        payment_id: payment.id,
        receipt: input.receipt,
        notes: input.notes,
        status: "processed",
        speed_processed: "normal",
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      payment.amount_refunded += input.amount;
      if (payment.amount_refunded >= payment.amount) payment.status = "refunded";
      return refund;
    },
  };
}

export type RazorpayStore = ReturnType<typeof createRazorpayStore>;

/** The Razorpay sandbox as its parts share it. */
export interface RazorpaySandbox extends SandboxParts<PaymentsConfig["razorpay"]["keys"], RazorpayStore> {
  /** A payment changed: its webhooks go out in the tester's mode. */
  paid(payment: SandboxPayment, order: SandboxOrder, mode: WebhookMode): Promise<void>;
  refunded(refund: SandboxRefund, payment: SandboxPayment): void;
}
