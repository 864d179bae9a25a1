import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { BAG_READ, bagAction } from "../features/bag/bag-actions.server";
import { BagPage } from "../features/bag/bag-page";
import { PRIVATE_NO_STORE, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/bag.css";

/**
 * /mybag (spec 3 §2 Bag): the bag of the shopper the cookies name, else the guest bag the bag cookie
 * names, read on the server. Personal, so never cached (decision 11).
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const bag = await context.services.bag.checkout(BAG_READ);
  if (!bag.ok)
    throw data(bag.problem.detail, { status: 500, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  return data(
    { bag: bag.value, guest: context.shopper === null },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/** The page's forms post here, and the mini-bag's REMOVE from any page (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return bagAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.bagPage.title);

export default function MyBag() {
  const { bag, guest } = useLoaderData<typeof loader>();
  return <BagPage bag={bag} guest={guest} />;
}
