import { LABELS, type PasswordRule } from "@odin/contracts";
import { useEffect, useRef } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { fieldValue } from "../../ui/field";
import { FormNotice } from "../../ui/form-notice";
import { showToast } from "../../ui/toast";
import { PasswordForm, PasswordFormField } from "./password-form";
import { CHANGE_PASSWORD_INTENT, changePasswordErrors, FIELD_NAMES } from "./password-forms";
import { usePasswordForm } from "./use-password-form";

/**
 * Change password (spec 3 §5, §7): current and new password plus a confirmation, checked with the
 * server's password rule, posted to the account page's action. On success the server ends every
 * other sign-in and sets new token cookies; the form empties and a toast confirms (a page without
 * scripts shows the confirmation in place). A wrong current password shows the server's detail.
 */
export function ChangePasswordForm({ rule }: { rule: PasswordRule }) {
  const hydrated = useHydrated();
  const element = useRef<HTMLFormElement>(null);
  const form = usePasswordForm(CHANGE_PASSWORD_INTENT, (posted) =>
    changePasswordErrors(
      fieldValue(posted, FIELD_NAMES.current),
      fieldValue(posted, FIELD_NAMES.password),
      fieldValue(posted, FIELD_NAMES.confirm),
      rule,
    ),
  );
  const { answer, clear } = form;

  useEffect(() => {
    if (!answer?.ok) return;
    element.current?.reset();
    clear();
    showToast(answer.message, { tone: "success" });
  }, [answer, clear]);

  return (
    <section className="account-section" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="account-section__title">
        {LABELS.account.changePassword}
      </h3>
      {answer?.ok && !hydrated ? <FormNotice message={answer.message} /> : null}
      <PasswordForm ref={element} form={form} formId="change" submitLabel={LABELS.account.savePassword}>
        <PasswordFormField form={form} field="current" formId="change" />
        <PasswordFormField form={form} field="password" formId="change" />
        <PasswordFormField form={form} field="confirm" formId="change" />
      </PasswordForm>
    </section>
  );
}
