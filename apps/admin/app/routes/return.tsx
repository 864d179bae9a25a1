import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { RecordHistory } from "../features/audit/record-history";
import { ItemEvents } from "../features/returns/item-events";
import { type Answer, isRetryIntent, retryAction } from "../features/returns/refund-retry";
import { GatewayRefundsTable, PayoutsTable } from "../features/returns/refund-tables";
import { ReturnFacts } from "../features/returns/return-facts";
import { NextStep } from "../features/returns/return-move-forms";
import { isMoveIntent, type MoveAnswer, moveAction } from "../features/returns/return-moves";
import { STAGE_LABELS } from "../features/returns/return-words";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";
import { ActionResult } from "../ui/action-result";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = ({ params }) => [{ title: `Return ${params.returnId} · Odin back office` }];

/** A return's number as the server takes it; anything else is no return's page. */
const RETURN_NUMBER = /^RT[0-9]{1,12}$/;

function returnIdOf(params: { returnId?: string }): string {
  const returnId = params.returnId ?? "";
  if (!RETURN_NUMBER.test(returnId)) throw new Response("Not found", { status: 404 });
  return returnId;
}

/**
 * One return (decision 63): the item, shopper, reason, pickup, refund and its gateway refunds and
 * payouts, the item's moves and the return's history; the warehouse's next move as a form for a
 * role holding returns:write, and Retry on a failed refund or payout for one holding refunds:write.
 */
export async function clientLoader({
  request,
  params,
}: Pick<ClientLoaderFunctionArgs, "request" | "params">) {
  const session = await requireArea("returns", request);
  const returnId = returnIdOf(params);
  const page = await api.call(adminRoutes.adminReturn, undefined, { params: { returnId }, request });
  return {
    page,
    canMove: mayUse(session.staff.permissions, "returns:write"),
    canRetry: mayUse(session.staff.permissions, "refunds:write"),
  };
}

export async function clientAction({
  request,
  params,
}: Pick<ClientActionFunctionArgs, "request" | "params">): Promise<MoveAnswer | Answer> {
  const returnId = returnIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isMoveIntent(intent)) return moveAction(intent, returnId, form, request);
  if (isRetryIntent(intent)) return retryAction(intent, String(form.get("id") ?? ""), request);
  throw new Response("This form was not made by this page.", { status: 400 });
}

export default function Return() {
  const { page, canMove, canRetry } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const move = answer && "intent" in answer ? answer : undefined;
  const { refund } = page;
  return (
    <div className="record">
      <p className="crumbs">
        <Link to="/returns">Returns &amp; refunds</Link>
      </p>
      <h1>Return {page.returnId}</h1>
      <p className="lead">
        {STAGE_LABELS[page.stage]} · parcel {page.consignmentId}
      </p>
      <ActionResult id="return-action-error" done={answer?.done} error={answer?.error} />
      <NextStep page={page} canWrite={canMove} answer={move} />
      <ReturnFacts page={page} />
      <section aria-labelledby="refund-payments-title">
        <h2 id="refund-payments-title">Refund payments</h2>
        {refund.gatewayRefunds.length === 0 && refund.payouts.length === 0 ? (
          <p className="empty">{noPaymentsWhy(page)}</p>
        ) : null}
        {refund.gatewayRefunds.length > 0 ? (
          <GatewayRefundsTable
            refunds={refund.gatewayRefunds}
            canRetry={canRetry}
            caption="This return's gateway refunds"
            id="return-gateway-refunds"
          />
        ) : null}
        {refund.payouts.length > 0 ? (
          <PayoutsTable
            payouts={refund.payouts}
            canRetry={canRetry}
            caption="This return's bank-transfer payouts"
            id="return-payouts"
          />
        ) : null}
      </section>
      <ItemEvents events={page.events} />
      <RecordHistory entries={page.audit} resource="return" resourceId={page.returnId} />
    </div>
  );
}

/** Why a return has no gateway refund or payout to show. */
function noPaymentsWhy(page: { qualityCheck: string | null; refund: { requestedAt: string | null } }) {
  if (page.qualityCheck === "FAILED") return "Nothing is refunded: the quality check failed.";
  if (page.refund.requestedAt)
    return "The refund went back as points only: nothing is paid through a gateway or bank.";
  return "Nothing is paid yet: the refund is asked for once the quality check passes.";
}
