import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { loadRefundList, RefundListPage } from "../features/returns/refund-list";
import { type Answer, retryListAction } from "../features/returns/refund-retry";
import { PayoutsTable } from "../features/returns/refund-tables";
import { api } from "../lib/api";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Bank-transfer payouts · Odin back office" }];

/**
 * Refunds by bank transfer (decision 44), for orders paid cash on delivery, newest first, with the
 * provider's state, and Retry for a failed one (refunds:write). Accounts by their last four digits.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  return loadRefundList(request, (query) => api.call(adminRoutes.adminPayouts, query, { request }));
}

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  return retryListAction(request);
}

export default function Payouts() {
  const { view, canRetry, storeWide, page, problem } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  return (
    <RefundListPage
      title="Bank-transfer payouts"
      lead="Refunds of cash-on-delivery orders, paid to the bank account the shopper gave. A failed one can be tried again to the same account under a new reference."
      path="/returns/payouts"
      what="payouts"
      view={view}
      storeWide={storeWide}
      next={page?.next}
      problem={problem}
      answer={answer}
    >
      {page === null ? null : page.payouts.length === 0 ? (
        <p className="empty">No payouts match these filters.</p>
      ) : (
        <PayoutsTable payouts={page.payouts} canRetry={canRetry} />
      )}
    </RefundListPage>
  );
}
