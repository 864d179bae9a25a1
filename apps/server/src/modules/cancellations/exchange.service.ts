import {
  type CancellationProblem,
  EXCHANGE,
  EXCHANGE_STATUSES,
  type ExchangeOptions,
  type ExchangeRequest,
  type ExchangeResponse,
  fail,
  MESSAGES,
  ok,
  cancellationsProblems as problems,
  type Result,
} from "@odin/contracts";
import type { Database } from "@odin/db";
import type { Outbox } from "../../platform/outbox";
import { cancelItemView, findOwned, itemsOf, type OrderItemRow } from "../orders";
import { findUserById } from "../users";
import * as repo from "./cancellations.repo";

export interface ExchangeService {
  options(
    userId: number,
    orderNumber: string,
    itemId: number,
  ): Promise<Result<ExchangeOptions, CancellationProblem>>;
  /** Sends the exchange mail to customer care through the outbox (spec 3 §4 "a request is sent as a mail trigger"). */
  request(userId: number, input: ExchangeRequest): Promise<Result<ExchangeResponse, CancellationProblem>>;
}

const EXCHANGEABLE: ReadonlySet<string> = new Set(EXCHANGE_STATUSES);

/** "5-6 business hours (9AM-10PM)" (spec 3 §9). */
const REPLY = `${EXCHANGE.replyMinBusinessHours}-${EXCHANGE.replyMaxBusinessHours} business hours (${EXCHANGE.businessHoursStart}-${EXCHANGE.businessHoursEnd})`;

/**
 * Exchanges (flag `exchange`, off by default): while off every call answers `exchangeOff` (404, as
 * if the call were not there). A shopper asks for another size of a delivered item of their own
 * order; customer care gets the mail and answers within business hours.
 */
export function createExchangeService(deps: {
  db: Database;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  supportEmail: string;
  enabled: boolean;
}): ExchangeService {
  const { db } = deps;

  async function delivered(
    userId: number,
    orderNumber: string,
    itemId: number,
  ): Promise<Result<{ item: OrderItemRow; options: ExchangeOptions }, CancellationProblem>> {
    if (!deps.enabled) return fail(problems.exchangeOff());
    const order = await findOwned(db, userId, orderNumber);
    if (!order) return fail(problems.unknownOrder());
    const item = (await itemsOf(db, order.id)).find((candidate) => candidate.id === itemId);
    if (!item) return fail(problems.unknownItem());
    if (!EXCHANGEABLE.has(item.status)) return fail(problems.notExchangeable());
    const sizes = (await repo.sizesOf(db, item.styleId)).filter((size) => size.skuId !== item.skuId);
    const ean = (await repo.eanOf(db, item.skuId, item.styleId)) ?? "";
    const options = {
      orderId: order.orderNumber,
      item: cancelItemView(item),
      ean,
      sizes: sizes.map((s) => s.size),
    };
    return ok({ item, options });
  }

  return {
    async options(userId, orderNumber, itemId) {
      const found = await delivered(userId, orderNumber, itemId);
      return found.ok ? ok(found.value.options) : found;
    },

    async request(userId, input) {
      const { data } = input;
      const found = await delivered(userId, data.order_id, Number(data.consignment_id));
      if (!found.ok) return found;
      const { item, options } = found.value;
      if (String(item.styleId) !== data.style_id || options.ean !== data.ean)
        return fail(problems.unknownItem());
      if (!options.sizes.includes(data.size_requested)) return fail(problems.unknownSize());
      const shopper = await findUserById(db, userId);
      await deps.outbox.enqueue(db, {
        channel: "email",
        recipient: deps.supportEmail,
        template: "exchange-request",
        payload: {
          from: input.from ?? shopper?.email ?? "-",
          subject: input.subject,
          shopper: `${userId} ${shopper?.mobileNumber ?? ""}`.trim(),
          orderId: options.orderId,
          consignmentId: String(item.id),
          styleId: data.style_id,
          ean: data.ean,
          sizeRequested: data.size_requested,
          reply: REPLY,
        },
        // One mail per item and size, however often it is asked.
        idempotencyKey: `exchange-request:${item.id}:${data.size_requested}`,
      });
      deps.outbox.kick();
      return ok({ message: MESSAGES.exchange.requestSent });
    },
  };
}
