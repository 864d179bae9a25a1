import {
  type AdminGatewayRefund,
  type AdminPayout,
  type AdminReturnDetails,
  type AdminReturnRow,
  type AuditEntry,
  RETURN_REASONS,
} from "@odin/contracts";
import type { schema } from "@odin/db";
import { returnRefundOf } from "./return-rules";
import type { ReturnRow } from "./returns.repo";
import type { ItemRow, QueueRow } from "./returns-admin.repo";
import { type ReturnFacts, stageOf } from "./returns-admin-rules";

/** A return as the back office shows it (decision 60): a queue row, and its page. */

export function queueRowOf(row: QueueRow): AdminReturnRow {
  return {
    returnId: row.returnNumber,
    consignmentId: row.consignmentNumber,
    orderId: row.orderNumber,
    itemId: row.itemId,
    styleName: row.styleName,
    brandName: row.brandName,
    size: row.size,
    itemStatus: row.itemStatus,
    stage: row.stage,
    mode: row.mode,
    fcId: row.fcId,
    refundAmount: row.refundAmount,
    pickupScheduledFor: row.pickupScheduledFor,
    requestedAt: new Date(row.createdAt).toISOString(),
  };
}

export function factsOf(row: ReturnRow, item: Pick<ItemRow, "status">): ReturnFacts {
  return {
    mode: row.mode,
    itemStatus: item.status,
    pickupScheduledFor: row.pickupScheduledFor,
    receivedAt: row.receivedAt,
    qualityCheck: row.qualityCheck,
  };
}

/** The fields of a return an audit entry compares before and after a move. */
export function auditFieldsOf(row: ReturnRow, itemStatus: string): Record<string, unknown> {
  return {
    itemStatus,
    pickupScheduledFor: row.pickupScheduledFor,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    qualityCheck: row.qualityCheck,
    qualityNote: row.qualityNote,
  };
}

type UserRow = typeof schema.users.$inferSelect;
type EventRow = typeof schema.orderItemEvents.$inferSelect;

export interface DetailsParts {
  row: ReturnRow;
  item: ItemRow;
  orderNumber: string;
  user: UserRow | undefined;
  centreName: string;
  events: readonly EventRow[];
  gatewayRefunds: AdminGatewayRefund[];
  payouts: AdminPayout[];
  audit: AuditEntry[];
}

export function detailsOf(parts: DetailsParts): AdminReturnDetails {
  const { row, item, user } = parts;
  const { product } = item;
  const split = returnRefundOf({
    source: row.toSource,
    loyalty: row.toLoyalty,
    unpaid: row.toBankTransfer,
    charges: 0,
  });
  return {
    returnId: row.returnNumber,
    consignmentId: row.consignmentNumber,
    orderId: parts.orderNumber,
    stage: stageOf(factsOf(row, item)),
    item: {
      itemId: item.id,
      styleId: item.styleId,
      styleName: product.styleName,
      brandName: product.brandName,
      size: product.size,
      colour: product.colour,
      image: product.image,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
      status: item.status,
    },
    shopper: {
      userId: row.userId,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
      email: user?.email ?? null,
      mobileNumber: user?.mobileNumber ?? null,
    },
    reason: {
      reasonId: row.reasonId,
      reason: RETURN_REASONS.find((reason) => reason.reasonId === row.reasonId)?.reason ?? "",
      comment: row.comment,
    },
    mode: row.mode,
    pickupAddress: row.pickupAddress ?? null,
    fcId: row.fcId,
    centreName: parts.centreName,
    pickupScheduledFor: row.pickupScheduledFor,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    qualityCheck: row.qualityCheck,
    qualityNote: row.qualityNote,
    refund: {
      total: row.refundAmount,
      toSource: row.toSource,
      toLoyalty: row.toLoyalty,
      toBankTransfer: row.toBankTransfer,
      destinations: split.destinations,
      requestedAt: row.refundRequestedAt?.toISOString() ?? null,
      gatewayRefunds: parts.gatewayRefunds,
      payouts: parts.payouts,
    },
    events: parts.events.map((event) => ({
      from: event.fromStatus,
      to: event.status,
      at: event.at.toISOString(),
      by: event.by,
      note: event.detail.note ?? null,
    })),
    audit: parts.audit,
    requestedAt: row.createdAt.toISOString(),
  };
}
