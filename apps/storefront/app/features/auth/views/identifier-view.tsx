import { identifierProblem, LABELS, MESSAGES } from "@odin/contracts";
import { type FormEvent, useId, useState } from "react";
import { checkUserExists, userFound } from "../../../lib/api/auth-calls";
import { Button } from "../../../ui/button";
import { focusField } from "../../../ui/field";
import { FormError } from "../../../ui/form-error";
import { shownMessage } from "../login-errors";
import { useModalServices } from "../modal-services";
import { useMounted } from "../use-mounted";
import { IdentifierField } from "./identifier-field";

const L = LABELS.loginModal;

/**
 * loginSubV2, the entry view (spec 1 §2, §4, §5): a phone number or e-mail, checked by the §5 rules,
 * then against the server: found goes to loginOtp, not found to registrationV2.
 */
export function IdentifierView() {
  const { api, state, dispatch, settings, shell } = useModalServices();
  const id = useId();
  const mounted = useMounted();
  const [value, setValue] = useState(state.identifier);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = identifierProblem(value);
    setFieldError(problem);
    setFormError(undefined);
    if (problem) {
      if (value.trim() === "") shell.showToast(MESSAGES.login.enterEmailOrPhone, { tone: "danger" });
      focusField(`${id}-identifier`);
      return;
    }
    setBusy(true);
    const result = await checkUserExists(api, value);
    if (!mounted.current) return;
    setBusy(false);
    if (!result.ok) {
      const message = shownMessage(result, MESSAGES.generic.somethingWentWrong);
      setFormError(message);
      shell.showToast(message, { tone: "danger" });
      return;
    }
    dispatch({
      type: "identifierChecked",
      identifier: value,
      exists: userFound(result.data, value),
      otpScreen: settings.flags.otpScreen,
    });
  };

  return (
    <>
      <form className="login-form" noValidate onSubmit={submit}>
        <IdentifierField id={`${id}-identifier`} value={value} onChange={setValue} error={fieldError} />
        <FormError message={formError} />
        <Button type="submit" className="login-form__submit" disabled={busy}>
          {LABELS.login.continue}
        </Button>
      </form>
      {settings.flags.socialLogin ? <SocialButtons /> : null}
      <LegalLinks />
    </>
  );
}

/** Google and Facebook (desktop only, by CSS): a GET form to the server's start of the OAuth flow. */
function SocialButtons() {
  const { returnTo } = useModalServices();
  const providers = [
    { provider: "google", label: L.google },
    { provider: "facebook", label: L.facebook },
  ] as const;
  return (
    <div className="login-social">
      <p className="login-social__divider">{L.socialDivider}</p>
      {providers.map(({ provider, label }) => (
        <form key={provider} method="get" action={`/auth/social/${provider}`} className="login-social__form">
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button
            type="submit"
            variant="secondary"
            className={`login-social__button login-social--${provider}`}
          >
            {label}
          </Button>
        </form>
      ))}
    </div>
  );
}

function LegalLinks() {
  const { legalBasePath } = useModalServices().shell;
  const newTab = <span className="visually-hidden"> {LABELS.shell.opensInNewTab}</span>;
  return (
    <p className="login-legal">
      {L.agreeTo}{" "}
      <a href={`${legalBasePath}/termsconditions`} target="_blank" rel="noopener">
        {L.terms}
        {newTab}
      </a>{" "}
      {L.and}{" "}
      <a href={`${legalBasePath}/privacypolicy`} target="_blank" rel="noopener">
        {L.privacy}
        {newTab}
      </a>
      .
    </p>
  );
}
