import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { changePassword, sendHome } from "../features/account/account-actions.server";
import { AccountPage } from "../features/account/account-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";

/**
 * /account, My Information (spec 3 §2), for the shopper the token cookies name (spec 1 §6): the
 * account is read on the server, and anyone else is sent home before anything renders.
 * `/account#loyalty` lands here too until My Loyalty has a page.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const { shopper, services } = context;
  if (!shopper) throw sendHome();
  const account = await services.account.details(shopper);
  if (!account.ok) throw sendHome();
  const rule = services.account.passwordRule();
  return data({ account: account.value, rule }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The page's forms post here (decision 26): today the password change. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return changePassword(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.account.myInformation);

export default function Account() {
  const { account, rule } = useLoaderData<typeof loader>();
  return <AccountPage account={account} rule={rule} />;
}
