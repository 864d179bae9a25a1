import { ADMIN_MESSAGES, adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  Form,
  Link,
  type MetaFunction,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { ApiFailure, api } from "../lib/api";
import { rememberSession } from "../lib/session";
import { returnPath } from "../lib/sign-in-return";
import { FormError } from "../ui/form-error";

/**
 * Staff sign-in (decision 60): e-mail and password, then the 6-digit code the server e-mails. The
 * server keeps the challenge in a cookie between the two steps; this page carries only where the
 * code went, to say so again after a wrong code. Once the code is right the session cookie is set
 * and the staff member goes on to the page they came for (`next`) or the home page.
 */

export const meta: MetaFunction = () => [{ title: "Sign in · Odin back office" }];

/**
 * STAFF_SIGN_IN.codeLength, written out: the contracts' staff.ts also holds zod schemas, and importing
 * anything from it would bring zod into the bundle (decision 13). The login test holds them equal.
 */
export const CODE_LENGTH = 6;

type Step =
  | { step: "password"; error?: string }
  | { step: "code"; sentTo: string; minutes: number; error?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The failures a step shows, with the tries a wrong code leaves; anything else (a server fault) goes
 * to the page's error boundary.
 */
function shown(error: unknown): string {
  if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
  const left = error.data?.triesLeft;
  if (typeof left !== "number") return error.detail;
  return `${error.detail} ${left === 1 ? "1 try" : `${left} tries`} left.`;
}

export async function clientAction({
  request,
}: Pick<ClientActionFunctionArgs, "request">): Promise<Step | Response> {
  const form = await request.formData();
  if (text(form, "intent") === "code") {
    const code = text(form, "code").trim();
    const sentTo = text(form, "sentTo");
    const minutes = Number(text(form, "minutes")) || 0;
    if (!/^\d{6}$/.test(code)) return { step: "code", sentTo, minutes, error: "Enter the 6-digit code." };
    try {
      rememberSession(await api.call(adminRoutes.staffSignInCode, { code }, { request }));
    } catch (error) {
      // A spent or expired challenge cannot take another code: the password comes first again.
      if (error instanceof ApiFailure && error.code === "STAFF_CODE_EXPIRED") {
        return { step: "password", error: error.detail };
      }
      return { step: "code", sentTo, minutes, error: shown(error) };
    }
    return redirect(returnPath(new URL(request.url).searchParams.get("next")));
  }
  const email = text(form, "email").trim();
  const password = text(form, "password");
  if (email === "" || password === "") {
    return { step: "password", error: "Enter your e-mail address and password." };
  }
  try {
    const answer = await api.call(adminRoutes.staffSignIn, { email, password }, { request });
    return { step: "code", sentTo: answer.sentTo, minutes: Math.ceil(answer.expiresInSeconds / 60) };
  } catch (error) {
    return { step: "password", error: shown(error) };
  }
}

export default function Login() {
  const answer = useActionData<typeof clientAction>() as Step | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <main className="sign-in" id="main">
      <div className="sign-in-panel">
        <p className="brand">Odin back office</p>
        {answer?.step === "code" ? (
          <CodeStep answer={answer} busy={busy} />
        ) : (
          <PasswordStep error={answer?.error} busy={busy} />
        )}
      </div>
    </main>
  );
}

function PasswordStep({ error, busy }: { error: string | undefined; busy: boolean }) {
  return (
    <Form method="post" replace aria-labelledby="sign-in-title" className="stack">
      <h1 id="sign-in-title">Sign in</h1>
      <FormError id="sign-in-error" message={error} />
      <label className="field">
        <span>E-mail address</span>
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          maxLength={254}
          aria-describedby={error ? "sign-in-error" : undefined}
        />
      </label>
      <label className="field">
        <span>Password</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={128}
          aria-describedby={error ? "sign-in-error" : undefined}
        />
      </label>
      <input type="hidden" name="intent" value="password" />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Checking…" : "Continue"}
      </button>
    </Form>
  );
}

function CodeStep({ answer, busy }: { answer: Extract<Step, { step: "code" }>; busy: boolean }) {
  const [search] = useSearchParams();
  const sent = ADMIN_MESSAGES.signIn.codeSent
    .replace("{destination}", () => answer.sentTo)
    .replace("{minutes}", () => String(answer.minutes));
  return (
    <Form method="post" replace aria-labelledby="code-title" className="stack">
      <h1 id="code-title">Enter the code</h1>
      <p id="code-sent">{sent}</p>
      <FormError id="code-error" message={answer.error} />
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="sentTo" value={answer.sentTo} />
      <input type="hidden" name="minutes" value={answer.minutes} />
      <label className="field">
        <span>6-digit code</span>
        <input
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={CODE_LENGTH}
          required
          // The step appears in place of the password form: the field the staff member types in next.
          // biome-ignore lint/a11y/noAutofocus: focus moves to the one field of the step just shown
          autoFocus
          aria-describedby={answer.error ? "code-sent code-error" : "code-sent"}
        />
      </label>
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Checking…" : "Sign in"}
      </button>
      <p>
        <Link to={{ pathname: "/login", search: search.toString() }} replace>
          Use another account or send a new code
        </Link>
      </p>
    </Form>
  );
}
