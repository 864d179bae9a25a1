import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { loginAction } from "../features/auth/login-page/login-actions.server";
import { LINKED_STEPS, type LoginAnswer, type LoginStep } from "../features/auth/login-page/login-form";
import { LoginPage } from "../features/auth/login-page/login-page";
import { safeNext } from "../features/auth/login-page/next-path";
import { PRIVATE_NO_STORE, privateData, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";
import "../styles/login.css";

/**
 * /login?next=…&view=… (decision 54): the login modal's views as a page of forms, for a shopper whose
 * scripts have not run (a guest gate's LOGIN, CHECKOUT before hydration). A signed-in shopper goes
 * straight on to `next`, which is believed only as a path of this site.
 */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const query = new URL(request.url).searchParams;
  const next = safeNext(query.get("next"));
  if (context.shopper) throw redirect(next, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const view = query.get("view");
  const step: LoginStep = LINKED_STEPS.find((linked) => linked === view) ?? "identify";
  return privateData({ next, step });
}

/** Every view's form posts here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return loginAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.loginModal.titles.loginSubV2);

export default function Login() {
  const { next, step } = useLoaderData<typeof loader>();
  const answer = useActionData<LoginAnswer>();
  return <LoginPage next={next} step={answer?.step ?? step} answer={answer} />;
}
