import {
  fail,
  ok,
  type PaymentGateway,
  type PaymentsProblem,
  paymentsProblems,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimiters } from "../../platform/rate-limit";
import { findOrderById } from "../orders";
import { nextPage, type PaymentState, stateOf, storedOf } from "./attempt-states";
import { GatewayError, type Outcome } from "./gateways/gateway";
import type { Gateways } from "./gateways/index";
import type { Settlement } from "./payment-settlement";
import { type AttemptRow, findAttempt, findByGatewayOrder, firstDelivery } from "./payments.repo";
import type { RefundSettlements } from "./refund-settlements";

export interface GatewayMessagesDeps {
  db: Database;
  gateways: Gateways;
  settlement: Settlement;
  tenantId: string;
  stayOnPayment: boolean;
  log: FastifyBaseLogger;
  limits: Pick<RateLimiters, "paymentForgeriesPerAddress" | "paymentReturnChecksPerAttempt">;
  /** Where a refund webhook's word is recorded, and who hears of it. */
  refunds: Pick<RefundSettlements, "record">;
}

const FAILURE_PAGE = "/checkout/onpaymentfailure";

/**
 * What gateways send us (decision 41): the shopper's browser coming back to
 * `/api/payment/confirmationRP/{transactionId}/callback/{orderId}/{tenantId}`, and server-to-server
 * webhooks. Neither carries a session: each is believed only as far as the gateway's signature (or the
 * gateway's own answer to a status request) goes, and only about the attempt we stored.
 */
export function createGatewayMessages(deps: GatewayMessagesDeps) {
  const { db, gateways, settlement, log } = deps;
  const forgeries = deps.limits.paymentForgeriesPerAddress;
  /**
   * Counts a message whose signature failed against its address: whether the address is past its
   * limit. Only forgeries count, and only after the signature was checked: a genuine message is taken
   * whatever came before it from the same address (a gateway's, or many shoppers' behind one NAT).
   */
  const overForgeries = async (ip: string) => (await forgeries.hit(ip)) > forgeries.points;
  /**
   * Browser returns of one attempt checked with its gateway: a reloaded or re-posted return (PhonePe's,
   * or any unsigned one, costs a status call) is checked a few times in ten minutes, then answered with
   * the attempt as it stands while the reconciliation job goes on asking. A return whose signature
   * fails asked nothing and is taken back, so forgeries never crowd out the shopper's genuine one.
   */
  const returnChecks = deps.limits.paymentReturnChecksPerAttempt;

  /**
   * A payment's outcome as the gateway's status call gives it when the message does not settle it
   * alone: a payment only authorised (captured first), or a webhook's word to confirm (`toConfirm`).
   */
  async function completed(attempt: AttemptRow, outcome: Outcome): Promise<Outcome> {
    const adapter = gateways.get(attempt.gateway);
    if (outcome.status !== "pending" || !adapter) return outcome;
    try {
      return await adapter.fetchStatus(storedOf(attempt));
    } catch (error) {
      if (error instanceof GatewayError) return outcome;
      throw error;
    }
  }

  return {
    /** The browser's return: the attempt settled by what the gateway proves, and the page to go to. */
    async handleReturn(
      params: { transactionId: string; orderId: string; tenantId: string },
      fields: Readonly<Record<string, string>>,
      ip: string,
    ): Promise<string> {
      const attempt = await findAttempt(db, params.transactionId);
      const order = attempt ? await findOrderById(db, attempt.orderId) : undefined;
      if (!attempt || !order || order.orderNumber !== params.orderId || params.tenantId !== deps.tenantId)
        return FAILURE_PAGE;
      const page = (state: PaymentState) =>
        nextPage(
          order.orderNumber,
          order.status === "PLACED" ? "paid" : state,
          attempt.transactionId,
          deps.stayOnPayment,
        );
      const adapter = gateways.get(attempt.gateway);
      // A paid attempt has nothing more to learn from its gateway.
      if (!adapter || !attempt.gatewayOrderId || stateOf(attempt) === "paid") return page(stateOf(attempt));
      if ((await returnChecks.hit(attempt.transactionId)) > returnChecks.points) {
        // Not checked, so not counted: a burst of forgeries past the limit leaves the count at it.
        await returnChecks.forgive(attempt.transactionId);
        return page(stateOf(attempt));
      }
      let verdict: Outcome | "invalid";
      try {
        verdict = await adapter.verifyReturn(fields, storedOf(attempt));
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn(
          { err: error, transactionId: attempt.transactionId },
          "a gateway return could not be checked",
        );
        return page("pending");
      }
      if (verdict === "invalid") {
        await returnChecks.forgive(attempt.transactionId);
        if (!(await overForgeries(ip)))
          log.warn({ transactionId: attempt.transactionId }, "a gateway return failed its signature check");
        return page(stateOf(attempt));
      }
      const settled = await settlement.settle(attempt, verdict);
      if (settled === "duplicate" || settled.state === "rejected") return page(stateOf(attempt));
      return page(settled.state);
    },

    /**
     * A webhook: refused unless signed (429 once its address is past the forgery limit); applied once
     * per event id; acknowledged otherwise.
     */
    async handleWebhook(
      gateway: PaymentGateway,
      rawBody: string,
      headers: Readonly<Record<string, string | undefined>>,
      ip: string,
    ): Promise<Result<{ received: boolean }, PaymentsProblem>> {
      const adapter = gateways.get(gateway);
      if (!adapter) return fail(paymentsProblems.verificationFailed());
      const event = adapter.parseWebhook(rawBody, headers);
      if (event === "invalid") {
        if (await overForgeries(ip)) return fail(paymentsProblems.blockedIp());
        log.warn({ gateway }, "a webhook failed its signature check");
        return fail(paymentsProblems.verificationFailed());
      }
      const once = (tx: Parameters<typeof firstDelivery>[0]) =>
        firstDelivery(tx, gateway, event.eventId, event.event);
      if (event.kind === "ignored") {
        await db.transaction(once);
        return ok({ received: true });
      }
      if (event.kind === "refund") {
        const { refundId, status } = event;
        await db.transaction(async (tx) => {
          if (!(await once(tx))) return;
          const correlationId = `webhook:${gateway}:${event.eventId}`.slice(0, 120);
          await deps.refunds.record(tx, { gatewayRefundId: refundId }, { status }, correlationId);
        });
        return ok({ received: true });
      }
      const attempt = await findByGatewayOrder(db, gateway, event.outcome.gatewayOrderId);
      if (!attempt) {
        log.warn({ gateway, event: event.event }, "a webhook named no attempt of ours");
        await db.transaction(once);
        return ok({ received: false });
      }
      const outcome = await completed(attempt, event.outcome);
      // Recorded as delivered only once it settles something: a word the gateway has not confirmed
      // yet must not make its confirmation, when it comes, a duplicate.
      const settled = await settlement.settle(
        attempt,
        outcome,
        outcome.status === "pending" ? undefined : once,
      );
      if (settled !== "duplicate" && settled.state === "rejected")
        return fail(paymentsProblems.verificationFailed());
      return ok({ received: true });
    },
  };
}

export type GatewayMessages = ReturnType<typeof createGatewayMessages>;
