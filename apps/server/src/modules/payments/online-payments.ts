import { randomBytes } from "node:crypto";
import {
  fail,
  type PaymentGateway as GatewayName,
  type OnlinePaymentType,
  ok,
  type PaymentHandoffView,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentStatusResponse,
  type PaymentsProblem,
  paymentsProblems,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentsConfig } from "../../platform/config-payments";
import { enqueue } from "../../platform/jobs";
import { findOrderById, findOwned, type OrderRow, type PaymentReservations } from "../orders";
import { findUserById } from "../users";
import { isOpen, nextPage, stateOf, storedOf } from "./attempt-states";
import { gatewayFor } from "./gateway-rules";
import { GatewayError } from "./gateways/gateway";
import type { Gateways } from "./gateways/index";
import { RECONCILE_PAYMENT } from "./payment-job-names";
import type { Settled, Settlement } from "./payment-settlement";
import {
  type AttemptRow,
  attemptsOf,
  cardsOf,
  customerId,
  findOwnedAttempt,
  insertAttempt,
  rememberCustomer,
  updateAttempt,
} from "./payments.repo";

export interface OnlinePaymentsDeps {
  db: Database;
  gateways: Gateways;
  settlement: Settlement;
  reservations: Pick<PaymentReservations, "markUnpaid">;
  config: PaymentsConfig;
  tenantId: string;
  /** Spec 3 §4: a failed card payment stays on the payment step instead of the failure page. */
  stayOnPayment: boolean;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** What the shopper chose inside an online type. */
export interface OnlineDetail {
  paymentType: OnlinePaymentType;
  gateway: GatewayName;
  bankCode: string | undefined;
  vpa: string | undefined;
  savedCardToken: string | undefined;
  saveCard: boolean;
}

/**
 * Online payments (decision 41): an order reserved by the orders module becomes an attempt at its
 * gateway; the shopper completes it on the gateway's page; the return, the validate call, a webhook or
 * the reconciliation job settles it (payment-settlement.ts), whichever comes first.
 */
export function createOnlinePayments(deps: OnlinePaymentsDeps) {
  const { db, gateways, config } = deps;
  const on = gateways.on;

  /** The online choice of a request, with its gateway; refused when the step does not offer it. */
  async function detailOf(
    userId: number,
    paymentType: OnlinePaymentType,
    request: Pick<PaymentRequest, "paymentDetail">,
  ): Promise<Result<OnlineDetail, PaymentsProblem>> {
    const detail = request.paymentDetail ?? {};
    const gateway = gatewayFor({ paymentType, bankCode: detail.bankCode }, on, config.defaultGateway);
    if (!gateway) return fail(paymentsProblems.noBankOrWallet());
    const savedCardToken = paymentType === "SAVEDCARD" ? detail.savedCardToken : undefined;
    if (paymentType === "SAVEDCARD") {
      const cards = await cardsOf(db, userId);
      if (!cards.some((card) => card.token === savedCardToken && card.gateway === gateway))
        return fail(paymentsProblems.cardNotSaved());
    }
    return ok({
      paymentType,
      gateway,
      bankCode: detail.bankCode,
      vpa: paymentType === "UPI" ? detail.vpa : undefined,
      savedCardToken,
      saveCard: paymentType !== "SAVEDCARD" && detail.saveCard === true,
    });
  }

  /** The shopper's customer id at a card-vault gateway, made on first use. */
  async function gatewayCustomer(
    gateway: string,
    customer: { userId: number; name: string; email: string | undefined; phone: string },
  ) {
    const vault = gateways.vault;
    if (!vault || vault.name !== gateway) return undefined;
    const known = await customerId(db, customer.userId, gateway);
    if (known) return known;
    const made = await vault.customerFor({ ...customer, gatewayCustomerId: undefined });
    await rememberCustomer(db, customer.userId, gateway, made);
    return made;
  }

  /**
   * A new attempt at the order's gateway for `amount` paise, and where the browser goes next. The
   * gateway sends the browser back to `returnOrigin`, the origin the shopper pays from (decision 50).
   */
  async function start(
    order: OrderRow,
    amount: number,
    detail: OnlineDetail,
    returnOrigin: string,
  ): Promise<Result<PaymentResponse, PaymentsProblem>> {
    const adapter = gateways.get(detail.gateway);
    if (!adapter) return fail(paymentsProblems.noBankOrWallet());
    const now = deps.now();
    const transactionId = `TX${randomBytes(10).toString("hex").toUpperCase()}`;
    const expiresAt = new Date(now.getTime() + config.requestExpirySeconds * 1000);
    const attempt = await insertAttempt(db, {
      transactionId,
      orderId: order.id,
      userId: order.userId,
      gateway: detail.gateway,
      paymentType: detail.paymentType,
      bankCode: detail.bankCode ?? null,
      amount,
      saveCard: detail.saveCard,
      expiresAt,
    });
    // The gateway is asked again until the attempt settles, whatever happens to this request.
    const runAt = new Date(now.getTime() + config.reconcileSeconds * 1000);
    await enqueue(
      db,
      RECONCILE_PAYMENT,
      { attemptId: attempt.id, round: 1 },
      { runAt, key: `${transactionId}:1` },
    );
    const { firstName, lastName, mobileNumber } = order.shippingAddress;
    const shopper = await findUserById(db, order.userId);
    const customer = {
      userId: order.userId,
      name: `${firstName} ${lastName}`.trim(),
      email: shopper?.email ?? undefined,
      phone: mobileNumber,
    };
    try {
      const needsVault = detail.saveCard || detail.savedCardToken !== undefined;
      const gatewayCustomerId = needsVault ? await gatewayCustomer(detail.gateway, customer) : undefined;
      const created = await adapter.create({
        transactionId,
        orderNumber: order.orderNumber,
        amount,
        paymentType: detail.paymentType,
        bankCode: detail.bankCode,
        vpa: detail.vpa,
        savedCardToken: detail.savedCardToken,
        saveCard: detail.saveCard,
        customer: { ...customer, gatewayCustomerId },
        returnUrl: `${returnOrigin}/api/payment/confirmationRP/${transactionId}/callback/${order.orderNumber}/${deps.tenantId}`,
        expiresAt,
      });
      await updateAttempt(db, attempt.id, {
        gatewayOrderId: created.gatewayOrderId,
        handoff: created.handoff,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, transactionId }, "a payment could not be started at its gateway");
      await db.transaction(async (tx) => {
        await updateAttempt(tx, attempt.id, {
          status: "failed",
          failureCode: "GATEWAY_UNAVAILABLE",
          settledAt: now,
        });
        await deps.reservations.markUnpaid(tx, order.id);
      });
      return fail(paymentsProblems.gatewayUnavailable());
    }
    return ok({
      orderId: order.orderNumber,
      status: "pending",
      transactionId,
      redirectUrl: `/checkout/pay/${transactionId}`,
    });
  }

  /** Asks the attempt's gateway how it stands and settles it; a gateway that cannot answer leaves it as it is. */
  async function refresh(attempt: AttemptRow): Promise<Settled["state"] | AttemptRow["status"]> {
    const adapter = gateways.get(attempt.gateway);
    if (!adapter || !attempt.gatewayOrderId || !isOpen(attempt)) return stateOf(attempt);
    try {
      const settled = await deps.settlement.settle(attempt, await adapter.fetchStatus(storedOf(attempt)));
      return settled === "duplicate" || settled.state === "rejected" ? stateOf(attempt) : settled.state;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn(
        { err: error, transactionId: attempt.transactionId },
        "a gateway did not answer a status request",
      );
      return "pending";
    }
  }

  /** An order's payment as the shopper's pages show it. */
  function statusOf(order: OrderRow, attempt: AttemptRow | undefined, state: string): PaymentStatusResponse {
    const settled =
      order.status === "PLACED"
        ? "paid"
        : state === "paid"
          ? "paid"
          : state === "failed"
            ? "failed"
            : "pending";
    const status = settled === "paid" ? "success" : settled;
    const transactionId = attempt?.transactionId;
    return {
      orderId: order.orderNumber,
      ...(transactionId ? { transactionId } : {}),
      status,
      redirectUrl: nextPage(order.orderNumber, settled, transactionId, deps.stayOnPayment),
    };
  }

  return {
    detailOf,
    start,
    refresh,

    /** The open attempt of an order whose handoff can be drawn again (a repeated placement). */
    async openAttempt(order: OrderRow): Promise<PaymentResponse | undefined> {
      const attempt = (await attemptsOf(db, order.id)).find((row) => isOpen(row) && row.handoff);
      if (!attempt) return undefined;
      const { transactionId } = attempt;
      return {
        orderId: order.orderNumber,
        status: "pending",
        transactionId,
        redirectUrl: `/checkout/pay/${transactionId}`,
      };
    },

    /** The handoff page of the shopper's attempt: its form to the gateway, its wallet steps, or where to go instead. */
    async handoff(
      userId: number,
      transactionId: string,
    ): Promise<Result<PaymentHandoffView, PaymentsProblem>> {
      const attempt = await findOwnedAttempt(db, userId, transactionId);
      const order = attempt ? await findOrderById(db, attempt.orderId) : undefined;
      if (!attempt || !order) return fail(paymentsProblems.unknownTransaction());
      const { handoff } = attempt;
      if (!isOpen(attempt) || !handoff)
        return ok({
          kind: "redirect",
          redirectUrl: statusOf(order, attempt, stateOf(attempt)).redirectUrl,
        });
      const shown = { orderId: order.orderNumber, transactionId, amount: attempt.amount };
      if (handoff.kind === "walletOtp")
        return ok({ kind: "walletOtp", ...shown, mobileNumber: order.shippingAddress.mobileNumber });
      const { method, action, fields } = handoff;
      return ok({ kind: "form", ...shown, gateway: attempt.gateway, method, action, fields });
    },

    /** postPayment: the shopper's attempt asked of its gateway and settled (spec 3 §4 wallet and UPI flows). */
    async validate(
      userId: number,
      input: { orderId: string; transactionId: string },
    ): Promise<Result<PaymentStatusResponse, PaymentsProblem>> {
      const attempt = await findOwnedAttempt(db, userId, input.transactionId);
      const order = attempt ? await findOwned(db, userId, input.orderId) : undefined;
      if (!attempt || !order || order.id !== attempt.orderId)
        return fail(paymentsProblems.unknownTransaction());
      return ok(statusOf(order, attempt, await refresh(attempt)));
    },

    /** orderPaymentPending: the order's newest attempt asked of its gateway while it is open. */
    async pending(
      userId: number,
      orderNumber: string,
    ): Promise<Result<PaymentStatusResponse, PaymentsProblem>> {
      const order = await findOwned(db, userId, orderNumber);
      if (!order) return fail(paymentsProblems.unknownTransaction());
      const [newest] = await attemptsOf(db, order.id);
      if (!newest) return ok(statusOf(order, undefined, order.status === "PLACED" ? "paid" : "failed"));
      const state = await refresh(newest);
      const settledOrder = (await findOwned(db, userId, orderNumber)) ?? order;
      return ok(statusOf(settledOrder, newest, state));
    },
  };
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;
