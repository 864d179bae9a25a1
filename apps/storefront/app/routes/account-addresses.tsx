import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { sendHome } from "../features/account/account-actions.server";
import { addressAction } from "../features/addresses/address-actions.server";
import { AddressesPage } from "../features/addresses/addresses-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/account.css";
import "../styles/addresses.css";

/**
 * /account/addresses, My Addresses (spec 3 §2): the address book of the shopper the token cookies
 * name, read on the server; anyone else is sent home before anything renders, as on /account.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const { shopper, services } = context;
  if (!shopper) throw sendHome();
  const book = await services.addresses.list();
  if (!book.ok) throw sendHome();
  return data({ addresses: book.value.addresses }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** The page's forms post here (decision 26): add, edit, delete and make default. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  if (!args.context.shopper) throw sendHome();
  return addressAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.account.myAddresses);

export default function AccountAddresses() {
  const { addresses } = useLoaderData<typeof loader>();
  return <AddressesPage addresses={addresses} />;
}
