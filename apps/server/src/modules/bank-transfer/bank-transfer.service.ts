import {
  BANK_TRANSFER,
  type BankTransferInput,
  type BankTransferProblem,
  bankTransferProblems,
  fail,
  maskedAccountNumber,
  type NeftDetail,
  type NeftListResponse,
  ok,
  type PayoutProblem,
  payoutProblems,
  type Result,
  sessionProblems,
} from "@odin/contracts";
import type { Database, Transaction } from "@odin/db";
import type { BankTransferConfig } from "../../platform/config-bank-transfer";
import { enqueue } from "../../platform/jobs";
import type { Limiter } from "../../platform/rate-limit";
import { lockShopper } from "../addresses";
import type { AccountCipher } from "./account-cipher";
import {
  countNeft,
  findOwnNeft,
  insertNeft,
  listNeft,
  type NeftRow,
  refreshSameAccount,
  touchNeft,
} from "./bank-transfer.repo";
import { SEND_PAYOUT } from "./payouts/payout-job";
import {
  PAYOUT_AMOUNT,
  PAYOUT_REFERENCE,
  type PayoutReason,
  type PayoutStatus,
} from "./payouts/payout-states";
import { findPayoutByReference, insertPayout, type PayoutRow } from "./payouts/payouts.repo";

export interface BankTransferDeps {
  db: Database;
  cipher: AccountCipher;
  config: Pick<BankTransferConfig, "payouts">;
  saves: Limiter;
}

/** What a return or cancellation asks to be refunded by bank transfer. */
export interface PayoutInput {
  /** The shopper refunded; the record must be theirs. */
  userId: number;
  /** The bank-transfer record chosen (the return's or cancel's neft id). */
  neftId: number;
  /** Paise, at least 100 (₹1). */
  amount: number;
  /** The idempotency key: 4-36 letters, digits, `-` or `_`, unique per refund (e.g. `RT-123-1`). */
  reference: string;
  reason: PayoutReason;
}

/** A payout as the caller sees it. `created` is false when the reference already named this payout. */
export interface PayoutView {
  payoutId: number;
  reference: string;
  amount: number;
  status: PayoutStatus;
  created: boolean;
}

/**
 * Bank-transfer ("NEFT") records (spec 3 §3, §4, §5, §7 addNEFT) and the payouts that refund to them
 * (decision 44). Every call names the shopper; a record that is not theirs answers `neftNotFound`.
 */
export interface BankTransferService {
  /** Most recently saved or used first, account numbers masked. */
  list(userId: number): Promise<NeftListResponse>;
  /** Saves the details and answers the saved record; the same account again answers its record. */
  add(userId: number, input: BankTransferInput): Promise<Result<NeftDetail, BankTransferProblem>>;
  /**
   * Records a refund by bank transfer in the caller's transaction and schedules the job that pays it.
   * The same reference again creates nothing new (it answers the first payout, `created: false`), and
   * is refused when it names another amount, shopper or record. Throws on an amount outside
   * 100..10,000,000 paise, a reference that is not an idempotency key, or an unknown reason (bugs).
   */
  requestPayout(tx: Transaction, input: PayoutInput): Promise<Result<PayoutView, PayoutProblem>>;
  /** A payout by its reference (for the caller's status pages and tests); undefined when unknown. */
  payout(reference: string): Promise<PayoutView | undefined>;
}

/** A record as every answer shows it. */
export function toNeftDetail(row: NeftRow): NeftDetail {
  return {
    id: row.id,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    branchName: row.branchName,
    ifscCode: row.ifscCode,
    accountType: row.accountType === "CC" ? "CC" : "SB",
    accountNumber: maskedAccountNumber(row.accountNumberLastFour),
    createdDate: row.createdAt.toISOString(),
  };
}

const viewOf = (row: PayoutRow, created: boolean): PayoutView => ({
  payoutId: row.id,
  reference: row.reference,
  amount: row.amount,
  status: row.status as PayoutStatus,
  created,
});

function checkPayoutInput(input: PayoutInput): void {
  const { amount, reference, reason } = input;
  if (!Number.isInteger(amount) || amount < PAYOUT_AMOUNT.min || amount > PAYOUT_AMOUNT.max)
    throw new RangeError(
      `payout amount ${amount} is outside ${PAYOUT_AMOUNT.min}..${PAYOUT_AMOUNT.max} paise`,
    );
  if (!PAYOUT_REFERENCE.test(reference)) throw new RangeError(`payout reference "${reference}" is not a key`);
  if (reason !== "return" && reason !== "cancel") throw new RangeError(`payout reason "${reason}"`);
}

/**
 * Asking for a payout (a refund by bank transfer) in the caller's transaction: all that needs of the
 * module is its configuration, so the operator's commands ask the same way as the store.
 */
export function payoutRequests(
  config: Pick<BankTransferConfig, "payouts">,
): Pick<BankTransferService, "requestPayout"> {
  return {
    async requestPayout(tx, input) {
      checkPayoutInput(input);
      const { userId, neftId, amount, reference, reason } = input;
      if (!(await findOwnNeft(tx, userId, neftId))) return fail(payoutProblems.neftNotFound());
      const mode = config.payouts.mode;
      const row = await insertPayout(tx, { reference, userId, neftId, amount, reason, mode });
      if (!row) {
        const first = await findPayoutByReference(tx, reference);
        const same = first && first.userId === userId && first.neftId === neftId && first.amount === amount;
        return same ? ok(viewOf(first, false)) : fail(payoutProblems.referenceReused());
      }
      await touchNeft(tx, userId, neftId);
      await enqueue(tx, SEND_PAYOUT, { payoutId: row.id, round: 0 }, { key: `${reference}:0` });
      return ok(viewOf(row, true));
    },
  };
}

export function createBankTransferService(deps: BankTransferDeps): BankTransferService {
  const { db, cipher } = deps;

  return {
    list: async (userId) => ({ neftDetailList: (await listNeft(db, userId)).map(toNeftDetail) }),

    async add(userId, input) {
      if ((await deps.saves.hit(String(userId))) > deps.saves.points)
        return fail(bankTransferProblems.tooManySaves());
      const fields = {
        accountHolderName: input.accountHolderName,
        bankName: input.bankName,
        branchName: input.branchName,
        ifscCode: input.ifscCode,
        accountType: input.accountType,
        accountNumberSealed: cipher.seal(input.accountNumber, userId),
        accountNumberLastFour: input.accountNumber.slice(-4),
        accountFingerprint: cipher.fingerprint(input.ifscCode, input.accountNumber),
      };
      return db.transaction(async (tx) => {
        if (!(await lockShopper(tx, userId))) return fail(sessionProblems.signInRequired());
        const same = await refreshSameAccount(tx, userId, fields);
        if (same) return ok(toNeftDetail(same));
        if ((await countNeft(tx, userId)) >= BANK_TRANSFER.perShopper)
          return fail(bankTransferProblems.neftLimit());
        return ok(toNeftDetail(await insertNeft(tx, userId, fields)));
      });
    },

    ...payoutRequests(deps.config),

    async payout(reference) {
      const row = await findPayoutByReference(db, reference);
      return row ? viewOf(row, false) : undefined;
    },
  };
}
