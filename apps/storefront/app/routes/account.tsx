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
import { loadLoyalty } from "../features/loyalty/load-loyalty.server";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";

/**
 * /account, My Information and My Loyalty (`/account#loyalty`, spec 3 §2), for the shopper the token
 * cookies name (spec 1 §6): the account and the loyalty points are read on the server, and anyone
 * else is sent home before anything renders. `?loyaltyBrand=<name>` opens a brand's more-info view.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { shopper, services } = context;
  if (!shopper) throw sendHome();
  const [account, loyalty] = await Promise.all([
    services.account.details(shopper),
    loadLoyalty(context, new URL(request.url)),
  ]);
  if (!account.ok) throw sendHome();
  const rule = services.account.passwordRule();
  return data({ account: account.value, rule, loyalty }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The page's forms post here (decision 26): today the password change. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return changePassword(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.account.myInformation);

export default function Account() {
  const { account, rule, loyalty } = useLoaderData<typeof loader>();
  return <AccountPage account={account} rule={rule} loyalty={loyalty} />;
}
