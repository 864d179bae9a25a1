import type { AdminReturnDetails } from "@odin/contracts";
import { formatMinute } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";

/**
 * The returned item's moves through the order lifecycle, oldest first as the server gives them:
 * from which state to which, when, by whom (shopper, operator, system) and the note a move carried
 * (a quality check's, say). The audit log's entries are the return's History, below.
 */
export function ItemEvents({ events }: { events: AdminReturnDetails["events"] }) {
  return (
    <section aria-labelledby="item-events-title">
      <h2 id="item-events-title">Item events</h2>
      {events.length === 0 ? (
        <p className="empty">The item has not moved yet.</p>
      ) : (
        <ScrollTable id="item-events" caption="The item's moves" compact>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Move</th>
              <th scope="col">By</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={`${event.at}-${event.to}`}>
                <td>
                  <time dateTime={event.at}>{formatMinute(event.at)}</time>
                </td>
                <td className="nowrap">
                  {event.from ?? "(new)"} <span aria-hidden="true">→</span>
                  <span className="visually-hidden">to</span> {event.to}
                </td>
                <td>{event.by}</td>
                <td>{event.note ?? <span className="muted">(none)</span>}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
