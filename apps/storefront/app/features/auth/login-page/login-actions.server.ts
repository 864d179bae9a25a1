import {
  formatMessage,
  identifierKind,
  identifierProblem,
  isGender,
  LABELS,
  MESSAGES,
  mobileNumberProblem,
  otpDetails,
  type Problem,
  pictureProof,
  registerRequest,
  tokenRequest,
} from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { type FormAnswer, formText, INTENT_FIELD } from "../../../lib/form-answer";
import { PRIVATE_NO_STORE } from "../../../lib/private-page";
import {
  LOGIN_FIELDS as F,
  LOGIN_INTENTS as I,
  type LoginAnswer,
  type LoginField,
  type LoginStep,
} from "./login-form";
import { safeNext } from "./next-path";

type Args = ActionFunctionArgs<AppLoadContext>;
type Values = Partial<Record<LoginField, string>>;

const headers = { "Cache-Control": PRIVATE_NO_STORE };

type Picture = LoginAnswer["captcha"];

function answer(
  step: LoginStep,
  body: FormAnswer<LoginField> & { sessionID?: string; captcha?: Picture },
  status = 200,
) {
  return data<LoginAnswer>({ ...body, step } as LoginAnswer, { status, headers });
}

function refuse(
  intent: string,
  step: LoginStep,
  failure: { fieldErrors?: Values; message?: string; values?: Values; sessionID?: string; captcha?: Picture },
  status = 400,
) {
  const { fieldErrors = {}, ...rest } = failure;
  return answer(step, { intent, ok: false, fieldErrors, ...rest }, status);
}

/** A service's refusal, with the status the REST routes answer the same problem with. */
const refuseProblem = (
  intent: string,
  step: LoginStep,
  problem: Problem,
  values: Values,
  sessionID?: string,
  captcha?: Picture,
) =>
  refuse(
    intent,
    step,
    { message: problem.detail, values, ...(sessionID ? { sessionID } : {}), ...(captcha ? { captcha } : {}) },
    problem.status,
  );

/** The refusals that ask for a captcha: the form comes back with a picture of a code to type. */
const ASKS_FOR_CAPTCHA: ReadonlySet<string> = new Set(["captchaRequired", "captchaFailed"]);

/**
 * A refusal of a form that may need the captcha (decision 56): one asking for it (none came, or a
 * wrong or used one) answers the same view with a new picture of a short code, what was typed kept.
 */
async function refuseOrPicture(
  context: AppLoadContext,
  intent: string,
  step: LoginStep,
  problem: Problem,
  values: Values,
) {
  if (!ASKS_FOR_CAPTCHA.has(problem.name)) return refuseProblem(intent, step, problem, values);
  const { challenge, image, width, height, length } = await context.services.account.captchaPicture();
  return refuseProblem(intent, step, problem, values, undefined, { challenge, image, width, height, length });
}

/**
 * The captcha token a form carries: the ALTCHA payload when a script solved it, else the picture's
 * proof (its challenge and the characters typed) when something was typed (decision 56).
 */
function captchaTokenOf(text: (name: LoginField) => string): string | undefined {
  const solved = text(F.captchaToken);
  if (solved) return solved;
  const challenge = text(F.captchaChallenge);
  const typed = text(F.captchaAnswer).trim();
  return challenge && typed ? pictureProof(challenge, typed) : undefined;
}

/** The first message of each field a schema refused. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Values {
  const errors: Values = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as LoginField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A phone number as the OTP services take it: 10 digits, a leading +91 dropped. */
const mobileOf = (identifier: string) => identifier.trim().replace(/^\+?91(?=\d{10}$)/, "");

/**
 * The `/login` page's action (decision 54): every view's form, checked with the contracts' rules and
 * schemas, then the same service as its REST call. A sign-in redirects to the believed `next` with
 * the token cookies; a refusal answers the form with the spec's message and what was typed (never a
 * password), with the REST call's status.
 */
