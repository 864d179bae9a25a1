import type { AdminOrder } from "@odin/contracts";

/**
 * What an order gave back, where, and how far each part has got (decision 65), from the records
 * the modules keep: a cancel's record and a return's fix each item's split (decisions 48, 49); the
 * gateway refund under the item's key (`cancel:<item>`, `return:RT…`) and the payout under the
 * return's number say whether the money has moved. Points go back in the cancel's own transaction,
 * and with a return's refund once the item is back. A gateway refund no record names (a payment the
 * order could not take, `late:…`; the uncollected pickup's cancel, which keeps no record) is listed
 * on its own.
 */

type Refund = AdminOrder["refunds"][number];

export interface RefundSources {
  cancellations: readonly {
    itemId: number;
    toSource: number;
    toLoyalty: number;
    createdAt: Date;
  }[];
  returns: readonly {
    itemId: number;
    returnNumber: string;
    toSource: number;
    toLoyalty: number;
    toBankTransfer: number;
    status: string;
    createdAt: Date;
  }[];
  gatewayRefunds: readonly { idempotencyKey: string; amount: number; status: string; createdAt: Date }[];
  payouts: readonly { reference: string; amount: number; status: string; createdAt: Date }[];
}

/** Not asked for yet: a return whose item has not arrived back. */
const NOT_YET = "not yet";
/** Points are given back as the refund is asked. */
const GIVEN = "given";

function causeOfKey(key: string): Pick<Refund, "itemId" | "cause" | "reference"> {
  const cancel = /^cancel:(\d+)$/.exec(key);
  if (cancel) return { itemId: Number(cancel[1]), cause: "cancel", reference: key };
  const returned = /^return:(RT\d+)$/.exec(key);
  if (returned) return { itemId: null, cause: "return", reference: returned[1] ?? key };
  return { itemId: null, cause: "payment not taken", reference: key };
}

export function refundsOf(sources: RefundSources): Refund[] {
  const gateway = new Map(sources.gatewayRefunds.map((refund) => [refund.idempotencyKey, refund]));
  const payouts = new Map(sources.payouts.map((payout) => [payout.reference, payout]));
  const used = new Set<string>();
  const lines: Refund[] = [];
  const sourceLine = (
    base: Omit<Refund, "destination" | "amount" | "state">,
    key: string,
    amount: number,
  ) => {
    const refund = gateway.get(key);
    if (refund) used.add(key);
    lines.push({
      ...base,
      destination: "source",
      amount,
      state: refund?.status ?? NOT_YET,
      at: refund?.createdAt.toISOString() ?? base.at,
    });
  };

  for (const cancel of sources.cancellations) {
    const base = {
      itemId: cancel.itemId,
      cause: "cancel" as const,
      reference: `cancel:${cancel.itemId}`,
      at: cancel.createdAt.toISOString(),
    };
    if (cancel.toSource > 0) sourceLine(base, base.reference, cancel.toSource);
    if (cancel.toLoyalty > 0)
      lines.push({ ...base, destination: "loyalty", amount: cancel.toLoyalty, state: GIVEN });
  }
  for (const ret of sources.returns) {
    const base = { itemId: ret.itemId, cause: "return" as const, reference: ret.returnNumber };
    const at = ret.createdAt.toISOString();
    const asked = ret.status === "REFUND_REQUESTED";
    if (ret.toSource > 0) sourceLine({ ...base, at }, `return:${ret.returnNumber}`, ret.toSource);
    if (ret.toLoyalty > 0)
      lines.push({
        ...base,
        at,
        destination: "loyalty",
        amount: ret.toLoyalty,
        state: asked ? GIVEN : NOT_YET,
      });
    if (ret.toBankTransfer > 0) {
      const payout = payouts.get(ret.returnNumber);
      lines.push({
        ...base,
        at: payout?.createdAt.toISOString() ?? at,
        destination: "bank transfer",
        amount: ret.toBankTransfer,
        state: payout?.status ?? NOT_YET,
      });
    }
  }
  for (const refund of sources.gatewayRefunds) {
    if (used.has(refund.idempotencyKey)) continue;
    lines.push({
      ...causeOfKey(refund.idempotencyKey),
      destination: "source",
      amount: refund.amount,
      state: refund.status,
      at: refund.createdAt.toISOString(),
    });
  }
  return lines;
}
