import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { LoginGate } from "../features/auth/login-gate";
import { cancelAction } from "../features/cancellations/cancel-actions.server";
import { CancelPage, type CancelView } from "../features/cancellations/cancel-page";
import { loadItemChange } from "../features/order-changes/load-item-change.server";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/order-changes.css";

/**
 * /orderdetails/:orderId/cancel/:itemId, the cancel flow (spec 3 §4): the item's reasons and refund
 * from the same service as `POST /api/cancel/details`, for the shopper the cookies name; a visitor is
 * asked to log in and comes back here. Another shopper's order or item is not found (404).
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadItemChange(
    args,
    (orderId, itemId) => args.context.services.cancellations.details({ orderId, cancelItemIds: [itemId] }),
    ["notCancellable", "cancelFailed"],
  );
}

/** The reason step and CANCEL ITEM post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return cancelAction(args);
}

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.cancel.title);

export default function OrderCancel() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "guest")
    return <LoginGate destination={page.destination} heading={LABELS.cancel.title} />;
  return <CancelPage view={page satisfies CancelView} />;
}
