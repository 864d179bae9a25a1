import { LABELS, MESSAGES, routes } from "@odin/contracts";
import { errorDetailOf } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";
import { showToast } from "../../ui/toast";
import { changePasswordErrors, FIELD_NAMES } from "./password-forms";
import { FormFailure, fieldValue, PasswordInput, ShowPasswordsToggle } from "./password-input";
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
      <form
        method="post"
        className="password-form"
        noValidate
        onSubmit={submit}
        onChange={(event) => form.recheck(event.currentTarget)}
      >
        <PasswordInput
          id="change-current-password"
          name={FIELD_NAMES.current}
          label={LABELS.passwords.currentPassword}
          autoComplete="current-password"
          visible={form.visible}
          error={form.errors.current}
          inputRef={form.refs.current}
        />
        <PasswordInput
          id="change-new-password"
          name={FIELD_NAMES.password}
          label={LABELS.passwords.newPassword}
          autoComplete="new-password"
          visible={form.visible}
          error={form.errors.password}
          inputRef={form.refs.password}
        />
        <PasswordInput
          id="change-confirm-password"
          name={FIELD_NAMES.confirm}
          label={LABELS.passwords.confirmPassword}
          autoComplete="new-password"
          visible={form.visible}
          error={form.errors.confirm}
          inputRef={form.refs.confirm}
        />
        <ShowPasswordsToggle id="change-show-passwords" onChange={form.setVisible} />
        <FormFailure message={form.failure} />
        <button
          className="button button--primary password-form__submit"
          type="submit"
          disabled={form.pending}
        >
          {LABELS.account.savePassword}
        </button>
      </form>
    </section>
  );
}
