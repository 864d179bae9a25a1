import { formatRupees } from "@odin/contracts";

/** What one destination of a refund gets back, in paise. */
export interface RefundLine {
  destination: string;
  label: string;
  amount: number;
}

/** A cancel's or a return's refund: where it goes and how much, its total, and its timeline ("Refund 5-7 days"). */
export function RefundSummary({
  lines,
  total,
  totalLabel,
  timeline,
}: {
  lines: readonly RefundLine[];
  total: number;
  totalLabel: string;
  timeline: string;
}) {
  return (
    <div className="refund-summary">
      <dl className="refund-summary__lines">
        {lines.map((line) => (
          <div key={line.destination} className="refund-summary__line">
            <dt>{line.label}</dt>
            <dd>{formatRupees(line.amount)}</dd>
          </div>
        ))}
        <div className="refund-summary__line refund-summary__line--total">
          <dt>{totalLabel}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      <p className="refund-summary__timeline">{timeline}</p>
    </div>
  );
}
