import { type AdminReturnRow, formatRupees } from "@odin/contracts";
import { Link } from "react-router";
import { formatDay, formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { MODE_LABELS, STAGE_LABELS } from "./return-words";

/**
 * One page of the returns queue, newest first. Each return's number links to its page, where it is
 * moved on. On a narrow screen the table scrolls sideways in its own region, which takes keyboard
 * focus so it can be scrolled without a pointer.
 */
export function ReturnsTable({ returns }: { returns: readonly AdminReturnRow[] }) {
  return (
    <ScrollTable id="returns" caption="Returns" compact>
      <thead>
        <tr>
          <th scope="col">Return</th>
          <th scope="col">Item</th>
          <th scope="col">Stage</th>
          <th scope="col">Mode</th>
          <th scope="col">Refund</th>
          <th scope="col">Pickup day</th>
          <th scope="col">Asked for</th>
        </tr>
      </thead>
      <tbody>
        {returns.map((row) => (
          <tr key={row.returnId}>
            <td>
              <Link to={`/returns/${row.returnId}`}>{row.returnId}</Link>
              <span className="cell-note">
                {row.orderId} · centre {row.fcId}
              </span>
            </td>
            <td>
              {row.styleName}
              <span className="cell-note">
                {row.brandName} · size {row.size}
              </span>
            </td>
            <td>
              {STAGE_LABELS[row.stage]}
              <span className="cell-note">{row.itemStatus}</span>
            </td>
            <td className="nowrap">{MODE_LABELS[row.mode]}</td>
            <td className="nowrap">{formatRupees(row.refundAmount)}</td>
            <td className="nowrap">
              {row.pickupScheduledFor ? (
                <time dateTime={row.pickupScheduledFor}>{formatDay(row.pickupScheduledFor)}</time>
              ) : (
                <span className="muted">(none)</span>
              )}
            </td>
            <td className="nowrap">
              <time dateTime={row.requestedAt}>{formatMinute(row.requestedAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
