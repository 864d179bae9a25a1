import { identifierProblem, LABELS, MESSAGES } from "@odin/contracts";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { forgotPassword } from "../../../lib/api/auth-calls";
import { Button } from "../../../ui/button";
import { focusField } from "../../../ui/field";
import { FormError } from "../../../ui/form-error";
import { shownMessage } from "../login-errors";
import { useModalServices } from "../modal-services";
import { useMounted } from "../use-mounted";
import { BackToLogin } from "./back-to-login";
import { IdentifierField } from "./identifier-field";
import { reportFailure } from "./outcomes";

const L = LABELS.loginModal;

type Sending =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; message: string }
  | { kind: "failed"; message: string };

/**
 * forgotPasswordV2 and the v1 forgotPassword view (spec 1 §2, §7, §8): a reset link goes to the
 * phone by SMS or to the e-mail; the view confirms with the server's message. v2 sends for the
 * identifier already entered as it opens; v1 asks for it first.
 */
export function ForgotPasswordView({ askIdentifier }: { askIdentifier: boolean }) {
  const services = useModalServices();
  const { api, state, shell } = services;
  const id = useId();
  const mounted = useMounted();
  const started = useRef(false);
  const [identifier, setIdentifier] = useState(state.identifier);
  const [fieldError, setFieldError] = useState<string>();
  const [sending, setSending] = useState<Sending>({ kind: askIdentifier ? "idle" : "sending" });

  const send = useCallback(
    async (value: string) => {
      setSending({ kind: "sending" });
      const result = await forgotPassword(api, value);
      if (!mounted.current) return;
      if (result.ok) {
        const fallback =
          result.data.type === "email" ? MESSAGES.forgotPassword.emailSent : MESSAGES.forgotPassword.smsSent;
        setSending({ kind: "sent", message: result.data.message || fallback });
        return;
      }
      reportFailure(shell, shownMessage(result, MESSAGES.forgotPassword.defaultError), (message) =>
        setSending({ kind: "failed", message }),
      );
    },
    [api, mounted, shell],
  );

  useEffect(() => {
    if (askIdentifier || started.current) return;
    started.current = true;
    void send(state.identifier);
  }, [askIdentifier, send, state.identifier]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = identifierProblem(identifier);
    setFieldError(problem);
    if (problem) return focusField(`${id}-identifier`);
    void send(identifier);
  };

  return (
    <div className="login-form">
      {askIdentifier && sending.kind !== "sent" ? (
        <form noValidate onSubmit={submit}>
          <IdentifierField
            id={`${id}-identifier`}
            value={identifier}
            onChange={setIdentifier}
            error={fieldError}
          />
          <Button type="submit" className="login-form__submit" disabled={sending.kind === "sending"}>
            {L.sendResetLink}
          </Button>
        </form>
      ) : null}
      <p className="login-confirmation" role="status">
        {sending.kind === "sending" ? L.sending : sending.kind === "sent" ? sending.message : ""}
      </p>
      <FormError message={sending.kind === "failed" ? sending.message : undefined} />
      <BackToLogin variant="secondary" />
    </div>
  );
}
