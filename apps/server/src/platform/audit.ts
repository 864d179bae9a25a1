import { type Executor, schema } from "@odin/db";
import type { FastifyRequest } from "fastify";
import { signedInStaff } from "./staff-guard";

/**
 * The audit log's one way in (decision 62): a back-office write calls `recordAudit` in the
 * transaction that makes the change, so the entry and the change commit together or not at all.
 * There is no update or delete of the log in the code, and the database refuses both.
 */

/** Who acted, from where: a request's staff member, or the store itself (a job, a gateway's answer). */
export interface AuditActor {
  staffId: number | null;
  name: string;
  clientAddress: string;
  userAgent: string;
  correlationId: string;
}

/** A change to record: the resource, its id, what was done, and the fields before and after. */
export interface AuditChange {
  resource: string;
  resourceId: string | number;
  action: string;
  before?: Readonly<Record<string, unknown>> | null;
  after?: Readonly<Record<string, unknown>> | null;
}

const recorded = new WeakSet<AuditActor>();
const actors = new WeakMap<FastifyRequest, AuditActor>();

/** Where a request came from, as the log and a staff session record it. */
export function requestClient(request: FastifyRequest): Omit<AuditActor, "staffId" | "name"> {
  return {
    clientAddress: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 512),
    correlationId: String(request.id),
  };
}

/** A request's actor: whoever it is, the address and agent it came with. */
export function requestActor(request: FastifyRequest, who: { staffId: number; name: string }): AuditActor {
  return { ...who, ...requestClient(request) };
}

/** The staff member of a guarded back-office request, as the log names them (one actor per request). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const known = actors.get(request);
  if (known) return known;
  const staff = signedInStaff(request);
  const actor = requestActor(request, { staffId: staff.userId, name: staff.name });
  actors.set(request, actor);
  return actor;
}

/** The store acting on its own (a job, a gateway's settlement). */
export function systemActor(what: string, correlationId: string): AuditActor {
  return { staffId: null, name: what, clientAddress: "", userAgent: "", correlationId };
}

/** Fields whose values never enter the log: secrets, and bank numbers shown by their last four digits. */
const SECRET = /password|secret|token|code_?hash|otp|cvv/i;
const BANK_NUMBER = /account_?number|accountNo|ifsc/i;

function masked(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET.test(field)) return "[secret]";
  if (BANK_NUMBER.test(field)) return `••••${String(value).slice(-4)}`;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between `before` and `after`, each `{ from, to }`, masked. */
export function changesOf(
  before: Readonly<Record<string, unknown>> | null | undefined,
  after: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!same(from, to)) changes[field] = { from: masked(field, from), to: masked(field, to) };
  }
  return changes;
}

/** Appends one entry in `db` (the transaction of the change). */
export async function recordAudit(db: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorId: actor.staffId,
    actorName: actor.name,
    resource: change.resource,
    resourceId: String(change.resourceId),
    action: change.action,
    changes: changesOf(change.before, change.after),
    clientAddress: actor.clientAddress,
    userAgent: actor.userAgent,
    correlationId: actor.correlationId,
  });
  recorded.add(actor);
}

/** Whether the request's staff member recorded an entry (serve's check that a back-office write was audited). */
export function auditedRequest(request: FastifyRequest): boolean {
  const actor = actors.get(request);
  return actor !== undefined && recorded.has(actor);
}
