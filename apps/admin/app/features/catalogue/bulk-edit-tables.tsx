import type { BulkEdit, BulkEditSkip } from "@odin/contracts";
import { Link } from "react-router";
import { ScrollTable } from "../../ui/scroll-table";
import { SKIP_REASON_LABELS, valueInWords } from "./bulk-edit-words";
import { fieldsInWords } from "./catalogue-words";

const CLAMPED = { mrp: "stopped at the MRP", floor: "stopped at ₹1" } as const;

/** The first changes of a preview: each style (and size), before and after. */
export function BulkChangesTable({ edit }: { edit: BulkEdit }) {
  return (
    <ScrollTable id="bulk-changes" caption="What changes" compact>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Name</th>
          <th scope="col">Size</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {edit.preview.changes.map((change) => (
          <tr key={`${change.styleId}-${change.size ?? ""}`}>
            <td>
              <Link to={`/catalogue/${change.styleId}`}>{change.code}</Link>
            </td>
            <td className="wide-cell">{change.name}</td>
            <td>{change.size ?? "All"}</td>
            <td className="nowrap">{valueInWords(edit, change.before)}</td>
            <td className="nowrap">
              {valueInWords(edit, change.after)}
              {change.clamped ? <span className="cell-note">{CLAMPED[change.clamped]}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Styles left as they are, and why (the declarations publishing needs, in words). */
export function BulkSkipsTable({
  id,
  caption,
  skips,
}: {
  id: string;
  caption: string;
  skips: readonly BulkEditSkip[];
}) {
  return (
    <ScrollTable id={id} caption={caption} compact>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Name</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {skips.map((skip) => (
          <tr key={skip.styleId}>
            <td>
              <Link to={`/catalogue/${skip.styleId}`}>{skip.code}</Link>
            </td>
            <td className="wide-cell">{skip.name}</td>
            <td>
              {SKIP_REASON_LABELS[skip.reason] ?? skip.reason}
              {skip.fields.length > 0 ? ` ${fieldsInWords(skip.fields).join(", ")}.` : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
