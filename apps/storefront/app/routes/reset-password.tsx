import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { resetPassword } from "../features/account/account-actions.server";
import { resetLinkOf } from "../features/account/password-forms";
import { ResetPasswordPage } from "../features/account/reset-password-page";
import { useLoggedIn } from "../features/auth/session-store";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import type { loader as rootLoader } from "../root";
import "../styles/account.css";

/**
 * /reset-password?sessionId=…&type=… (spec 1 §2): the link of a forgot-password SMS or e-mail, with
 * the password rule its form checks. Whether the shopper is logged in comes from the root loader
 * (both token cookies).
 */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const link = resetLinkOf(new URL(request.url).searchParams);
  const rule = context.services.account.passwordRule();
  return data({ link, rule }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The form posts here with the link's session id (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return resetPassword(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.resetPassword.title);

export default function ResetPassword() {
  const { link, rule } = useLoaderData<typeof loader>();
  // The root loader's answer (both token cookies), updated by a login or logout in this page.
  const loggedIn = useLoggedIn(useRouteLoaderData<typeof rootLoader>("root")?.loggedIn ?? false);
  return <ResetPasswordPage loggedIn={loggedIn} link={link} rule={rule} />;
}
