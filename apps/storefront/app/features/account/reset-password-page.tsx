import { LABELS, MESSAGES, type PasswordRule } from "@odin/contracts";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonClass } from "../../ui/button";
import { fieldValue } from "../../ui/field";
import { Link } from "../../ui/link";
import { openLogin } from "../auth/open-login";
import { PasswordForm, PasswordFormField } from "./password-form";
import {
  FIELD_NAMES,
  RESET_LINK_FIELDS,
  RESET_PASSWORD_INTENT,
  type ResetLink,
  resetFormErrors,
} from "./password-forms";
import { usePasswordForm } from "./use-password-form";

/**
 * /reset-password?sessionId=…&type=… (spec 1 §2, §5, §8). A logged-in shopper sees a notice instead
 * of the form; a link without a sessionId shows the generic reset error.
 */
export function ResetPasswordPage({
  loggedIn,
  link,
  rule,
}: {
  loggedIn: boolean;
  link: ResetLink;
  rule: PasswordRule;
}) {
  return (
    <div className="account-page account-page--narrow container">
      <h1 className="account-page__title">{LABELS.resetPassword.title}</h1>
      {loggedIn ? (
        <PageNotice message={MESSAGES.reset.alreadyLoggedIn} role="status" />
      ) : link.sessionId ? (
        <ResetPasswordForm sessionId={link.sessionId} type={link.type} rule={rule} />
      ) : (
        <PageNotice message={MESSAGES.reset.genericError} role="alert" />
      )}
    </div>
  );
}

function PageNotice({ message, role }: { message: string; role: "status" | "alert" }) {
  return (
    <>
      <p className={`account-notice account-notice--${role === "alert" ? "error" : "info"}`} role={role}>
        {message}
      </p>
      <p>
        <Link className={buttonClass("secondary")} href="/">
          {LABELS.shell.notFoundHome}
        </Link>
      </p>
    </>
  );
}

/**
 * New password and its confirmation (pasting blocked there), posted with the link's session id to
 * the page's action (decision 26), so it works before the scripts run. Once hydrated, a reset takes
 * the used link out of the history and opens the login modal over the home page with the toast; a
 * page without scripts says so in place, with the way home.
 */
function ResetPasswordForm({
  sessionId,
  type,
  rule,
}: {
  sessionId: string;
  type: ResetLink["type"];
  rule: PasswordRule;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = usePasswordForm(RESET_PASSWORD_INTENT, (posted) =>
    resetFormErrors(fieldValue(posted, FIELD_NAMES.password), fieldValue(posted, FIELD_NAMES.confirm), rule),
  );
  const { answer } = form;

  useEffect(() => {
    if (!answer?.ok) return;
    void Promise.resolve(navigate("/", { replace: true })).then(() => openLogin({ toast: answer.message }));
  }, [answer, navigate]);

  if (answer?.ok && !hydrated) return <PageNotice message={answer.message} role="status" />;
  return (
    <PasswordForm
      form={form}
      formId="reset"
      aria-describedby="reset-password-intro"
      submitLabel={LABELS.resetPassword.submit}
    >
      <p id="reset-password-intro" className="password-form__intro">
        {LABELS.resetPassword.intro}
      </p>
      <input type="hidden" name={RESET_LINK_FIELDS.sessionId} value={sessionId} />
      {type ? <input type="hidden" name={RESET_LINK_FIELDS.type} value={type} /> : null}
      <PasswordFormField form={form} field="password" formId="reset" />
      <PasswordFormField form={form} field="confirm" formId="reset" blockPaste />
    </PasswordForm>
  );
}
