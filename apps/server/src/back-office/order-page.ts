import {
  type AdminOrder,
  adminProblems,
  adminRoutes,
  fail,
  fillPath,
  ok,
  type Result,
} from "@odin/contracts";
import type { Executor } from "@odin/db";
import { payoutsByReference } from "../modules/bank-transfer";
import { cancellationsOfOrder } from "../modules/cancellations";
import type { InvoicesService, TaxDocument } from "../modules/invoices";
import { messageText } from "../modules/messaging";
import { orderFileView, readOrderFile } from "../modules/orders";
import { type AttemptRow, attemptsOf, refundsOfOrder } from "../modules/payments";
import { returnsOfOrder } from "../modules/returns";
import { auditTrailOf } from "../platform/audit-trail";
import type { Outbox, OutboxRecord } from "../platform/outbox";
import { refundsOf } from "./order-refunds";
import { orderInScope, type StaffScope } from "./staff-scope";

/**
 * One order for the back office (decision 65): the orders module's file of it, and what the other
 * modules keep of it, read through their faces. Out of the staff member's scope it answers 403, an
 * unknown number 404.
 */

export interface OrderPageDeps {
  db: Executor;
  invoices: Pick<InvoicesService, "documentsOfOrder">;
  outbox: Pick<Outbox, "keyed">;
}

/**
 * The messages about an order, by the keys their writers give them: its placing and every move
 * (order-records.ts, order-lifecycle.ts: `order-placed:OD…:`, `order-status:OD…:`) and each item's
 * cancel notice (cancel-notices.ts: `item-cancelled:<item>:`). Keys, rather than the recipient and a
 * time window, because a shopper with two orders gets messages about both at once.
 */
export function orderMessageKeys(orderNumber: string, itemIds: readonly number[]): string[] {
  return [
    `order-placed:${orderNumber}:`,
    `order-status:${orderNumber}:`,
    ...itemIds.map((id) => `item-cancelled:${id}:`),
  ];
}

const attemptView = (attempt: AttemptRow): AdminOrder["paymentAttempts"][number] => ({
  transactionId: attempt.transactionId,
  gateway: attempt.gateway,
  paymentType: attempt.paymentType,
  bankCode: attempt.bankCode,
  amount: attempt.amount,
  status: attempt.status,
  gatewayOrderId: attempt.gatewayOrderId,
  gatewayPaymentId: attempt.gatewayPaymentId,
  failureCode: attempt.failureCode,
  createdAt: attempt.createdAt.toISOString(),
  settledAt: attempt.settledAt?.toISOString() ?? null,
});

const messageView = (message: OutboxRecord): AdminOrder["messages"][number] => ({
  id: message.id,
  channel: message.channel,
  template: message.template,
  recipient: message.recipient,
  status: message.status,
  attempts: message.attempts,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  lastError: message.lastError,
  text: message.payload ? messageText(message.channel, message.template, message.payload) : null,
});

const documentView = (orderNumber: string, document: TaxDocument): AdminOrder["documents"][number] => ({
  kind: document.kind,
  number: document.number,
  issuedAt: document.issuedAt.toISOString(),
  ...(document.snapshot.reason ? { reason: document.snapshot.reason } : {}),
  url: fillPath(adminRoutes.adminOrderDocument.path, { orderNumber, number: document.number }),
});

async function refundsRead(db: Executor, orderId: number) {
  const [cancellations, returns, gatewayRefunds] = await Promise.all([
    cancellationsOfOrder(db, orderId),
    returnsOfOrder(db, orderId),
    refundsOfOrder(db, orderId),
  ]);
  const payouts = await payoutsByReference(
    db,
    returns.map((row) => row.returnNumber),
  );
  return refundsOf({ cancellations, returns, gatewayRefunds, payouts });
}

export async function readAdminOrder(
  deps: OrderPageDeps,
  orderNumber: string,
  scope: StaffScope,
): Promise<Result<AdminOrder, "notFound" | "outOfScope">> {
  const { db } = deps;
  const file = await readOrderFile(db, orderNumber);
  if (!file) return fail(adminProblems.notFound());
  if (!orderInScope(scope, file.items)) return fail(adminProblems.outOfScope());
  const { order } = file;
  const itemIds = file.items.map((item) => item.id);
  const [attempts, refunds, messages, documents, audit] = await Promise.all([
    attemptsOf(db, order.id),
    refundsRead(db, order.id),
    deps.outbox.keyed(db, orderMessageKeys(order.orderNumber, itemIds)),
    deps.invoices.documentsOfOrder(order.id),
    auditTrailOf(db, [
      { resource: "order", ids: [order.orderNumber] },
      { resource: "order-item", ids: itemIds.map(String) },
    ]),
  ]);
  return ok({
    ...orderFileView(file),
    paymentAttempts: attempts.map(attemptView),
    refunds,
    messages: messages.map(messageView),
    documents: documents.map((document) => documentView(order.orderNumber, document)),
    audit,
  });
}
