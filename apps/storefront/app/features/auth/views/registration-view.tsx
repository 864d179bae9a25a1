import {
  GENDER_OPTIONS,
  isGender,
  LABELS,
  MESSAGES,
  MOBILE_NUMBER,
  type PasswordRule,
} from "@odin/contracts";
import { type FormEvent, Fragment, type ReactNode, useEffect, useId, useState } from "react";
import { fetchPasswordRule, register } from "../../../lib/api/auth-calls";
import type { ApiClient } from "../../../lib/api/types";
import { Button } from "../../../ui/button";
import { digitsOnly, focusField, SelectField, TextField } from "../../../ui/field";
import { FormError } from "../../../ui/form-error";
import { keptInField } from "../../../ui/kept-in-field";
import { PasswordField } from "../../../ui/password-field";
import { hasTokens, isCaptchaRefusal, phoneToVerify } from "../login-errors";
import { useModalServices } from "../modal-services";
import {
  emptyFields,
  emptyRegistration,
  FIELD_ORDER,
  type RegistrationField,
  type RegistrationFields,
  registrationProblems,
} from "../registration-rules";
import { useCaptcha } from "../use-captcha";
import { useMounted } from "../use-mounted";
import { finishRegistration, registrationFailure, reportFailure } from "./outcomes";
import { RegistrationOtp } from "./registration-otp";

const L = LABELS.loginModal;

/** The server's password rule replaces the default once it arrives (spec 1 §5). */
function usePasswordRule(api: ApiClient): PasswordRule | null {
  const [rule, setRule] = useState<PasswordRule | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPasswordRule(api).then((result) => {
      if (live && result.ok && typeof result.data?.data?.regex === "string") setRule(result.data.data);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return rule;
}

function prefilled(identifier: string, kind: string | undefined): RegistrationFields {
  const fields = emptyRegistration();
  if (kind === "email") fields.email = identifier;
  if (kind === "mobile") fields.mobileNumber = identifier;
  return fields;
}

/**
 * registrationV2, and the v1 register view (spec 1 §2, §3, §4): the form, then on 605 the OTP block,
 * then the account is created and signed in. Back from the OTP returns to this form with its values.
 */
export function RegistrationView({ variant }: { variant: "v1" | "v2" }) {
  const services = useModalServices();
  const { api, state, dispatch, settings, solveCaptcha } = services;
  const { flags } = settings;
  const id = useId();
  const mounted = useMounted();
  const rule = usePasswordRule(api);
  const captcha = useCaptcha(flags.captchaOnRegistration, solveCaptcha);
  const order = FIELD_ORDER[variant];
  const withGender = variant === "v2" && flags.genderFieldInRegistration;
  const [fields, setFields] = useState(() => prefilled(state.identifier, state.kind));
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [empty, setEmpty] = useState<RegistrationField[]>([]);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (state.otpStep) return <RegistrationOtp fields={fields} captcha={captcha} />;

  const set = (field: RegistrationField) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const fieldId = (field: RegistrationField) => `${id}-${field}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problems = registrationProblems(fields, { order, withGender, rule });
    const blank = emptyFields(fields, order);
    setErrors(problems);
    setEmpty(variant === "v1" ? blank : []);
    setFormError(undefined);
    const first = order.find((field) => problems[field]);
    if (first) {
      if (blank.length > 0) reportFailure(services.shell, MESSAGES.registration.formError, setFormError);
      focusField(fieldId(first));
      return;
    }
    setBusy(true);
    const captchaOnRegister = flags.captchaOnRegistration && !flags.otpOnRegistration;
    const body = {
      name: fields.name.trim(),
      gender: withGender && isGender(fields.gender) ? fields.gender : undefined,
      email: fields.email.trim(),
      mobileNumber: fields.mobileNumber,
      password: fields.password,
    };
    const send = async () =>
      register(api, { ...body, captchaToken: captchaOnRegister ? await captcha.obtain() : undefined });
    let result = await send();
    if (!result.ok && flags.captchaOnRegistration && isCaptchaRefusal(result)) result = await send();
    if (!mounted.current) return;
    setBusy(false);
    if (hasTokens(result)) return finishRegistration(services);
    const toVerify = phoneToVerify(result);
    if (toVerify) {
      dispatch({ type: "otpRequired", mobileNumber: toVerify.mobileNumber ?? fields.mobileNumber });
      return;
    }
    reportFailure(
      services.shell,
      registrationFailure(result, MESSAGES.generic.somethingWentWrong),
      setFormError,
    );
  };

  const text = (field: "name" | "email", label: string, autoComplete: string) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={fields[field]}
      onChange={(event) => set(field)(event.target.value)}
      autoComplete={autoComplete}
      error={errors[field]}
      invalid={empty.includes(field)}
      {...(field === "email" ? { type: "email", autoCapitalize: "off", spellCheck: "false" } : {})}
    />
  );
  const controls: Record<RegistrationField, () => ReactNode> = {
    name: () => text("name", L.name, "name"),
    gender: () =>
      withGender ? (
        <SelectField
          id={fieldId("gender")}
          label={L.gender}
          options={GENDER_OPTIONS}
          value={fields.gender}
          onChange={(event) => set("gender")(event.target.value)}
          error={errors.gender}
        />
      ) : null,
    email: () => text("email", L.email, "email"),
    password: () => (
      <PasswordField
        id={fieldId("password")}
        label={L.password}
        value={fields.password}
        onChange={(event) => set("password")(event.target.value)}
        autoComplete="new-password"
        error={errors.password}
        invalid={empty.includes("password")}
      />
    ),
    mobileNumber: () => (
      <TextField
        id={fieldId("mobileNumber")}
        label={L.mobileNumber}
        value={fields.mobileNumber}
        onChange={(event) =>
          set("mobileNumber")(keptInField(event, (typed) => digitsOnly(typed, MOBILE_NUMBER.inputMaxLength)))
        }
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_NUMBER.inputMaxLength}
        error={errors.mobileNumber}
        invalid={empty.includes("mobileNumber")}
      />
    ),
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      {variant === "v2" && state.identifier ? <p className="login-form__intro">{L.newHere}</p> : null}
      {order.map((field) => (
        <Fragment key={field}>{controls[field]()}</Fragment>
      ))}
      <FormError message={formError} />
      <Button type="submit" className="login-form__submit" disabled={busy}>
        {L.verify}
      </Button>
      {variant === "v1" ? (
        <button
          type="button"
          className="login-link"
          onClick={() => dispatch({ type: "goTo", view: "login" })}
        >
          {L.haveAccount}
        </button>
      ) : null}
    </form>
  );
}
