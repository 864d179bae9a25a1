import {
  type Executor,
  type MessageChannel,
  type MessageTemplate,
  type OutboxStatus,
  SECRET_TEMPLATES,
  schema,
} from "@odin/db";
import { sql } from "drizzle-orm";

/**
 * Reading the outbox back (outbox.ts writes and sends it): the messages written about one thing,
 * found by the idempotency keys their writers gave them, e.g. an order's `order-status:OD…:`. A code's
 * or a link's payload is never read back (outbox.ts clears it once sent); the others are, so the
 * message's words can be shown again.
 */

const { outboxMessages } = schema;

/** A message as the outbox keeps it. */
export interface OutboxRecord {
  id: number;
  channel: MessageChannel;
  template: MessageTemplate;
  recipient: string;
  /** As its writer gave it (this outbox's scope taken off). */
  idempotencyKey: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  /** Its template's values; null for a code or a link (SECRET_TEMPLATES). */
  payload: Record<string, string> | null;
}

/** `prefix` as a LIKE pattern that matches it literally, then anything. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The messages keyed under `prefixes` within `scope` (see `Outbox.keyed`). */
export async function keyedMessages(
  db: Executor,
  scope: string,
  prefixes: readonly string[],
): Promise<OutboxRecord[]> {
  if (prefixes.length === 0) return [];
  const patterns = prefixes.map(
    (prefix) => sql`${outboxMessages.idempotencyKey} like ${startsWith(`${scope}${prefix}`)}`,
  );
  const {
    id,
    channel,
    template,
    recipient,
    idempotencyKey,
    status,
    attempts,
    createdAt,
    sentAt,
    lastError,
    payload,
  } = outboxMessages;
  const rows = await db
    .select({
      id,
      channel,
      template,
      recipient,
      idempotencyKey,
      status,
      attempts,
      createdAt,
      sentAt,
      lastError,
      payload,
    })
    .from(outboxMessages)
    .where(sql.join(patterns, sql` or `))
    .orderBy(createdAt, id);
  return rows.map((row) => ({
    ...row,
    idempotencyKey: row.idempotencyKey.slice(scope.length),
    payload: SECRET_TEMPLATES.has(row.template) ? null : row.payload,
  }));
}
