import type { ContentSummary } from "@odin/contracts";
import { Link } from "react-router";
import { ScrollTable } from "../../ui/scroll-table";
import { formatWhen, KIND_LABELS } from "./content-words";

/** The documents staff may edit, each linking to its page: whether it has a draft, and its scheduled publish. */
export function ContentTable({ documents }: { documents: readonly ContentSummary[] }) {
  return (
    <ScrollTable id="content-documents" caption="Content" compact>
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Kind</th>
          <th scope="col">Draft</th>
          <th scope="col">Scheduled publish</th>
          <th scope="col">Last change</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={`${doc.kind}/${doc.key}`}>
            <td className="wide-cell">
              <Link to={`/content/${doc.kind}/${doc.key}`}>{doc.label}</Link>
            </td>
            <td>{KIND_LABELS[doc.kind]}</td>
            <td>{doc.hasDraft ? <strong>Draft not published</strong> : "None"}</td>
            <td className="nowrap">{doc.schedule ? formatWhen(doc.schedule.publishAt) : "None"}</td>
            <td className="nowrap">{formatWhen(doc.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
