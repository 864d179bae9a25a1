import { formatRupees, type PromotionRedemption } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";

/** One page of the orders that used a promotion: the order, the shopper, when, what it took off. */
export function RedemptionsTable({ redemptions }: { redemptions: readonly PromotionRedemption[] }) {
  return (
    <ScrollTable id="redemptions" caption="Orders that used it" compact>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Shopper</th>
          <th scope="col">When</th>
          <th scope="col">State</th>
          <th scope="col">Amount off</th>
          <th scope="col">Order total</th>
        </tr>
      </thead>
      <tbody>
        {redemptions.map((redemption) => (
          <tr key={redemption.orderNumber}>
            <td>
              <Link to={`/orders/${redemption.orderNumber}`}>{redemption.orderNumber}</Link>
            </td>
            <td>
              <Link to={`/customers/${redemption.userId}`}>
                {redemption.shopper || `Shopper ${redemption.userId}`}
              </Link>
            </td>
            <td className="nowrap">{formatMinute(redemption.at)}</td>
            <td>{redemption.orderStatus}</td>
            <td className="nowrap">{formatRupees(redemption.amountOff)}</td>
            <td className="nowrap">{formatRupees(redemption.total)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
