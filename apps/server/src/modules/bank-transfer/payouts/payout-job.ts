import type { Transaction } from "@odin/db";
import type { PayoutsConfig } from "../../../platform/config-bank-transfer";
import { defineJob, enqueue, type JobContext, jobName } from "../../../platform/jobs";
import type { AccountCipher } from "../account-cipher";
import { findOwnNeft } from "../bank-transfer.repo";
import type { PayoutSettlements } from "./payout-settlements";
import { isFinal, NARRATION } from "./payout-states";
import { failUnsent, findPayoutById, type PayoutRow, recordProviderState } from "./payouts.repo";
import type { PayoutsClient, ProviderPayout } from "./payouts-client";

/**
 * Pays a payout and follows it (decision 44): written by `requestPayout` in its caller's transaction,
 * it asks the provider to pay (our reference as the idempotency key, so a second run, or a retry after
 * a lost answer, gets the first payout back and pays nothing twice), keeps the provider's id and
 * status, and runs again every ODIN_PAYOUTS_POLL_SECONDS until the status is final.
 */
export const SEND_PAYOUT = jobName<{ payoutId: number; round: number }>("send-payout");

export interface PayoutJobDeps {
  client: PayoutsClient;
  cipher: AccountCipher;
  config: Pick<PayoutsConfig, "pollSeconds" | "pollDays">;
  /** Who hears of a payout that became final (a returned item's move to REFUNDED). */
  settlements: Pick<PayoutSettlements, "settled">;
  now: () => Date;
}

/** The provider's payout, checked to be ours, as we keep it. */
function stateOf(payout: PayoutRow, answer: ProviderPayout) {
  if (
    answer.amount !== payout.amount ||
    (answer.reference_id !== null && answer.reference_id !== payout.reference)
  )
    throw new Error(`payout ${payout.reference}: the provider answered another amount or reference`);
  const reason = answer.status_details?.description ?? answer.failure_reason ?? null;
  return {
    providerPayoutId: answer.id,
    status: answer.status,
    utr: answer.utr ?? null,
    failureReason: isFinal(answer.status) && answer.status !== "processed" ? reason : null,
  };
}

export function payoutJob(deps: PayoutJobDeps) {
  const { client, cipher, config, settlements } = deps;

  /** Records a change in one transaction with what follows from it when the payout became final. */
  async function record(
    db: JobContext["db"],
    correlationId: string,
    change: (tx: Transaction) => Promise<PayoutRow | undefined>,
  ) {
    await db.transaction(async (tx) => {
      const payout = await change(tx);
      if (payout?.settledAt) await settlements.settled(tx, { payout, correlationId });
    });
  }

  /** Asks the provider to pay; undefined when it refused the request (then the payout failed). */
  async function create(payout: PayoutRow, { db, log, jobId }: Pick<JobContext, "db" | "log" | "jobId">) {
    const correlationId = `job-${jobId}`;
    const neft = await findOwnNeft(db, payout.userId, payout.neftId);
    let accountNumber: string | undefined;
    try {
      accountNumber = neft ? cipher.open(neft.accountNumberSealed, payout.userId) : undefined;
    } catch {
      accountNumber = undefined;
    }
    if (!neft || accountNumber === undefined) {
      const reason = "the bank details cannot be read with the current key";
      await record(db, correlationId, (tx) => failUnsent(tx, payout.id, reason));
      log.warn({ reference: payout.reference }, "payout failed: its bank details cannot be read");
      return undefined;
    }
    const answer = await client.create({
      reference: payout.reference,
      amount: payout.amount,
      mode: payout.mode === "IMPS" ? "IMPS" : "NEFT",
      narration: NARRATION[payout.reason] ?? NARRATION.return,
      beneficiary: { name: neft.accountHolderName, ifsc: neft.ifscCode, accountNumber },
      userId: payout.userId,
    });
    if (answer.kind === "refused") {
      await record(db, correlationId, (tx) => failUnsent(tx, payout.id, answer.reason));
      log.warn({ reference: payout.reference }, "payout refused by the provider");
      return undefined;
    }
    return answer.payout;
  }

  return defineJob(
    SEND_PAYOUT,
    async ({ payoutId, round }, { db, log, jobId }) => {
      const payout = await findPayoutById(db, payoutId);
      if (!payout || payout.settledAt) return;
      const answer = payout.providerPayoutId
        ? await client.fetch(payout.providerPayoutId)
        : await create(payout, { db, log, jobId });
      if (!answer) return;
      const state = stateOf(payout, answer);
      await record(db, `job-${jobId}`, (tx) => recordProviderState(tx, payout.id, state));
      if (isFinal(answer.status)) {
        log.info({ reference: payout.reference, status: answer.status }, "payout settled");
        return;
      }
      const now = deps.now();
      if (now.getTime() - payout.createdAt.getTime() > config.pollDays * 86_400_000) {
        log.error(
          { reference: payout.reference, status: answer.status },
          "payout still open: left to the operator",
        );
        return;
      }
      const runAt = new Date(now.getTime() + config.pollSeconds * 1000);
      const next = round + 1;
      await enqueue(
        db,
        SEND_PAYOUT,
        { payoutId, round: next },
        { runAt, key: `${payout.reference}:${next}` },
      );
    },
    { maxAttempts: 10 },
  );
}
