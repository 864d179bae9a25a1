import { identifierProblem, LABELS, MESSAGES } from "@odin/contracts";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { forgotPassword } from "../../../lib/api/auth-calls";
import { FormError, focusField, TextField } from "../fields";
import { shownMessage } from "../login-errors";
import { useModalServices } from "../modal-services";
import { useMounted } from "../use-mounted";
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
  const { api, state, dispatch, shell } = services;
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
          <TextField
            id={`${id}-identifier`}
            label={L.identifier}
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            autoComplete="username"
            autoCapitalize="off"
            error={fieldError}
          />
          <button
            type="submit"
            className="button button--primary login-form__submit"
            disabled={sending.kind === "sending"}
          >
            {L.sendResetLink}
          </button>
        </form>
      ) : null}
      <p className="login-confirmation" role="status">
        {sending.kind === "sending" ? L.sending : sending.kind === "sent" ? sending.message : ""}
      </p>
      <FormError message={sending.kind === "failed" ? sending.message : undefined} />
      <button
        type="button"
        className="button button--secondary login-form__submit"
        onClick={() => dispatch({ type: "back" })}
      >
        {LABELS.login.backToLogin}
      </button>
    </div>
  );
}
