import { GENDER_OPTIONS, LABELS } from "@odin/contracts";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { INTENT_FIELD, useFormPending } from "../../../lib/form-answer";
import { Button } from "../../../ui/button";
import { SelectField, TextField } from "../../../ui/field";
import { FormError } from "../../../ui/form-error";
import { FormNotice } from "../../../ui/form-notice";
import { PasswordField } from "../../../ui/password-field";
import {
  LOGIN_FIELDS as F,
  LOGIN_INTENTS as I,
  type LoginAnswer,
  type LoginIntent,
  type LoginStep,
} from "./login-form";
import { LOGIN_PATH } from "./next-path";

const L = LABELS.loginModal;

const TITLES: Record<LoginStep, string> = {
  identify: L.titles.loginSubV2,
  password: L.titles.loginOtp,
  otp: L.titles.loginOtp,
  register: L.titles.registrationV2,
  registerOtp: L.titles.registrationV2,
  forgot: L.titles.forgotPasswordV2,
};

interface ViewProps {
  next: string;
  answer: LoginAnswer | undefined;
}

/** A link to another view of the page, keeping the destination. */
function viewHref(view: LoginStep, next: string): string {
  const query = new URLSearchParams({ view });
  if (next !== "/") query.set(F.next, next);
  return `${LOGIN_PATH}?${query}`;
}

/**
 * The `/login` page (decision 54): the login modal's views as forms posted to the page's action, so
 * signing in, the one-time code, registration and the reset link work before the scripts run and
 * with JavaScript off. Once hydrated the same forms post without a reload.
 */
export function LoginPage({ next, step, answer }: ViewProps & { step: LoginStep }) {
  return (
    <div className="account-page account-page--narrow container login-page">
      <h1 className="account-page__title">{TITLES[step]}</h1>
      {step === "identify" ? <IdentifyView next={next} answer={answer} /> : null}
      {step === "password" ? <PasswordView next={next} answer={answer} /> : null}
      {step === "otp" ? <OtpView next={next} answer={answer} /> : null}
      {step === "register" || step === "registerOtp" ? (
        <RegisterView next={next} answer={answer} withCode={step === "registerOtp"} />
      ) : null}
      {step === "forgot" ? <ForgotView next={next} answer={answer} /> : null}
    </div>
  );
}

