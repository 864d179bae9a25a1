import { identifierKind, identifierProblem, LABELS, MESSAGES } from "@odin/contracts";
import { type FormEvent, useId, useState } from "react";
import { passwordLogin } from "../../../lib/api/auth-calls";
import { Button } from "../../../ui/button";
import { focusField } from "../../../ui/field";
import { FormError } from "../../../ui/form-error";
import { PasswordField } from "../../../ui/password-field";
import { captchaNeededAt, failedLoginCount, recordFailedLogin, resetFailedLogins } from "../failed-logins";
import { captchaRequiredBy, hasTokens, isCaptchaRefusal, phoneToVerify, shownMessage } from "../login-errors";
import { useModalServices } from "../modal-services";
import { useCaptcha } from "../use-captcha";
import { useMounted } from "../use-mounted";
import { IdentifierField } from "./identifier-field";
import { refusedForRole, reportFailure } from "./outcomes";

const L = LABELS.loginModal;

/**
 * The password form of loginOtp, and with `askIdentifier` the v1 login view (spec 1 §2, §4, §8). Each
 * failure counts in `failedlogincount`; at the maximum, or when the server asks for it, the invisible
 * captcha runs and the button stays disabled until it is solved. A 605 switches to OTP entry.
 */
export function PasswordLogin({ askIdentifier }: { askIdentifier: boolean }) {
  const services = useModalServices();
  const { api, local, state, dispatch, settings, solveCaptcha, finish } = services;
  const id = useId();
  const mounted = useMounted();
  const [identifier, setIdentifier] = useState(state.identifier);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ identifier?: string | undefined; password?: string | undefined }>(
    {},
  );
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(
    () =>
      settings.flags.captchaOnLogin && captchaNeededAt(failedLoginCount(local), settings.maxInvalidAttempts),
  );
  // Spec 1 §4: a solved captcha clears the counter and enables the button.
  const captcha = useCaptcha(captchaRequired, solveCaptcha, () => resetFailedLogins(local));
  const waitingForCaptcha = captchaRequired && !captcha.ready;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waitingForCaptcha) return;
    const problems = {
      identifier: askIdentifier ? identifierProblem(identifier) : undefined,
      password: password === "" ? L.required : undefined,
    };
    setErrors(problems);
    setFormError(undefined);
    if (problems.identifier || problems.password) {
      focusField(problems.identifier ? `${id}-identifier` : `${id}-password`);
      return;
    }
    const username = askIdentifier ? identifier.trim() : state.identifier;
    setBusy(true);
    const result = await passwordLogin(api, {
      username,
      password,
      captchaToken: captchaRequired ? captcha.take() : undefined,
    });
    if (!mounted.current) return;
    setBusy(false);
    if (hasTokens(result)) {
      finish({ method: "password", registered: false });
      return;
    }
    if (result.ok) {
      reportFailure(services.shell, MESSAGES.login.invalidData, setFormError);
      return;
    }
    const toVerify = phoneToVerify(result);
    const mobile = toVerify?.mobileNumber ?? (identifierKind(username) === "mobile" ? username : "");
    if (toVerify && mobile) {
      dispatch({ type: "phoneNotVerified", mobileNumber: mobile });
      return;
    }
    if (await refusedForRole(result, services)) return;
    const count = isCaptchaRefusal(result) ? failedLoginCount(local) : recordFailedLogin(local);
    setCaptchaRequired(
      captchaRequiredBy(result) ||
        (settings.flags.captchaOnLogin && captchaNeededAt(count, settings.maxInvalidAttempts)),
    );
    reportFailure(services.shell, shownMessage(result, MESSAGES.login.defaultError), setFormError);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      {askIdentifier ? (
        <IdentifierField
          id={`${id}-identifier`}
          value={identifier}
          onChange={setIdentifier}
          error={errors.identifier}
        />
      ) : null}
      <PasswordField
        id={`${id}-password`}
        label={L.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        error={errors.password}
      />
      <button
        type="button"
        className="login-link login-form__forgot"
        onClick={() => dispatch({ type: "forgotPassword" })}
      >
        {L.forgotPassword}
      </button>
      {captchaRequired ? (
        <div className="login-captcha">
          <p role="status">
            {captcha.status === "solving" ? L.captchaChecking : ""}
            {captcha.status === "failed" ? MESSAGES.login.captchaFailed : ""}
          </p>
          {captcha.status === "failed" ? (
            <button type="button" className="login-link" onClick={captcha.retry}>
              {L.captchaRetry}
            </button>
          ) : null}
        </div>
      ) : null}
      <FormError message={formError} />
      <Button type="submit" className="login-form__submit" disabled={busy || waitingForCaptcha}>
        {LABELS.login.login}
      </Button>
    </form>
  );
}
