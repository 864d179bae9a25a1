import type { AuditEntry } from "@odin/contracts";
import { formatInstant, formatValue } from "../../lib/format";
import { ScrollTable } from "../../ui/scroll-table";

/**
 * One page of the audit log, newest first: when, who, which record, what was done and each field's
 * value before and after. On a narrow screen the table scrolls sideways in its own region, which
 * takes keyboard focus so it can be scrolled without a pointer.
 */
export function AuditTable({
  entries,
  caption = "Audit log entries",
  id = "audit-entries",
}: {
  entries: readonly AuditEntry[];
  /** What a screen reader announces for the table. */
  caption?: string;
  /** Unique on the page: the caption's id is made from it. */
  id?: string;
}) {
  return (
    <ScrollTable id={id} caption={caption}>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Person</th>
          <th scope="col">Record</th>
          <th scope="col">Action</th>
          <th scope="col">Changes</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
            </td>
            <td>
              {entry.actor.name}
              {entry.actor.id === null ? null : <span className="muted"> (id {entry.actor.id})</span>}
            </td>
            <td>
              {entry.resource}
              <span className="muted"> / {entry.resourceId}</span>
            </td>
            <td>{entry.action}</td>
            <td>
              <Changes changes={entry.changes} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Changes({ changes }: { changes: AuditEntry["changes"] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="muted">No field changed</span>;
  return (
    <ul className="changes">
      {fields.map(([field, change]) => (
        <li key={field}>
          <span className="field-name">{field}</span>: {formatValue(change.from)}{" "}
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">to</span> {formatValue(change.to)}
        </li>
      ))}
    </ul>
  );
}
