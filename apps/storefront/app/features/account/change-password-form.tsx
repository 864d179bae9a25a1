import { LABELS, MESSAGES, routes } from "@odin/contracts";
import { errorDetailOf } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";
import { fieldValue } from "../../ui/field";
import { showToast } from "../../ui/toast";
import { PasswordForm, PasswordFormField } from "./password-form";
import { changePasswordErrors, FIELD_NAMES } from "./password-forms";
import { usePasswordRule } from "./password-rule";
import { usePasswordForm } from "./use-password-form";

/**
 * Change password (spec 3 §5, §7): current and new password plus a confirmation, checked with the
 * server's password rule. On success the server ends every other sign-in and sets new token cookies;
 * the form empties and a toast confirms. A wrong current password shows the server's detail.
 */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const rule = usePasswordRule();
  const form = usePasswordForm((element) =>
    changePasswordErrors(
      fieldValue(element, FIELD_NAMES.current),
      fieldValue(element, FIELD_NAMES.password),
      fieldValue(element, FIELD_NAMES.confirm),
      rule,
    ),
  );

  const submit = form.submitWith(async (element) => {
    const body = {
      currentPassword: fieldValue(element, FIELD_NAMES.current),
      newPassword: fieldValue(element, FIELD_NAMES.password),
    };
    const result = await browserApi().call(routes.changePassword, body, { params: { userId } });
    if (!result.ok) return errorDetailOf(result, MESSAGES.generic.somethingWentWrong);
    element.reset();
    form.clear();
    showToast(MESSAGES.password.changed, { tone: "success" });
    return null;
  });

  return (
    <section className="account-section" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="account-section__title">
        {LABELS.account.changePassword}
      </h3>
      <PasswordForm form={form} formId="change" onSubmit={submit} submitLabel={LABELS.account.savePassword}>
        <PasswordFormField form={form} field="current" formId="change" />
        <PasswordFormField form={form} field="password" formId="change" />
        <PasswordFormField form={form} field="confirm" formId="change" />
      </PasswordForm>
    </section>
  );
}
