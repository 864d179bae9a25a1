import { LABELS, MESSAGES } from "@odin/contracts";
import { useEffect, useRef } from "react";
import { FormError } from "../../../ui/form-error";
import { useModalServices } from "../modal-services";
import { BackToLogin } from "./back-to-login";

const L = LABELS.loginModal;

/** socialLoginError (spec 1 §2): the apology, and Back to login. */
export function SocialErrorView() {
  return (
    <div className="login-form">
      <p className="login-form__intro">{MESSAGES.social.errorScreen}</p>
      <BackToLogin variant="primary" />
    </div>
  );
}

/**
 * resetPassword: the new-password form lives on the /reset-password page (one form, one place); a
 * modal opened at this view with the link's session goes there. Without a session the spec's
 * generic reset error shows (spec 1 §5 "a sessionId in the query is needed").
 */
export function ResetPasswordView() {
  const { state, dismiss, sessionDeps } = useModalServices();
  const started = useRef(false);
  const reset = state.reset;
  useEffect(() => {
    if (!reset || started.current) return;
    started.current = true;
    const query = new URLSearchParams({
      sessionId: reset.sessionId,
      ...(reset.type ? { type: reset.type } : {}),
    });
    dismiss();
    void sessionDeps.navigate(`/reset-password?${query}`);
  }, [reset, dismiss, sessionDeps]);
  if (reset) return <p role="status">{L.setNewPassword}</p>;
  return (
    <div className="login-form">
      <FormError message={MESSAGES.reset.genericError} />
      <BackToLogin variant="primary" />
    </div>
  );
}
