import type { PayoutMode } from "@odin/db";
import type { PayoutsConfig } from "../../../platform/config-bank-transfer";

/**
 * The payouts provider's API (decision 44), shaped as RazorpayX Payouts
 * (https://razorpay.com/docs/api/x/payout-composite/): Basic authentication with the key id and
 * secret; `POST /v1/payouts` with the fund account inline (composite: bank account and contact), the
 * business account it is paid from, the amount in paise, and our reference as the
 * `X-Payout-Idempotency` key, so a repeated request answers the first payout; `GET /v1/payouts/{id}`
 * for its status. The sandbox at `/_sandbox/payouts` speaks the same protocol.
 */

/** A payout as the provider answers it (the fields we read). */
/** Where the payouts sandbox answers (demo mode and tests). */
export const SANDBOX_PAYOUTS_PATH = "/_sandbox/payouts";

export interface ProviderPayout {
  id: string;
  entity: "payout";
  status: string;
  amount: number;
  reference_id: string | null;
  utr: string | null;
  status_details?: { reason?: string | null; description?: string | null } | null;
  failure_reason?: string | null;
}

export interface PayoutRequest {
  reference: string;
  amount: number;
  mode: PayoutMode;
  narration: string;
  beneficiary: { name: string; ifsc: string; accountNumber: string };
  /** Our shopper's id, as the provider's contact reference. */
  userId: number;
}

/** Created (or the first payout of that key, answered again), or refused as a bad request. */
export type CreateAnswer = { kind: "created"; payout: ProviderPayout } | { kind: "refused"; reason: string };

export interface PayoutsClient {
  create(request: PayoutRequest): Promise<CreateAnswer>;
  fetch(providerPayoutId: string): Promise<ProviderPayout>;
}

/** A call that did not get an answer to act on: retried by the job (with the same key). */
export class PayoutsUnavailable extends Error {}

const TIMEOUT_MS = 15_000;

interface ErrorBody {
  error?: { code?: string; description?: string };
}

export function createPayoutsClient(config: PayoutsConfig, base: () => Promise<string>): PayoutsClient {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call(method: "GET" | "POST", path: string, extra: Record<string, string>, body?: unknown) {
    const headers: Record<string, string> = { accept: "application/json", authorization, ...extra };
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      return await fetch(`${await base()}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
      throw new PayoutsUnavailable(`payouts: ${method} ${path.split("/").slice(0, 3).join("/")} ${reason}`);
    }
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new PayoutsUnavailable(`payouts: ${what} answered ${response.status} without JSON`);
    }
  }

  return {
    async create(request) {
      const body = {
        account_number: config.accountNumber,
        amount: request.amount,
        currency: "INR",
        mode: request.mode,
        purpose: "refund",
        fund_account: {
          account_type: "bank_account",
          bank_account: {
            name: request.beneficiary.name,
            ifsc: request.beneficiary.ifsc,
            account_number: request.beneficiary.accountNumber,
          },
          contact: {
            name: request.beneficiary.name,
            type: "customer",
            reference_id: `odin-user-${request.userId}`,
          },
        },
        queue_if_low_balance: true,
        reference_id: request.reference,
        narration: request.narration,
      };
      const response = await call("POST", "/v1/payouts", { "x-payout-idempotency": request.reference }, body);
      // A 4xx other than authentication or limits is the provider's verdict on the request itself.
      if (
        response.status >= 400 &&
        response.status < 500 &&
        ![401, 408, 409, 429].includes(response.status)
      ) {
        const refusal = await json<ErrorBody>(response, "POST /v1/payouts");
        return {
          kind: "refused",
          reason: refusal.error?.description?.slice(0, 200) ?? `HTTP ${response.status}`,
        };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new PayoutsUnavailable(`payouts: POST /v1/payouts answered ${response.status}`);
      }
      return { kind: "created", payout: await json<ProviderPayout>(response, "POST /v1/payouts") };
    },

    async fetch(providerPayoutId) {
      const response = await call("GET", `/v1/payouts/${encodeURIComponent(providerPayoutId)}`, {});
      if (!response.ok) {
        await response.body?.cancel();
        throw new PayoutsUnavailable(`payouts: GET /v1/payouts/{id} answered ${response.status}`);
      }
      return json<ProviderPayout>(response, "GET /v1/payouts/{id}");
    },
  };
}
