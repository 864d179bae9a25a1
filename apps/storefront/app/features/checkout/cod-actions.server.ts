import {
  captchaVerifyRequest,
  formatMessage,
  MESSAGES,
  type OtpSentResponse,
  otpProblem,
  otpResendRequest,
  otpValidateRequest,
  type Problem,
  type Result,
} from "@odin/contracts";
import { type AppLoadContext, data } from "react-router";
import { formText } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { CHECKOUT_FIELDS, type CheckoutAnswer, PAYMENT_INTENTS } from "./checkout-forms";

type Services = AppLoadContext["services"];

/** The number the code goes to: the delivery address's, as the payment step's options name it. */
async function codMobileNumber(services: Services): Promise<string | undefined> {
  const methods = await services.payments.methods({});
  return methods.ok ? methods.value.mobileNumber : undefined;
}

/** A code sent: its session for the next forms, and the seconds before a new one may be asked for. */
function sent(intent: string, mobileNumber: string, answer: OtpSentResponse) {
  return data<CheckoutAnswer>({
    intent,
    ok: true,
    message: formatMessage.codOtpSent(mobileNumber),
    values: { sessionID: answer.sessionID },
    resendAfterSeconds: answer.resendAfterSeconds,
  });
}

/** A code refused, with the problem's status as `POST /api/otp/generate|resend` answers it (429: too many asks). */
function refusedOtp(intent: string, problem: Problem, sessionID: string | undefined) {
  const values = sessionID ? { sessionID } : {};
  return refused(intent, { message: problem.detail, values }, problem.status);
}

function answered(intent: string, mobileNumber: string, result: Result<OtpSentResponse>, sessionID?: string) {
  return result.ok ? sent(intent, mobileNumber, result.value) : refusedOtp(intent, result.problem, sessionID);
}

/**
 * The cash-on-delivery code's forms (spec 3 §4 OTP): SEND OTP, RESEND OTP (the same session, after
 * 30 s) and VERIFY (4 to 6 digits). The number is always the delivery address's, read on the server.
 */
export async function answerCodForm(services: Services, form: FormData, intent: string) {
  const mobileNumber = await codMobileNumber(services);
  const sessionID = formText(form, CHECKOUT_FIELDS.sessionID);
  if (!mobileNumber) return refused(intent, { message: MESSAGES.payment.noAddress });
  if (intent === PAYMENT_INTENTS.sendOtp)
    return answered(intent, mobileNumber, await services.otp.sendCod(mobileNumber));
  if (intent === PAYMENT_INTENTS.resendOtp) {
    const input = otpResendRequest.safeParse({ sessionID, mobileNumber });
    if (!input.success) return refused(intent, { message: MESSAGES.otp.invalidCheckAgain });
    return answered(intent, mobileNumber, await services.otp.resendCod(input.data), sessionID);
  }
  const passPhrase = formText(form, CHECKOUT_FIELDS.otp).trim();
  const values = { sessionID };
  const problem = otpProblem(passPhrase);
  if (problem) return refused(intent, { fieldErrors: { otp: problem }, values });
  const input = otpValidateRequest.safeParse({ sessionID, mobileNumber, passPhrase, purpose: "cod" });
  if (!input.success)
    return refused(intent, { fieldErrors: { otp: MESSAGES.otp.invalidCheckAgain }, values });
  const checked = await services.otp.validateCod(input.data);
  if (!checked.ok) return refused(intent, { fieldErrors: { otp: checked.problem.detail }, values });
  return data<CheckoutAnswer>({ intent, ok: true, message: MESSAGES.otp.verified, values });
}

/**
 * The cash-on-delivery captcha (spec 3 §4): its solution checked and spent as `POST /api/captcha/verify`
 * with purpose `cod` does; passed, the answer sets the `codCaptcha` cookie PLACE ORDER needs.
 */
export async function answerCodCaptcha(services: Services, form: FormData) {
  const intent = PAYMENT_INTENTS.checkCaptcha;
  const input = captchaVerifyRequest.safeParse({
    payload: formText(form, CHECKOUT_FIELDS.captchaToken),
    purpose: "cod",
  });
  const passed = input.success && (await services.otp.passCodCaptcha(input.data.payload));
  if (!passed) return refused(intent, { message: MESSAGES.login.captchaFailed });
  return accepted(intent, MESSAGES.payment.captchaPassed);
}
