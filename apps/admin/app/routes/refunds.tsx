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
import { GatewayRefundsTable } from "../features/returns/refund-tables";
import { api } from "../lib/api";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Gateway refunds · Odin back office" }];

/**
 * Refunds through the payment gateways (decision 63), newest first: returns', cancelled items' and
 * late payments', each with the gateway's state, and Retry for a failed one (refunds:write).
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  return loadRefundList(request, (query) => api.call(adminRoutes.adminGatewayRefunds, query, { request }));
}

export async function clientAction({ request }: Pick<ClientActionFunctionArgs, "request">) {
  return retryListAction(request);
}

export default function GatewayRefunds() {
  const { view, canRetry, storeWide, page, problem } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>() as Answer | undefined;
  return (
    <RefundListPage
      title="Gateway refunds"
      lead="Money given back through the payment gateway a shopper paid with. A failed one can be tried again: the new try goes under a new key, and the first one stays as it was."
      path="/returns/refunds"
      what="refunds"
      view={view}
      storeWide={storeWide}
      next={page?.next}
      problem={problem}
      answer={answer}
    >
      {page === null ? null : page.refunds.length === 0 ? (
        <p className="empty">No refunds match these filters.</p>
      ) : (
        <GatewayRefundsTable refunds={page.refunds} canRetry={canRetry} />
      )}
    </RefundListPage>
  );
}
