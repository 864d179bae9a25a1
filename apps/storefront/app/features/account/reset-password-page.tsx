import { LABELS, MESSAGES, routes } from "@odin/contracts";
import { useNavigate } from "react-router";
import { STOREFRONT_CHANNEL } from "../../lib/api/auth-calls";
import { browserApi } from "../../lib/browser-api";
import { buttonClass } from "../../ui/button";
import { fieldValue } from "../../ui/field";
import { Link } from "../../ui/link";
import { openLogin } from "../auth/open-login";
import { PasswordForm, PasswordFormField } from "./password-form";
import {
  FIELD_NAMES,
  type ResetLink,
  type ResetPasswordBody,
  resetFailureMessage,
  resetFormErrors,
} from "./password-forms";
import { usePasswordRule } from "./password-rule";
import { useHydrated } from "./use-hydrated";
import { usePasswordForm } from "./use-password-form";

/**
 * /reset-password?sessionId=…&type=… (spec 1 §2, §5, §8). A logged-in shopper sees a notice instead
 * of the form; a link without a sessionId shows the generic reset error.
 */
export function ResetPasswordPage({ loggedIn, link }: { loggedIn: boolean; link: ResetLink }) {
  return (
    <div className="account-page account-page--narrow container">
      <h1 className="account-page__title">{LABELS.resetPassword.title}</h1>
      {loggedIn ? (
        <PageNotice message={MESSAGES.reset.alreadyLoggedIn} role="status" />
      ) : link.sessionId ? (
        <ResetPasswordForm sessionId={link.sessionId} type={link.type} />
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
 * New password and its confirmation (pasting blocked there). The reset service is not in the
 * storefront's load context, so the form is sent by the API client once the page is hydrated; until
 * then its submit button is disabled, which also stops Enter from posting the form.
 */
function ResetPasswordForm({ sessionId, type }: { sessionId: string; type: ResetLink["type"] }) {
  const navigate = useNavigate();
  const rule = usePasswordRule();
  const hydrated = useHydrated();
  const form = usePasswordForm((element) =>
    resetFormErrors(
      fieldValue(element, FIELD_NAMES.password),
      fieldValue(element, FIELD_NAMES.confirm),
      rule,
    ),
  );

  const submit = form.submitWith(async (element) => {
    const body: ResetPasswordBody = {
      sessionId,
      ...(type ? { type } : {}),
      newPassword: fieldValue(element, FIELD_NAMES.password),
    };
    const result = await browserApi().call(routes.resetPassword, body, {
      headers: { "X-Channel": STOREFRONT_CHANNEL, ...(type ? { "X-Communication-Type": type } : {}) },
    });
    if (!result.ok) return resetFailureMessage(result);
    // The used link leaves the history; the login modal opens over the home page with the toast.
    await navigate("/", { replace: true });
    openLogin({ toast: MESSAGES.reset.success });
    return null;
  });

  return (
    <PasswordForm
      form={form}
      formId="reset"
      aria-describedby="reset-password-intro"
      onSubmit={submit}
      submitLabel={LABELS.resetPassword.submit}
      submitDisabled={!hydrated}
    >
      <p id="reset-password-intro" className="password-form__intro">
        {LABELS.resetPassword.intro}
      </p>
      <PasswordFormField form={form} field="password" formId="reset" />
      <PasswordFormField form={form} field="confirm" formId="reset" blockPaste />
    </PasswordForm>
  );
}
