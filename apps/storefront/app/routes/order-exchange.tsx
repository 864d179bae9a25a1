import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { exchangeAction } from "../features/cancellations/exchange-actions.server";
import { ExchangePage } from "../features/cancellations/exchange-page";
import { guestPage, privateData, privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/order-changes.css";

/**
 * /orderdetails/:orderId/exchange/:itemId (spec 3 §4 "Exchange"): the delivered item and its style's
 * other sizes, from the same service as `POST /api/exchange`. Not found while the `exchange` flag is
 * off, for another shopper's order, or for an item not delivered; an item that cannot be exchanged is
 * refused (400), each with its problem's status.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  if (!context.shopper) return guestPage(request);
  const itemId = Number(params.itemId);
  const options = Number.isSafeInteger(itemId)
    ? await context.services.cancellations.exchangeOptions(params.orderId ?? "", itemId)
    : undefined;
  if (!options) throw privateData("", 404);
  if (!options.ok) throw privateData(options.problem.detail, options.problem.status);
  return privateData({ kind: "options" as const, options: options.value });
}

/** REQUEST EXCHANGE posts here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return exchangeAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.exchange.title);

export default function OrderExchange() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest")
    return <LoginGate destination={page.destination} heading={LABELS.exchange.title} />;
  return <ExchangePage options={page.options} />;
}
