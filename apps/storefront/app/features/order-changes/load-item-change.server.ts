import type { Result } from "@odin/contracts";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { guestPage, privateData } from "../../lib/private-page";

/**
 * The data of an order item's cancel or return page (spec 3 §4), for the shopper the cookies name:
 * the item's details from `read` while it can change, or why not once a refusal `closedBy` names says
 * so. A visitor is asked to log in and comes back here; another shopper's order or item, or an item id
 * that is none, is not found (404).
 */
export async function loadItemChange<Details, Problem extends string>(
  { request, params, context }: LoaderFunctionArgs<AppLoadContext>,
  read: (orderId: string, itemId: number) => Promise<Result<Details, Problem>>,
  closedBy: readonly Problem[],
) {
  const guest = () => guestPage(request);
  if (!context.shopper) return guest();
  const orderId = params.orderId ?? "";
  const itemId = Number(params.itemId);
  const details = Number.isSafeInteger(itemId) && itemId > 0 ? await read(orderId, itemId) : undefined;
  if (details?.ok) return privateData({ kind: "open" as const, details: details.value });
  if (details?.problem.name === "signInRequired") return guest();
  if (details && closedBy.includes(details.problem.name))
    return privateData({ kind: "closed" as const, orderId, itemId, message: details.problem.detail });
  throw privateData(details?.problem.detail ?? "", 404);
}
