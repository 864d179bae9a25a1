import { LABELS } from "@odin/contracts";
import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "react-router";
import { AccountPage } from "../features/account/account-page";
import { PRIVATE_NO_STORE } from "../features/account/no-store";
import { isLoggedIn } from "../features/shell/auth-state";
import { pageTitle } from "../features/templates/template-meta";
import "../styles/account.css";

/**
 * /account, My Information (spec 3 §2). Only for a logged-in shopper (both token cookies, spec 1
 * §6): anyone else is sent home by the server before anything renders. `/account#loyalty` lands
 * here too until My Loyalty has a page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn(request.headers.get("cookie"))) {
    throw redirect("/", { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
  return data(null, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction = () => [
  { title: pageTitle(LABELS.account.myInformation) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Account() {
  return <AccountPage />;
}
