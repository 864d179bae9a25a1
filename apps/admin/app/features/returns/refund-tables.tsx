import { type AdminGatewayRefund, type AdminPayout, formatRupees } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { RowAction } from "../queues/row-action";
import { REFUND_STATE_LABELS } from "./return-words";

/**
 * A return's or the store's refunds through the payment gateways and by bank transfer (payouts),
 * newest first, each with the gateway's or provider's own word for where it stands. A failed one
 * nobody tried again offers Retry to a role holding refunds:write; a retried one names its retry.
 * Bank accounts come from the server by their last four digits only, and are shown so.
 */

/** A failed refund or payout not tried again yet: what Retry is for (the server refuses the rest). */
const retryable = (row: { state: string; retriedAs: string | null }) =>
  row.state === "FAILED" && row.retriedAs === null;

/** The return a refund's key (`return:RT…`, `…:retry-N`) or a payout's reference (`RT…`, `RT…-RN`) names. */
function returnNamed(text: string): string | undefined {
  return /^(?:return:)?(RT[0-9]+)(?::retry-[0-9]+|-R[0-9]+)?$/.exec(text)?.[1];
}

/** What it is for, linked to its return's page when it is a return's. */
function Cause({ text }: { text: string }) {
  const returnId = returnNamed(text);
  return returnId ? <Link to={`/returns/${returnId}`}>{text}</Link> : text;
}

function State({
  row,
}: {
  row: { state: keyof typeof REFUND_STATE_LABELS; status: string; retriedAs: string | null };
}) {
  return (
    <>
      {REFUND_STATE_LABELS[row.state]}
      <span className="cell-note">{row.status}</span>
      {row.retriedAs ? <span className="cell-note">Tried again as {row.retriedAs}</span> : null}
    </>
  );
}

export function GatewayRefundsTable({
  refunds,
  canRetry,
  caption = "Gateway refunds",
  id = "gateway-refunds",
}: {
  refunds: readonly AdminGatewayRefund[];
  canRetry: boolean;
  caption?: string;
  /** Unique on the page: the caption's id is made from it. */
  id?: string;
}) {
  const withActions = canRetry && refunds.some(retryable);
  return (
    <ScrollTable id={id} caption={caption} compact>
      <thead>
        <tr>
          <th scope="col">Refund</th>
          <th scope="col">For</th>
          <th scope="col">Payment</th>
          <th scope="col">Amount</th>
          <th scope="col">State</th>
          <th scope="col">Times</th>
          {withActions ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund.refundId}>
            <td>
              {refund.refundId}
              {refund.gatewayRefundId ? <span className="cell-note">{refund.gatewayRefundId}</span> : null}
            </td>
            <td className="nowrap">
              <Cause text={refund.key} />
              {refund.orderId ? <span className="cell-note">{refund.orderId}</span> : null}
            </td>
            <td className="nowrap">
              {refund.gateway}
              <span className="cell-note">{refund.transactionId}</span>
            </td>
            <td className="nowrap">{formatRupees(refund.amount)}</td>
            <td>
              <State row={refund} />
            </td>
            <td>
              <Times created={refund.createdAt} last={{ name: "Updated", at: refund.updatedAt }} />
            </td>
            {withActions ? (
              <td>
                {retryable(refund) ? (
                  <RowAction
                    intent="retry-refund"
                    id={refund.refundId}
                    label="Retry"
                    subject={`refund ${refund.refundId}`}
                  />
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function PayoutsTable({
  payouts,
  canRetry,
  caption = "Bank-transfer payouts",
  id = "payouts",
}: {
  payouts: readonly AdminPayout[];
  canRetry: boolean;
  caption?: string;
  /** Unique on the page: the caption's id is made from it. */
  id?: string;
}) {
  const withActions = canRetry && payouts.some(retryable);
  return (
    <ScrollTable id={id} caption={caption} compact>
      <thead>
        <tr>
          <th scope="col">Payout</th>
          <th scope="col">Reference</th>
          <th scope="col">To account</th>
          <th scope="col">Amount</th>
          <th scope="col">State</th>
          <th scope="col">Times</th>
          {withActions ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.payoutId}>
            <td>
              {payout.payoutId}
              {payout.utr ? <span className="cell-note">UTR {payout.utr}</span> : null}
            </td>
            <td className="nowrap">
              <Cause text={payout.reference} />
              <span className="cell-note">{payout.reason}</span>
            </td>
            <td className="nowrap">
              Ending {payout.accountLastFour}
              <span className="cell-note">IFSC {payout.ifscCode}</span>
            </td>
            <td className="nowrap">{formatRupees(payout.amount)}</td>
            <td className="error-text">
              <State row={payout} />
              {payout.failureReason ? <span className="cell-note">{payout.failureReason}</span> : null}
            </td>
            <td>
              <Times
                created={payout.createdAt}
                last={payout.settledAt ? { name: "Settled", at: payout.settledAt } : undefined}
              />
            </td>
            {withActions ? (
              <td>
                {retryable(payout) ? (
                  <RowAction
                    intent="retry-payout"
                    id={payout.payoutId}
                    label="Retry"
                    subject={`payout ${payout.payoutId}`}
                  />
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Times({ created, last }: { created: string; last: { name: string; at: string } | undefined }) {
  return (
    <dl className="times">
      <dt>Created</dt>
      <dd>
        <time dateTime={created}>{formatMinute(created)}</time>
      </dd>
      {last ? (
        <>
          <dt>{last.name}</dt>
          <dd>
            <time dateTime={last.at}>{formatMinute(last.at)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
