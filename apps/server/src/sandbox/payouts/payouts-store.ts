import { createHash } from "node:crypto";
import { sandboxId } from "../pg/sandbox-kit";

/**
 * The payouts sandbox's state, in memory (a sandbox runs in one process): payouts shaped as RazorpayX
 * answers them, and the idempotency keys already used with the hash of the body each came with.
 */

/** What a status fetch moves a processing payout to; `processing` holds it there. */
export const SANDBOX_OUTCOMES = ["processed", "reversed", "rejected", "failed", "processing"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export interface SandboxPayout {
  id: string;
  entity: "payout";
  fund_account_id: string;
  fund_account: {
    id: string;
    entity: "fund_account";
    account_type: "bank_account";
    bank_account: { name: string; ifsc: string; account_number: string };
    contact: Record<string, unknown>;
  };
  amount: number;
  currency: "INR";
  fees: number;
  tax: number;
  status: string;
  utr: string | null;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  status_details: { reason: string | null; description: string | null; source: string | null } | null;
  created_at: number;
  /** The tester's choice for the next status fetch (not part of the answer). */
  next: SandboxOutcome;
}

export type PayoutFields = Pick<
  SandboxPayout,
  "amount" | "mode" | "purpose" | "reference_id" | "narration"
> & { bank_account: SandboxPayout["fund_account"]["bank_account"]; contact: Record<string, unknown> };

const hashOf = (body: string) => createHash("sha256").update(body).digest("hex");

const FAILURES: Record<Exclude<SandboxOutcome, "processed" | "processing">, string> = {
  reversed: "The beneficiary bank returned the transfer (sandbox).",
  rejected: "The payout was rejected by an approver (sandbox).",
  failed: "The beneficiary account is invalid (sandbox).",
};

export function createPayoutsStore() {
  const payouts = new Map<string, SandboxPayout>();
  const keys = new Map<string, { hash: string; id: string }>();

  return {
    payouts,

    /** The payout of this key: the first one when the key was used with the same body, else a conflict. */
    create(key: string, rawBody: string, fields: PayoutFields): SandboxPayout | "conflict" {
      const used = keys.get(key);
      if (used) return used.hash === hashOf(rawBody) ? (payouts.get(used.id) ?? "conflict") : "conflict";
      const fundAccountId = sandboxId("fa_");
      const payout: SandboxPayout = {
        id: sandboxId("pout_"),
        entity: "payout",
        fund_account_id: fundAccountId,
        fund_account: {
          id: fundAccountId,
          entity: "fund_account",
          account_type: "bank_account",
          bank_account: fields.bank_account,
          contact: fields.contact,
        },
        amount: fields.amount,
        currency: "INR",
        fees: 0,
        tax: 0,
        status: "processing",
        utr: null,
        mode: fields.mode,
        purpose: fields.purpose,
        reference_id: fields.reference_id,
        narration: fields.narration,
        status_details: null,
        created_at: Math.floor(Date.now() / 1000),
        next: "processed",
      };
      payouts.set(payout.id, payout);
      keys.set(key, { hash: hashOf(rawBody), id: payout.id });
      return payout;
    },

    /** Moves a processing payout to an outcome (`processing` leaves it). */
    settle(payout: SandboxPayout, outcome: SandboxOutcome): void {
      if (payout.status !== "processing" || outcome === "processing") return;
      payout.status = outcome;
      if (outcome === "processed") payout.utr = `SBX${Date.now()}`.slice(0, 16);
      else
        payout.status_details = {
          reason: outcome,
          description: FAILURES[outcome],
          source: "beneficiary_bank",
        };
    },
  };
}

export type PayoutsStore = ReturnType<typeof createPayoutsStore>;

/** A payout as the API answers it (without the tester's choice). */
export function answerOf(payout: SandboxPayout): Omit<SandboxPayout, "next"> {
  const { next: _next, ...answer } = payout;
  return answer;
}
