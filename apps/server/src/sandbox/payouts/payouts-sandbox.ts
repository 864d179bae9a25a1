import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SANDBOX_PAYOUTS_PATH } from "../../modules/bank-transfer";
import type { PayoutsConfig } from "../../platform/config-bank-transfer";
import { sameSecret } from "../../platform/secrets";
import { bodyOf, type JsonBody } from "../pg/sandbox-kit";
import { answerOf, createPayoutsStore, type PayoutFields, type PayoutsStore } from "./payouts-store";
import { payoutsTester } from "./payouts-tester";

/** RazorpayX's error body. */
function error(reply: FastifyReply, status: number, description: string, field?: string) {
  return reply.status(status).send({
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: null,
      reason: null,
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_ -]{4,36}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const text = (value: unknown, max: number) =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : undefined;
const objectOf = (value: unknown): JsonBody =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as JsonBody) : {};

/** The request's payout, or why RazorpayX would refuse it (the checks of its composite bank-account API). */
function fieldsOf(body: JsonBody, sourceAccount: string): PayoutFields | string {
  if (body.account_number !== sourceAccount) return "The account number is invalid.";
  const amount = body.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
    return "The amount must be at least 100.";
  if (body.currency !== "INR") return "Currency is not supported.";
  if (body.mode !== "NEFT" && body.mode !== "IMPS" && body.mode !== "RTGS") return "The mode is invalid.";
  const purpose = text(body.purpose, 50);
  if (!purpose) return "The purpose field is required.";
  const fundAccount = objectOf(body.fund_account);
  if (fundAccount.account_type !== "bank_account") return "The account type is invalid.";
  const bank = objectOf(fundAccount.bank_account);
  const name = text(bank.name, 120);
  const ifsc = text(bank.ifsc, 11);
  const accountNumber = text(bank.account_number, 40);
  if (!name || name.length < 3) return "The name must be at least 3 characters.";
  if (!ifsc || !IFSC.test(ifsc)) return "The ifsc must be 11 characters.";
  if (!accountNumber || !/^[A-Za-z0-9]{5,40}$/.test(accountNumber)) return "The account number is invalid.";
  const narration = body.narration === undefined ? null : text(body.narration, 30);
  if (narration === undefined || (narration && !/^[A-Za-z0-9 ]+$/.test(narration)))
    return "The narration may only contain alphabets, numbers and spaces, at most 30.";
  const reference = body.reference_id === undefined ? null : text(body.reference_id, 40);
  if (reference === undefined) return "The reference id may not be greater than 40 characters.";
  return {
    amount,
    mode: body.mode,
    purpose,
    reference_id: reference,
    narration,
    bank_account: { name, ifsc, account_number: accountNumber },
    contact: objectOf(fundAccount.contact),
  };
}

/**
 * The payouts provider's stand-in at `/_sandbox/payouts` (demo mode and tests, never in production
 * mode; decision 44), speaking RazorpayX's Payouts API over HTTP: Basic authentication with the
 * configured (or derived) key id and secret, `POST /v1/payouts` with the mandatory
 * `X-Payout-Idempotency` key (the same key and body answer the first payout; another body is refused),
 * and `GET /v1/payouts/{id}`, which moves a processing payout to the tester's outcome (processed by
 * default). The tester's page at `/_sandbox/payouts/tester` chooses processed, reversed, rejected or
 * failed, or holds it processing.
 */
export function payoutsSandbox(app: FastifyInstance, config: PayoutsConfig): PayoutsStore {
  const store = createPayoutsStore();
  const base = SANDBOX_PAYOUTS_PATH;
  const expected = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  const auth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameSecret(request.headers.authorization ?? "", expected))
      return error(reply, 401, "The api key provided is invalid");
  };
  const route = { schema: { hide: true }, preHandler: auth };

  app.post(`${base}/v1/payouts`, route, async (request, reply) => {
    const key = request.headers["x-payout-idempotency"];
    if (typeof key !== "string" || key === "")
      return error(
        reply,
        400,
        "Idempotency key is missing. Include idempotency header and key in the request.",
        "X-Payout-Idempotency",
      );
    if (!IDEMPOTENCY_KEY.test(key))
      return error(reply, 400, "The idempotency key is invalid.", "X-Payout-Idempotency");
    const body = bodyOf(request);
    const fields = fieldsOf(body, config.accountNumber);
    if (typeof fields === "string") return error(reply, 400, fields);
    const payout = store.create(key, JSON.stringify(body), fields);
    if (payout === "conflict")
      return error(
        reply,
        400,
        "Different request body sent for the same Idempotency Header",
        "X-Payout-Idempotency",
      );
    return answerOf(payout);
  });

  app.get<{ Params: { id: string } }>(`${base}/v1/payouts/:id`, route, async (request, reply) => {
    const payout = store.payouts.get(request.params.id);
    if (!payout) return error(reply, 400, "The id provided does not exist");
    store.settle(payout, payout.next);
    return answerOf(payout);
  });

  payoutsTester(app, base, store);
  return store;
}

/**
 * The payouts sandbox in demo mode and tests, with the tester page's form parser in its own scope
 * (like the payment gateways' sandbox): never registered in production mode.
 */
export async function registerPayoutsSandbox(app: FastifyInstance, config: PayoutsConfig): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 65_536 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    payoutsSandbox(scope, config);
  });
}