export async function loginAction({ request, context }: Args) {
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const text = (name: LoginField) => formText(form, name);
  const next = safeNext(text(F.next));
  const signedIn = () => redirect(next, { status: 303, headers });
  const { services, featureFlags } = context;
  const identifier = text(F.identifier).trim();

  switch (intent) {
    case I.identify: {
      const problem = identifierProblem(identifier);
      if (problem) {
        const message = identifier === "" ? MESSAGES.login.enterEmailOrPhone : undefined;
        return refuse(intent, "identify", {
          fieldErrors: { identifier: problem },
          values: { identifier },
          ...(message ? { message } : {}),
        });
      }
      if (!(await services.account.userExists(identifier))) {
        const values: Values =
          identifierKind(identifier) === "email"
            ? { email: identifier }
            : { mobileNumber: mobileOf(identifier) };
        return answer("register", { intent, ok: true, message: LABELS.loginModal.newHere, values });
      }
      // A phone number opens the code first (spec 1 §4), while the OTP screen is on.
      if (identifierKind(identifier) === "mobile" && featureFlags.otpScreen)
        return sendLoginCode(args(), intent);
      return answer("password", { intent, ok: true, message: "", values: { identifier } });
    }
    case I.usePassword:
      return answer("password", { intent, ok: true, message: "", values: { identifier } });
    case I.password: {
      const password = text(F.password);
      const values = { identifier };
      const fieldErrors: Values = {};
      const identifierBroken = identifierProblem(identifier);
      if (identifierBroken) fieldErrors.identifier = identifierBroken;
      if (password === "") fieldErrors.password = LABELS.loginModal.required;
      const body = tokenRequest.safeParse({ grant_type: "password", username: identifier, password });
      if (Object.keys(fieldErrors).length > 0 || !body.success || body.data.grant_type !== "password") {
        return refuse(intent, "password", { fieldErrors, values, message: MESSAGES.login.defaultError });
      }
      const captchaToken = captchaTokenOf(text);
      const result = await services.account.signInWithPassword({
        username: body.data.username,
        password: body.data.password,
        ...(captchaToken ? { captchaToken } : {}),
      });
      if (result.ok) return signedIn();
      // Code 605: the phone is proved by a one-time code first (spec 1 §4).
      const toVerify = result.problem.data?.mobileNumber;
      if (result.problem.name === "phoneNotVerified" && typeof toVerify === "string") {
        return sendLoginCode({ ...args(), identifier: toVerify }, intent, result.problem.detail);
      }
      return refuseOrPicture(context, intent, "password", result.problem, values);
    }
    case I.sendOtp:
      return sendLoginCode(args(), intent);
    case I.resendOtp: {
      const sessionID = text(F.sessionID);
      const sent = await services.otp.resend({ sessionID, mobileNumber: mobileOf(identifier) });
      if (!sent.ok) return refuseProblem(intent, "otp", sent.problem, { identifier }, sessionID);
      const message = formatMessage.otpSentTo(mobileOf(identifier));
      return answer("otp", {
        intent,
        ok: true,
        message,
        values: { identifier },
        sessionID: sent.value.sessionID,
      });
    }
    case I.verifyOtp: {
      const sessionID = text(F.sessionID);
      const details = otpDetails.safeParse({ sessionID, passPhrase: text(F.otp).trim() });
      if (!details.success) {
        return refuse(intent, "otp", {
          fieldErrors: { otp: MESSAGES.otp.invalidCheckAgain },
          values: { identifier },
          sessionID,
        });
      }
      const result = await services.account.signInWithOtp({
        mobileNumber: mobileOf(identifier),
        ...details.data,
      });
      if (result.ok) return signedIn();
      return refuseProblem(intent, "otp", result.problem, { identifier }, sessionID);
    }
    case I.register:
    case I.registerOtp:
      return registerAction(args(), intent);
    case I.forgot: {
      const problem = identifierProblem(identifier);
      if (problem)
        return refuse(intent, "forgot", { fieldErrors: { identifier: problem }, values: { identifier } });
      const sent = await services.account.forgotPassword(identifier);
      if (!sent.ok) return refuseProblem(intent, "forgot", sent.problem, { identifier });
      const fallback =
        identifierKind(identifier) === "email"
          ? MESSAGES.forgotPassword.emailSent
          : MESSAGES.forgotPassword.smsSent;
      return answer("forgot", {
        intent,
        ok: true,
        message: sent.value.message || fallback,
        values: { identifier },
      });
    }
    default:
      return refuse(intent, "identify", { message: MESSAGES.generic.somethingWentWrong });
  }

  function args(): StepArgs {
    return { context, identifier, text, signedIn };
  }
}

