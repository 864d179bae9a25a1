import { LABELS, MESSAGES } from "@odin/contracts";
import { type FormEvent, useState } from "react";
import { errorDetailOf } from "../../lib/api";
import { browserApi } from "../../lib/browser-api";
import { showToast } from "../../ui/toast";
import { changePasswordErrors, FIELD_NAMES } from "./password-forms";
import { fieldValue, PasswordInput, ShowPasswordsToggle } from "./password-input";
import { usePasswordRule } from "./password-rule";
import { usePasswordForm } from "./use-password-form";

export const changePasswordPath = (userId: number) => `/api/user/${userId}/password`;

/**
 * Change password (spec 3 §5, §7): current and new password plus a confirmation, checked with the
 * server's password rule. On success the server ends every other sign-in and sets new token cookies;
 * the form empties and a toast confirms. A wrong current password shows the server's detail.
 */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const rule = usePasswordRule();
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = usePasswordForm((element) =>
    changePasswordErrors(
      fieldValue(element, FIELD_NAMES.current),
      fieldValue(element, FIELD_NAMES.password),
      fieldValue(element, FIELD_NAMES.confirm),
      rule,
    ),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    setFailure(null);
    if (!form.check(element)) return;
    setPending(true);
    const result = await browserApi().put(changePasswordPath(userId), {
      currentPassword: fieldValue(element, FIELD_NAMES.current),
      newPassword: fieldValue(element, FIELD_NAMES.password),
    });
    setPending(false);
    if (!result.ok) {
      setFailure(errorDetailOf(result, MESSAGES.generic.somethingWentWrong));
      return;
    }
    element.reset();
    form.clear();
    showToast(MESSAGES.password.changed, { tone: "success" });
  }

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
          visible={visible}
          error={form.errors.current}
          inputRef={form.refs.current}
        />
        <PasswordInput
          id="change-new-password"
          name={FIELD_NAMES.password}
          label={LABELS.passwords.newPassword}
          autoComplete="new-password"
          visible={visible}
          error={form.errors.password}
          inputRef={form.refs.password}
        />
        <PasswordInput
          id="change-confirm-password"
          name={FIELD_NAMES.confirm}
          label={LABELS.passwords.confirmPassword}
          autoComplete="new-password"
          visible={visible}
          error={form.errors.confirm}
          inputRef={form.refs.confirm}
        />
        <ShowPasswordsToggle id="change-show-passwords" onChange={setVisible} />
        <div className="account-alert" role="alert">
          {failure ? <p className="account-notice account-notice--error">{failure}</p> : null}
        </div>
        <button className="button button--primary password-form__submit" type="submit" disabled={pending}>
          {LABELS.account.savePassword}
        </button>
      </form>
    </section>
  );
}
