import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { loadItemChange } from "../features/order-changes/load-item-change.server";
import { returnAction } from "../features/returns/return-actions.server";
import { ReturnPage, type ReturnView } from "../features/returns/return-page";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/order-changes.css";
import "../styles/returns.css";

/**
 * /orderdetails/:orderId/return/:itemId, the return flow (spec 3 §4): the item's reasons, modes,
 * addresses and refund from the same service as `POST /api/returns/details`, for the shopper the
 * cookies name; a visitor is asked to log in and comes back here. Another shopper's order or item is
 * not found (404).
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadItemChange(
    args,
    (orderId, itemId) => args.context.services.returns.details({ orderId, itemId }),
    ["notReturnable"],
  );
}

/** Every step's form posts here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return returnAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.returns.title);

export default function OrderReturn() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest")
    return <LoginGate destination={page.destination} heading={LABELS.returns.title} />;
  return <ReturnPage view={page satisfies ReturnView} />;
}