/** One view's form: posted to the page with its intent and the destination. */
function LoginForm({
  intent,
  next,
  answer,
  submit,
  children,
  variant = "primary",
}: {
  intent: LoginIntent;
  next: string;
  answer?: LoginAnswer | undefined;
  submit: string;
  children?: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const pending = useFormPending(intent);
  const own = answer?.intent === intent ? answer : undefined;
  return (
    <Form
      method="post"
      action={`${LOGIN_PATH}${next === "/" ? "" : `?${F.next}=${encodeURIComponent(next)}`}`}
      className="login-form"
      noValidate
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={F.next} value={next} />
      {children}
      {own && !own.ok ? <FormError message={own.message} /> : null}
      <Button
        type="submit"
        variant={variant}
        className="login-form__submit"
        aria-disabled={pending || undefined}
      >
        {submit}
      </Button>
    </Form>
  );
}

const fieldErrorOf = (answer: LoginAnswer | undefined, field: keyof typeof F) =>
  answer && !answer.ok ? answer.fieldErrors[F[field]] : undefined;

/** The answer's message when it moved the shopper on (the code was sent, a new shopper). */
function Notice({ answer }: { answer: LoginAnswer | undefined }) {
  return answer?.ok && answer.message ? <FormNotice message={answer.message} /> : null;
}

/**
 * The captcha of a form that came without the script's proof (decision 56): the picture the action
 * drew, its signed challenge and a field for the characters. The code itself is not in the page.
 */
function CaptchaPicture({ id, answer }: { id: string; answer: LoginAnswer | undefined }) {
  const picture = answer?.captcha;
  if (!picture) return null;
  return (
    <div className="login-picture">
      <input type="hidden" name={F.captchaChallenge} value={picture.challenge} />
      <img
        className="login-picture__image"
        src={picture.image}
        alt={L.captchaPicture}
        width={picture.width}
        height={picture.height}
      />
      <TextField
        id={id}
        name={F.captchaAnswer}
        label={L.captchaAnswer}
        hint={L.captchaAnswerHint}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck="false"
        maxLength={picture.length + 4}
      />
    </div>
  );
}

/** The e-mail or mobile number field, keeping what the shopper typed and its error. */
function IdentifierField({ id, answer }: { id: string; answer: LoginAnswer | undefined }) {
  return (
    <TextField
      id={id}
      name={F.identifier}
      label={L.identifier}
      defaultValue={answer?.values?.identifier ?? ""}
      autoComplete="username"
      maxLength={254}
      error={fieldErrorOf(answer, "identifier")}
    />
  );
}

function IdentifyView({ next, answer }: ViewProps) {
  return (
    <>
      <LoginForm intent={I.identify} next={next} answer={answer} submit={LABELS.login.continue}>
        <IdentifierField id="login-identifier" answer={answer} />
      </LoginForm>
      <p className="login-toggles">
        <a className="login-link" href={viewHref("register", next)}>
          {L.signUp}
        </a>
      </p>
    </>
  );
}

function PasswordView({ next, answer }: ViewProps) {
  const identifier = answer?.values?.identifier ?? "";
  return (
    <>
      <Notice answer={answer} />
      <LoginForm intent={I.password} next={next} answer={answer} submit={LABELS.login.login}>
        <IdentifierField id="login-identifier" answer={answer} />
        <PasswordField
          id="login-password"
          name={F.password}
          label={L.password}
          autoComplete="current-password"
          error={fieldErrorOf(answer, "password")}
        />
        <CaptchaPicture id="login-captcha" answer={answer} />
      </LoginForm>
      <div className="login-toggles">
        <a className="login-link" href={viewHref("forgot", next)}>
          {L.forgotPassword}
        </a>
        <LoginForm intent={I.sendOtp} next={next} submit={L.useOtp} variant="secondary">
          <input type="hidden" name={F.identifier} value={identifier} />
        </LoginForm>
      </div>
    </>
  );
}

function OtpView({ next, answer }: ViewProps) {
  const identifier = answer?.values?.identifier ?? "";
  const session = <input type="hidden" name={F.sessionID} value={answer?.sessionID ?? ""} />;
  const who = <input type="hidden" name={F.identifier} value={identifier} />;
  return (
    <>
      <p className="login-identity">{identifier}</p>
      <Notice answer={answer} />
      <LoginForm intent={I.verifyOtp} next={next} answer={answer} submit={LABELS.login.login}>
        {who}
        {session}
        <TextField
          id="login-otp"
          name={F.otp}
          label={L.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldErrorOf(answer, "otp")}
        />
      </LoginForm>
      <div className="login-toggles">
        <LoginForm intent={I.resendOtp} next={next} submit={L.resendOtp} variant="secondary">
          {who}
          {session}
        </LoginForm>
        <LoginForm intent={I.usePassword} next={next} submit={L.usePassword} variant="secondary">
          {who}
        </LoginForm>
      </div>
    </>
  );
}

function RegisterView({ next, answer, withCode }: ViewProps & { withCode: boolean }) {
  const values = answer?.values ?? {};
  return (
    <>
      <Notice answer={answer} />
      <LoginForm intent={withCode ? I.registerOtp : I.register} next={next} answer={answer} submit={L.verify}>
        <TextField
          id="register-name"
          name={F.name}
          label={L.name}
          defaultValue={values.name ?? ""}
          autoComplete="name"
          maxLength={100}
          error={fieldErrorOf(answer, "name")}
        />
        <SelectField
          id="register-gender"
          name={F.gender}
          label={L.gender}
          options={GENDER_OPTIONS}
          defaultValue={values.gender ?? ""}
          error={fieldErrorOf(answer, "gender")}
        />
        <TextField
          id="register-email"
          name={F.email}
          label={L.email}
          type="email"
          defaultValue={values.email ?? ""}
          autoComplete="email"
          maxLength={254}
          error={fieldErrorOf(answer, "email")}
        />
        <PasswordField
          id="register-password"
          name={F.password}
          label={L.password}
          autoComplete="new-password"
          error={fieldErrorOf(answer, "password")}
        />
        <TextField
          id="register-mobile"
          name={F.mobileNumber}
          label={L.mobileNumber}
          type="tel"
          inputMode="numeric"
          defaultValue={values.mobileNumber ?? ""}
          autoComplete="tel-national"
          maxLength={13}
          error={fieldErrorOf(answer, "mobileNumber")}
        />
        <input type="hidden" name={F.captchaToken} value="" />
        {withCode ? null : <CaptchaPicture id="register-captcha" answer={answer} />}
        {withCode ? (
          <>
            <input type="hidden" name={F.sessionID} value={answer?.sessionID ?? ""} />
            <TextField
              id="register-otp"
              name={F.otp}
              label={L.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={fieldErrorOf(answer, "otp")}
            />
          </>
        ) : null}
      </LoginForm>
      <p className="login-toggles">
        <a className="login-link" href={viewHref("identify", next)}>
          {L.haveAccount}
        </a>
      </p>
    </>
  );
}

function ForgotView({ next, answer }: ViewProps) {
  return (
    <>
      <Notice answer={answer} />
      <LoginForm intent={I.forgot} next={next} answer={answer} submit={L.sendResetLink}>
        <IdentifierField id="forgot-identifier" answer={answer} />
      </LoginForm>
      <p className="login-toggles">
        <a className="login-link" href={viewHref("identify", next)}>
          {LABELS.login.backToLogin}
        </a>
      </p>
    </>
  );
}
