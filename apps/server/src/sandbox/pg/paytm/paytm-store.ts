import { randomBytes } from "node:crypto";
import type { SandboxParts } from "../sandbox-kit";
import { sandboxId, type WebhookMode } from "../sandbox-kit";

/**
 * The Paytm sandbox's state, in memory (a sandbox runs in one process): transactions by order id with
 * their txnToken and wallet login, refunds, the codes "sent" by SMS, and the test wallets.
 */

/** The code every sandbox wallet accepts, as Paytm's staging wallets do. */
export const SANDBOX_OTP = "489871";
/** How long a txnToken works (Paytm: 15 minutes). */
const TOKEN_MS = 15 * 60_000;

/** What a test wallet does; any other 10-digit number is a registered wallet with plenty. */
export interface TestWallet {
  mobile: string;
  note: string;
  registered: boolean;
  /** Paise. */
  balance: number;
  /** Paytm's refusal of the step, when the wallet is one that refuses it. */
  refuse?: "otp" | "balance" | "kyc";
  /** How the debit ends: paid, declined, pending (settled on the tester page), or paid with its answer lost. */
  debit: "success" | "failure" | "pending" | "lostAnswer";
}

const PLENTY = 10_000_000;
export const TEST_WALLETS: readonly TestWallet[] = [
  { mobile: "7777777777", note: "₹1,00,000: pays", registered: true, balance: PLENTY, debit: "success" },
  {
    mobile: "7777777701",
    note: "₹10: insufficient balance",
    registered: true,
    balance: 1_000,
    debit: "success",
  },
  {
    mobile: "7777777702",
    note: "no Paytm wallet (user not registered)",
    registered: false,
    balance: 0,
    debit: "success",
  },
  {
    mobile: "7777777703",
    note: "KYC not done (not eligible)",
    registered: true,
    balance: PLENTY,
    refuse: "kyc",
    debit: "success",
  },
  {
    mobile: "7777777704",
    note: "balance cannot be fetched",
    registered: true,
    balance: PLENTY,
    refuse: "balance",
    debit: "success",
  },
  {
    mobile: "7777777705",
    note: "the code cannot be sent",
    registered: true,
    balance: PLENTY,
    refuse: "otp",
    debit: "success",
  },
  {
    mobile: "7777777706",
    note: "debit pending (settle it on the tester page)",
    registered: true,
    balance: PLENTY,
    debit: "pending",
  },
  { mobile: "7777777707", note: "debit declined", registered: true, balance: PLENTY, debit: "failure" },
  {
    mobile: "7777777708",
    note: "debited, but the answer is lost (webhook or reconciliation settles it)",
    registered: true,
    balance: PLENTY,
    debit: "lostAnswer",
  },
];

export function walletOf(mobile: string): TestWallet {
  return (
    TEST_WALLETS.find((wallet) => wallet.mobile === mobile) ?? {
      mobile,
      note: "any other number",
      registered: true,
      balance: PLENTY,
      debit: "success",
    }
  );
}

export type TxnStatus = "CREATED" | "TXN_SUCCESS" | "TXN_FAILURE" | "PENDING";

export interface SandboxRefund {
  refId: string;
  refundId: string;
  amount: number;
  status: "PENDING" | "TXN_SUCCESS";
}

export interface SandboxTxn {
  orderId: string;
  /** Paise. */
  amount: number;
  custId: string;
  callbackUrl: string;
  txnToken: string;
  tokenExpiresAt: number;
  /** The wallet the code was sent to, and whether its code was accepted. */
  wallet: TestWallet | undefined;
  authenticated: boolean;
  status: TxnStatus;
  txnId: string | undefined;
  respCode: string;
  respMsg: string;
  txnDate: string | undefined;
  refunds: SandboxRefund[];
}

const txnDate = () => new Date().toISOString().replace("T", " ").replace("Z", "");

export function createPaytmStore() {
  const txns = new Map<string, SandboxTxn>();
  const sms: { at: Date; mobile: string; code: string; orderId: string }[] = [];
  const settings: { webhooks: WebhookMode } = { webhooks: "normal" };

  function settle(txn: SandboxTxn, status: TxnStatus, respCode: string, respMsg: string) {
    Object.assign(txn, { status, respCode, respMsg });
  }

  return {
    txns,
    sms,
    settings,

    initiate(input: { orderId: string; amount: number; custId: string; callbackUrl: string }): SandboxTxn {
      const txn: SandboxTxn = {
        ...input,
        txnToken: randomBytes(24).toString("hex"),
        tokenExpiresAt: Date.now() + TOKEN_MS,
        wallet: undefined,
        authenticated: false,
        status: "CREATED",
        txnId: undefined,
        respCode: "",
        respMsg: "",
        txnDate: undefined,
        refunds: [],
      };
      txns.set(txn.orderId, txn);
      return txn;
    },

    /** The transaction a txnToken opens: "expired" past its time, undefined when it is not one. */
    byToken(orderId: string, token: unknown): SandboxTxn | "expired" | undefined {
      const txn = txns.get(orderId);
      if (!txn || typeof token !== "string" || token !== txn.txnToken) return undefined;
      return txn.tokenExpiresAt <= Date.now() ? "expired" : txn;
    },

    sendCode(txn: SandboxTxn, wallet: TestWallet) {
      txn.wallet = wallet;
      txn.authenticated = false;
      sms.unshift({ at: new Date(), mobile: wallet.mobile, code: SANDBOX_OTP, orderId: txn.orderId });
      sms.splice(50);
    },

    /** The debit's transaction, in the state its wallet ends it. */
    debit(txn: SandboxTxn) {
      const wallet = txn.wallet;
      txn.txnId = `${Date.now()}${randomBytes(6).toString("hex")}`;
      txn.txnDate = txnDate();
      if (!wallet || wallet.balance < txn.amount)
        return settle(txn, "TXN_FAILURE", "235", "Wallet balance Insufficient");
      if (wallet.debit === "failure")
        return settle(txn, "TXN_FAILURE", "227", "Your payment has been declined by your bank.");
      if (wallet.debit === "pending")
        return settle(txn, "PENDING", "402", "Looks like the payment is not complete.");
      return settle(txn, "TXN_SUCCESS", "01", "Txn Success");
    },

    settle,

    refund(txn: SandboxTxn, refId: string, amount: number): SandboxRefund {
      const refund: SandboxRefund = { refId, refundId: sandboxId("RF"), amount, status: "PENDING" };
      txn.refunds.push(refund);
      return refund;
    },
  };
}

export type PaytmStore = ReturnType<typeof createPaytmStore>;

/** The Paytm sandbox as its parts share it. */
export interface PaytmSandbox extends SandboxParts<{ mid: string; merchantKey: string }, PaytmStore> {
  /** A transaction changed: its webhook goes out in the tester's mode (with the pending one before it when settled later). */
  paid(txn: SandboxTxn, settledLater: boolean): Promise<void>;
  refunded(txn: SandboxTxn, refund: SandboxRefund): Promise<void>;
}
