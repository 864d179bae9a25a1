import {
  ALERTS,
  ALERTS_UNSUBSCRIBE_PATH,
  type AlertAnswer,
  type AlertsProblem,
  type AlertUnsubscribeRequest,
  fail,
  formatRupees,
  MESSAGES,
  ok,
  alertsProblems as problems,
  type Result,
  type StockAlertRequest,
  styleUrl,
} from "@odin/contracts";
import type { Database, Executor } from "@odin/db";
import type { Outbox, OutboxMessage } from "../../platform/outbox";
import type { RateLimiters } from "../../platform/rate-limit";
import * as repo from "./alerts.repo";
import { contactOf, type Recipient, recipientOf, waveSize } from "./alerts-rules";
import type { UnsubscribeTokens } from "./unsubscribe-tokens";

export interface AlertsService {
  /** NOTIFY ME on a sold-out size, by the signed-in shopper or a guest's phone or e-mail. */
  requestStock(
    input: StockAlertRequest,
    who: { userId: number | null; ip: string },
  ): Promise<Result<AlertAnswer, AlertsProblem>>;
  unsubscribe(input: AlertUnsubscribeRequest): Promise<Result<AlertAnswer, AlertsProblem>>;
  /** One wave of a restocked size: answers how many were told. */
  stockWave(skuId: number): Promise<{ told: number; waiting: boolean }>;
  /** Tells the shoppers holding a style as a favourite of its lower price: answers how many were told. */
  priceDrop(styleId: number): Promise<number>;
  /** Waiting requests per size of a style (the back office), read with the caller's `db` or transaction. */
  waitingPerSize(db: Executor, styleId: number): Promise<Map<number, number>>;
}

export interface AlertsDependencies {
  db: Database;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  limits: Pick<RateLimiters, "stockAlertsPerAddress">;
  tokens: UnsubscribeTokens;
  /** Origin of the links in the messages, e.g. https://shop.example.in. */
  siteOrigin: string;
}

/**
 * Back-in-stock and price-drop alerts (decision 67). A request waits per size and recipient; a
 * restock (the stock triggers of migration 0034) runs waves that each re-check the units and tell at
 * most twice as many waiting shoppers, oldest first; a lower price tells the style's favouriters once
 * a week. Every message goes through the outbox with an unsubscribe link, and a recipient gets at most
 * three alerts a day (the others wait for a later wave, or are skipped for a price).
 */
export function createAlertsService(deps: AlertsDependencies): AlertsService {
  const { db, outbox, limits, tokens } = deps;
  const link = (path: string) => new URL(path, deps.siteOrigin).href;

  async function unsubscribeLink(recipient: Recipient): Promise<string> {
    const url = new URL(ALERTS_UNSUBSCRIBE_PATH, deps.siteOrigin);
    url.searchParams.set("token", await tokens.issue(recipient));
    return url.href;
  }

  return {
    async requestStock(input, { userId, ip }) {
      if ((await limits.stockAlertsPerAddress.hit(ip)) > limits.stockAlertsPerAddress.points) {
        return fail(problems.tooMany());
      }
      const recipient = recipientOf({ userId, mobileNumber: input.mobileNumber, email: input.email });
      if (!recipient) return fail(problems.contactRequired());
      const size = await repo.findAlertSize(db, input.skuId);
      if (!size?.published) return fail(problems.unknownSize());
      if (size.units > 0) return fail(problems.inStock());
      await db.transaction(async (tx) => {
        await repo.optIn(tx, recipient);
        await repo.addStockAlert(tx, size.skuId, recipient);
      });
      return ok({ message: MESSAGES.alerts.requested });
    },

    async unsubscribe({ token }) {
      const recipient = await tokens.verify(token);
      if (!recipient) return fail(problems.linkInvalid());
      await db.transaction((tx) => repo.optOut(tx, recipient));
      return ok({ message: MESSAGES.alerts.unsubscribed });
    },

    async stockWave(skuId) {
      const told = await db.transaction(async (tx) => {
        const size = await repo.findAlertSize(tx, skuId, true);
        const limit = waveSize(size?.units ?? 0);
        if (!size || limit === 0) return 0;
        // Recipients at their daily cap are passed over (they wait for a later wave), so read past them.
        const waiting = await repo.waitingRequests(tx, skuId, limit * 4);
        const sends: repo.AlertSend[] = [];
        const messages: OutboxMessage[] = [];
        const notified: number[] = [];
        for (const request of waiting) {
          if (messages.length >= limit) break;
          if (request.sentToday >= ALERTS.perRecipientPerDay) continue;
          notified.push(request.id);
          const contact = contactOf(request.recipient, request);
          if (!contact) continue;
          messages.push({
            channel: contact.channel,
            recipient: contact.to,
            template: "back-in-stock",
            payload: {
              style: size.styleName,
              size: size.size,
              link: link(styleUrl(size.slug, size.code)),
              unsubscribe: await unsubscribeLink(request.recipient),
            },
            idempotencyKey: `stock-alert:${request.id}`,
          });
          sends.push({ recipient: request.recipient, kind: "stock", styleId: size.styleId });
        }
        await outbox.enqueue(tx, messages);
        await repo.recordSends(tx, sends, notified);
        const count = messages.length;
        return count;
      });
      if (told > 0) outbox.kick();
      return { told, waiting: await repo.stillWaiting(db, skuId) };
    },

    async priceDrop(styleId) {
      const told = await db.transaction(async (tx) => {
        const style = await repo.findPriceDropStyle(tx, styleId);
        if (!style?.published) return 0;
        const messages: OutboxMessage[] = [];
        const sends: repo.AlertSend[] = [];
        for (const fan of await repo.favouritersOf(tx, styleId, ALERTS.priceDropEveryDays)) {
          if (fan.sentToday >= ALERTS.perRecipientPerDay) continue;
          const contact = contactOf(fan.recipient, fan);
          if (!contact) continue;
          messages.push({
            channel: contact.channel,
            recipient: contact.to,
            template: "price-drop",
            payload: {
              style: style.name,
              price: formatRupees(style.price),
              link: link(styleUrl(style.slug, style.code)),
              unsubscribe: await unsubscribeLink(fan.recipient),
            },
            idempotencyKey: `price-drop:${styleId}:${style.price}:${fan.recipient}`,
          });
          sends.push({ recipient: fan.recipient, kind: "price", styleId });
        }
        await outbox.enqueue(tx, messages);
        await repo.recordSends(tx, sends);
        const count = messages.length;
        return count;
      });
      if (told > 0) outbox.kick();
      return told;
    },

    async waitingPerSize(executor, styleId) {
      const rows = await repo.waitingPerSize(executor, styleId);
      return new Map(rows.map((row) => [row.skuId, row.waiting]));
    },
  };
}
