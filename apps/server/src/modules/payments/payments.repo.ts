import type { PaymentGateway } from "@odin/contracts";
import { type Executor, type PaymentRefundStatus, schema, type Transaction } from "@odin/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { OPEN_STATES } from "./attempt-states";
import type { CardToken } from "./gateways/gateway";

const { paymentTransactions, paymentEvents, paymentRefunds, paymentCustomers, savedCards } = schema;

export type AttemptRow = typeof paymentTransactions.$inferSelect;
export type NewAttempt = typeof paymentTransactions.$inferInsert;
export type SavedCardRow = typeof savedCards.$inferSelect;

export async function insertAttempt(db: Executor, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await db.insert(paymentTransactions).values(attempt).returning();
  if (!row) throw new Error("the payment attempt was not inserted");
  return row;
}

export async function findAttempt(db: Executor, transactionId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.transactionId, transactionId));
  return row;
}

export async function findAttemptById(db: Executor, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

/** The shopper's attempt: another shopper's is not found. */
export async function findOwnedAttempt(
  db: Executor,
  userId: number,
  transactionId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.transactionId, transactionId), eq(paymentTransactions.userId, userId)));
  return row;
}

export async function findByGatewayOrder(
  db: Executor,
  gateway: PaymentGateway,
  gatewayOrderId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.gateway, gateway), eq(paymentTransactions.gatewayOrderId, gatewayOrderId)),
    );
  return row;
}

export async function lockAttempt(tx: Transaction, id: number): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .for("update");
  return row;
}

/** Every gateway refund of an order's attempts, oldest first (the back office's refunds of the order). */
export async function refundsOfOrder(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db
    .select({ refund: paymentRefunds })
    .from(paymentRefunds)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRefunds.transactionId))
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentRefunds.id)
    .then((rows) => rows.map((row) => row.refund));
}

/** An order's attempts, newest first. */
export async function attemptsOf(db: Executor, orderId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(desc(paymentTransactions.id));
}

export async function updateAttempt(
  db: Executor,
  id: number,
  set: Partial<
    Pick<
      AttemptRow,
      | "gatewayOrderId"
      | "gatewayPaymentId"
      | "status"
      | "failureCode"
      | "handoff"
      | "gatewayToken"
      | "settledAt"
    >
  >,
): Promise<void> {
  await db.update(paymentTransactions).set(set).where(eq(paymentTransactions.id, id));
}

/** Fails an attempt that is still open (one settled meanwhile keeps its state). */
export async function failIfOpen(db: Executor, id: number, failureCode: string, at: Date): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status: "failed", failureCode, settledAt: at, handoff: null, gatewayToken: null })
    .where(and(eq(paymentTransactions.id, id), inArray(paymentTransactions.status, [...OPEN_STATES])));
}

/** Records a webhook's key (made of its signed fields) once: false when it was already handled. */
export async function firstDelivery(
  tx: Transaction,
  gateway: PaymentGateway,
  eventId: string,
  event: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ gateway, eventId, event })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** The key of the one refund of a whole attempt whose order could not take its payment. */
export const lateRefundKey = (attemptId: number) => `late:${attemptId}`;

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Records a refund once per key (`late:<attempt id>` when none is given); false when the key was recorded before. */
export async function insertRefund(
  tx: Transaction,
  refund: { transactionId: number; amount: number; reason: string; idempotencyKey?: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentRefunds)
    .values({ ...refund, idempotencyKey: refund.idempotencyKey ?? lateRefundKey(refund.transactionId) })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return inserted.length > 0;
}

/** The refund recorded under a key. */
export async function refundByKey(db: Executor, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function refundById(db: Executor, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/** Paise of an attempt already given back or being given back (failed refunds aside). */
export async function refundedOf(db: Executor, transactionId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.transactionId, transactionId), sql`${paymentRefunds.status} <> 'failed'`));
  return row?.total ?? 0;
}

/** A refund's row after the gateway's word, and its status before it. */
export interface SettledRefundRow {
  row: RefundRow;
  previous: PaymentRefundStatus;
}

/**
 * Records the gateway's word on a refund (its state, its refund id once known), the row locked until
 * the transaction ends so two words on one refund (the job's answer and a webhook) take turns.
 * Undefined when no refund matches.
 */
export async function settleRefund(
  tx: Transaction,
  where: { id: number } | { gatewayRefundId: string },
  set: { status: PaymentRefundStatus; gatewayRefundId?: string },
): Promise<SettledRefundRow | undefined> {
  const condition =
    "id" in where
      ? eq(paymentRefunds.id, where.id)
      : eq(paymentRefunds.gatewayRefundId, where.gatewayRefundId);
  const [before] = await tx.select().from(paymentRefunds).where(condition).for("update");
  if (!before) return undefined;
  const [row] = await tx
    .update(paymentRefunds)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(paymentRefunds.id, before.id))
    .returning();
  return row && { row, previous: before.status };
}

export async function customerId(
  db: Executor,
  userId: number,
  gateway: PaymentGateway,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway)));
  return row?.customerId;
}

export async function rememberCustomer(
  db: Executor,
  userId: number,
  gateway: PaymentGateway,
  id: string,
): Promise<void> {
  await db.insert(paymentCustomers).values({ userId, gateway, customerId: id }).onConflictDoNothing();
}

export async function cardsOf(db: Executor, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.id));
}

/** Keeps a card the gateway tokenised; the shopper's first card becomes the default (spec 3 §4). */
export async function saveCard(
  tx: Transaction,
  userId: number,
  gateway: PaymentGateway,
  card: CardToken,
): Promise<void> {
  const existing = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(eq(savedCards.userId, userId));
  await tx
    .insert(savedCards)
    .values({
      userId,
      gateway,
      token: card.token,
      network: card.network.slice(0, 40),
      last4: card.last4,
      issuer: card.issuer?.slice(0, 40) ?? null,
      cardType: card.cardType,
      isDefault: existing.length === 0,
    })
    .onConflictDoNothing();
}

export async function deleteCard(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(savedCards).where(and(eq(savedCards.userId, userId), inArray(savedCards.id, [...ids])));
}
