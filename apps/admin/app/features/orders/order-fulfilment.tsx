import type { AdminOrder } from "@odin/contracts";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";
import { centreText } from "./order-items";
import { ITEM_STATUS_LABELS } from "./order-labels";

/** Which centre holds which items, and every move of the order's items, oldest first. */
export function OrderFulfilment({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="fulfilment-title" className="order-section">
      <h2 id="fulfilment-title">Allocations and moves</h2>
      {order.allocations.length === 0 ? (
        <p className="empty">No item is allocated to a centre.</p>
      ) : (
        <ScrollTable id="allocations" caption="Allocations">
          <thead>
            <tr>
              <th scope="col">Centre</th>
              <th scope="col">Items</th>
              <th scope="col">Units</th>
            </tr>
          </thead>
          <tbody>
            {order.allocations.map((allocation) => (
              <tr key={allocation.centre?.id ?? "none"}>
                <td>{allocation.centre ? centreText(allocation.centre) : "Not allocated"}</td>
                <td>{allocation.itemIds.join(", ")}</td>
                <td>{allocation.units}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <h3>Item moves</h3>
      {order.events.length === 0 ? (
        <p className="empty">No item has moved since the order was placed.</p>
      ) : (
        <ScrollTable id="item-moves" caption="Item moves, oldest first" compact>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Item</th>
              <th scope="col">Move</th>
              <th scope="col">By</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {order.events.map((event, index) => (
              // Events have no id of their own; their order is the answer's, oldest first.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn whole and never reordered
              <tr key={index}>
                <td>
                  <time dateTime={event.at}>{formatMinute(event.at)}</time>
                </td>
                <td>{event.itemId}</td>
                <td className="nowrap">
                  {ITEM_STATUS_LABELS[event.from]} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">to</span> {ITEM_STATUS_LABELS[event.to]}
                </td>
                <td>{event.by}</td>
                <td>
                  {[
                    event.carrier ? `Carrier ${event.carrier}` : "",
                    event.trackingNumber ? `tracking number ${event.trackingNumber}` : "",
                    event.note ?? "",
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