interface StepArgs {
  context: AppLoadContext;
  identifier: string;
  text: (name: LoginField) => string;
  signedIn: () => Response;
}

/** Sends a login code to the phone and shows the code's form (the password form when sending failed). */
async function sendLoginCode({ context, identifier }: StepArgs, intent: string, notice?: string) {
  const mobileNumber = mobileOf(identifier);
  const values = { identifier: mobileNumber };
  const problem = mobileNumberProblem(mobileNumber);
  if (problem) return refuse(intent, "password", { fieldErrors: { identifier: problem }, values });
  const sent = await context.services.otp.sendLogin(mobileNumber);
  if (!sent.ok) return refuseProblem(intent, "password", sent.problem, values);
  const message = notice ?? formatMessage.otpSentTo(mobileNumber);
  return answer("otp", { intent, ok: true, message, values, sessionID: sent.value.sessionID });
}

/**
 * Registration (spec 1 §2 registrationV2, §3, §5): the form's fields checked by the REST call's schema;
 * while OTP on registration is on, the phone's code is sent (with the captcha the service asks for)
 * and the same form comes back with the code's field. The password is never sent back: it is typed again.
 * A form without the captcha's proof comes back with a picture of a code to type (decision 56).
 */
async function registerAction({ context, text, signedIn }: StepArgs, intent: string) {
  const { services } = context;
  const gender = text(F.gender);
  const fields = {
    name: text(F.name),
    email: text(F.email),
    mobileNumber: mobileOf(text(F.mobileNumber)),
    password: text(F.password),
    ...(isGender(gender) ? { gender } : {}),
  };
  const values: Values = {
    name: fields.name,
    email: fields.email,
    mobileNumber: fields.mobileNumber,
    gender,
  };
  const step: LoginStep = intent === I.registerOtp ? "registerOtp" : "register";
  const sessionID = text(F.sessionID);
  const body = registerRequest.safeParse(fields);
  if (!body.success) {
    const fieldErrors = issuesByField(body.error.issues);
    if (fields.password === "") fieldErrors.password = LABELS.loginModal.required;
    return refuse(intent, step, { fieldErrors, values, ...(sessionID ? { sessionID } : {}) });
  }
  if (intent === I.registerOtp) {
    const details = otpDetails.safeParse({ sessionID, passPhrase: text(F.otp).trim() });
    if (!details.success) {
      return refuse(intent, step, {
        fieldErrors: { otp: MESSAGES.otp.invalidCheckAgain },
        values,
        sessionID,
      });
    }
    const created = await services.account.registerWithOtp({ ...body.data, otpDetails: details.data });
    if (created.ok) return signedIn();
    return refuseProblem(intent, step, created.problem, values, sessionID);
  }
  const captchaToken = captchaTokenOf(text);
  const created = await services.account.register({
    ...body.data,
    ...(captchaToken ? { captchaToken } : {}),
  });
  if (created.ok) return signedIn();
  if (created.problem.name !== "phoneNotVerified")
    return refuseOrPicture(context, intent, step, created.problem, values);
  // Code 605: the phone is proved by a registration code before the account exists.
  const sent = await services.otp.sendRegistration(body.data.mobileNumber, captchaToken);
  if (!sent.ok) return refuseOrPicture(context, intent, step, sent.problem, values);
  const message = formatMessage.otpSentTo(body.data.mobileNumber);
  return answer("registerOtp", { intent, ok: true, message, values, sessionID: sent.value.sessionID });
}
