import type { AuditEntry } from "@odin/contracts";
import { Link } from "react-router";
import { AuditTable } from "./audit-table";

/**
 * A record's own history (issue 32: "every resource page shows its own history"): the audit entries
 * its page's answer carries, newest first, and a link to the whole audit log filtered to the record
 * for older ones. Every record page (order, return, review, customer) draws it the same way.
 */
export function RecordHistory({
  entries,
  resource,
  resourceId,
}: {
  entries: readonly AuditEntry[];
  /** The audit log's name for the kind of record ("order", "return", …), as its entries carry it. */
  resource: string;
  resourceId: string;
}) {
  const everything = `/audit?${new URLSearchParams({ resource, resourceId })}`;
  return (
    <section aria-labelledby="record-history-title" className="record-history">
      <h2 id="record-history-title">History</h2>
      {entries.length === 0 ? (
        <p className="empty">Nobody in the back office has changed this yet.</p>
      ) : (
        <AuditTable entries={entries} caption="This record's history" id="record-history-entries" />
      )}
      <p>
        <Link to={everything}>All of this record's entries in the audit log</Link>
      </p>
    </section>
  );
}
