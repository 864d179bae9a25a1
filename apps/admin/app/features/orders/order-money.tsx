import { type AdminOrder, formatRupees } from "@odin/contracts";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS } from "./order-labels";

/**
 * The order's money: the price lines the shopper saw, how it was paid, each attempt at a gateway
 * (our and the gateway's ids, never card data) and what went back to the shopper.
 */
export function OrderMoney({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="money-title" className="order-section">
      <h2 id="money-title">Payments and refunds</h2>
      <dl className="facts facts-grid price-lines">
        {order.pricing.lines.map((line) => (
          <div key={line.key}>
            <dt>{line.label}</dt>
            <dd>
              {line.effect === "subtract" ? "−" : ""}
              {formatRupees(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <ScrollTable id="payments" caption="Payments">
        <thead>
          <tr>
            <th scope="col">Paid by</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {order.payments.map((payment) => (
            <tr key={payment.type}>
              <td>{PAYMENT_TYPE_LABELS[payment.type]}</td>
              <td>{formatRupees(payment.amount)}</td>
              <td>{PAYMENT_STATUS_LABELS[payment.status]}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <h3>Attempts at the gateway</h3>
      {order.paymentAttempts.length === 0 ? (
        <p className="empty">Nothing was paid at a gateway.</p>
      ) : (
        <ScrollTable id="attempts" caption="Attempts at the gateway" compact>
          <thead>
            <tr>
              <th scope="col">Transaction</th>
              <th scope="col">Gateway</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Gateway's ids</th>
              <th scope="col">Times</th>
            </tr>
          </thead>
          <tbody>
            {order.paymentAttempts.map((attempt) => (
              <tr key={attempt.transactionId}>
                <td>{attempt.transactionId}</td>
                <td>
                  {attempt.gateway}
                  <span className="cell-note">
                    {[attempt.paymentType, attempt.bankCode].filter(Boolean).join(", ")}
                  </span>
                </td>
                <td>{formatRupees(attempt.amount)}</td>
                <td>
                  {attempt.status}
                  {attempt.failureCode ? <span className="cell-note">{attempt.failureCode}</span> : null}
                </td>
                <td>
                  <span className="cell-note">Order {attempt.gatewayOrderId ?? "(none)"}</span>
                  <span className="cell-note">Payment {attempt.gatewayPaymentId ?? "(none)"}</span>
                </td>
                <td>
                  <time dateTime={attempt.createdAt}>{formatMinute(attempt.createdAt)}</time>
                  {attempt.settledAt ? (
                    <span className="cell-note">
                      settled <time dateTime={attempt.settledAt}>{formatMinute(attempt.settledAt)}</time>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <h3>Refunds</h3>
      {order.refunds.length === 0 ? (
        <p className="empty">Nothing has gone back to the shopper.</p>
      ) : (
        <ScrollTable id="refunds" caption="Refunds" compact>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Why</th>
              <th scope="col">Reference</th>
              <th scope="col">To</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {order.refunds.map((refund) => (
              <tr key={`${refund.reference}:${refund.itemId}:${refund.destination}`}>
                <td>{refund.itemId ?? "(order)"}</td>
                <td>{refund.cause}</td>
                <td>{refund.reference}</td>
                <td>{refund.destination}</td>
                <td>{formatRupees(refund.amount)}</td>
                <td>{refund.state}</td>
                <td>
                  <time dateTime={refund.at}>{formatMinute(refund.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
