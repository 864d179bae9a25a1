import {
  MESSAGES,
  mobileNumberProblem,
  type OrderProblem,
  PAYMENT_ERROR_MESSAGES,
  type Problem,
  walletOtpProblem,
} from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { transactionIdOf } from "./load-pay.server";
import { PAY_FIELDS, PAY_INTENTS, type PayAnswer, type PayField } from "./pay-forms";
import { toCheckoutEntry } from "./shipping-actions.server";

type Wallet = AppLoadContext["services"]["payments"]["wallet"];
type Values = Partial<Record<PayField, string>>;

/** The message of a Paytm refusal: its error code's (spec 3 §8), else the problem's own. */
function messageOf(problem: Problem<OrderProblem>): string {
  return PAYMENT_ERROR_MESSAGES[problem.code as keyof typeof PAYMENT_ERROR_MESSAGES] ?? problem.detail;
}

/**
 * A wallet step refused: said in place, what the step needs kept; a code refused is said under its
 * field. The status is the problem's, as the REST routes answer it.
 */
function walletRefusal(intent: string, problem: Problem<OrderProblem>, values: Values) {
  if (problem.name === "signInRequired") throw toCheckoutEntry();
  const { status } = problem;
  const message = messageOf(problem);
  if (intent === PAY_INTENTS.verifyOtp && problem.name === "wallet")
    return refused<PayField>(intent, { fieldErrors: { otp: message }, values }, status);
  return refused<PayField>(intent, { message, values }, status);
}

/** SEND OTP: Paytm sends its code to the wallet's mobile number (prefilled with the delivery address's). */
async function sendOtp(wallet: Wallet, transactionId: string, form: FormData) {
  const intent = PAY_INTENTS.sendOtp;
  const mobileNumber = formText(form, PAY_FIELDS.mobileNumber).trim();
  const values = { mobileNumber };
  const problem = mobileNumberProblem(mobileNumber);
  if (problem) return refused<PayField>(intent, { fieldErrors: { mobileNumber: problem }, values });
  const sent = await wallet.sendOtp({ transactionId, mobileNumber });
  if (!sent.ok) return walletRefusal(intent, sent.problem, values);
  return data<PayAnswer>({ intent, ok: true, message: MESSAGES.payment.walletOtpSent, values });
}

/** VERIFY OTP: the code Paytm sent ("Please enter the OTP sent by Paytm." when missing); then the balance. */
async function verifyOtp(wallet: Wallet, transactionId: string, form: FormData) {
  const intent = PAY_INTENTS.verifyOtp;
  const otp = formText(form, PAY_FIELDS.otp).trim();
  const values = { mobileNumber: formText(form, PAY_FIELDS.mobileNumber).trim() };
  const problem = walletOtpProblem(otp);
  if (problem) return refused<PayField>(intent, { fieldErrors: { otp: problem }, values });
  const checked = await wallet.validateOtp({ transactionId, otp });
  if (!checked.ok) return walletRefusal(intent, checked.problem, values);
  const { balance, sufficient } = checked.value;
  const answer: PayAnswer = {
    intent,
    ok: true,
    message: MESSAGES.otp.verified,
    values: {
      ...values,
      ...(balance === undefined ? {} : { balance: String(balance) }),
      sufficient: String(sufficient !== false),
    },
  };
  return data(answer);
}

/** PAY: the wallet pays the attempt; on to where its answer says (the confirmation, or the failure page). */
async function pay(wallet: Wallet, transactionId: string, form: FormData) {
  const values: Values = {};
  for (const name of [PAY_FIELDS.mobileNumber, PAY_FIELDS.balance, PAY_FIELDS.sufficient]) {
    const value = formText(form, name);
    if (value) values[name] = value;
  }
  const paid = await wallet.pay(transactionId);
  if (!paid.ok) return walletRefusal(PAY_INTENTS.pay, paid.problem, values);
  return redirect(paid.value.redirectUrl, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/**
 * The pay page's forms (decision 26): the Paytm wallet's SEND OTP, VERIFY OTP and PAY for the
 * signed-in shopper's attempt, through `services.payments.wallet` (the same service as the REST routes).
 */
export async function payAction({ params, request, context }: ActionFunctionArgs<AppLoadContext>) {
  if (!context.shopper) throw toCheckoutEntry();
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const transactionId = transactionIdOf(params);
  if (!transactionId) return refused(intent, { message: MESSAGES.checkout.orderIdMissing }, 404);
  const { wallet } = context.services.payments;
  switch (intent) {
    case PAY_INTENTS.sendOtp:
      return sendOtp(wallet, transactionId, form);
    case PAY_INTENTS.verifyOtp:
      return verifyOtp(wallet, transactionId, form);
    case PAY_INTENTS.pay:
      return pay(wallet, transactionId, form);
    default:
      return refused(intent, { message: MESSAGES.generic.somethingWentWrong });
  }
}
