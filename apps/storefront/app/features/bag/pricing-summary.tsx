import {
  type BagOverview,
  formatRupees,
  LABELS,
  type PricingLine,
  type PricingLineKey,
} from "@odin/contracts";
import { InfoIcon } from "../../ui/icons";
import { Link } from "../../ui/link";

/** Lines shown only when they hold something (spec 3 §2 lists them; a zero says nothing). */
const HIDDEN_AT_ZERO: ReadonlySet<PricingLineKey> = new Set(["loyalty", "codCharges", "gstBenefit"]);

const DELIVERY_CHARGES_PATH = "/delivery_charges";

/** The lines to show, in the server's order. */
function shownLines(lines: readonly PricingLine[]): PricingLine[] {
  return lines.filter((line) => !(HIDDEN_AT_ZERO.has(line.key) && line.amount === 0));
}

/** "GST (included)" for the lines that describe tax inside the prices. */
function labelOf(line: PricingLine): string {
  return line.effect === "included" ? `${line.label} (${LABELS.bagPage.included})` : line.label;
}

/** A discount shows as money off: "-₹300". */
function amountOf(line: PricingLine): string {
  return line.effect === "subtract" ? `-${formatRupees(line.amount)}` : formatRupees(line.amount);
}

function Line({ line }: { line: PricingLine }) {
  return (
    <div className={`bag-line bag-line--${line.effect}`}>
      <dt className="bag-line__label">
        {labelOf(line)}
        {line.key === "deliveryCharges" ? (
          <Link
            href={DELIVERY_CHARGES_PATH}
            className="bag-line__info"
            aria-label={LABELS.bagPage.deliveryInfo}
          >
            <InfoIcon />
          </Link>
        ) : null}
      </dt>
      <dd className="bag-line__amount">
        <span className="bag-line__value">{amountOf(line)}</span>
        {line.gstIncluded > 0 && line.effect !== "included" ? (
          <small className="bag-line__gst">{`${LABELS.bagPage.inclGst} ${formatRupees(line.gstIncluded)}`}</small>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The pricing lines of spec 3 §2 as the server computed them (Subtotal, Discount, GST, Delivery
 * Charges, Loyalty, COD Charges, GST Benefit, Total): nothing is added up here (house rule 3).
 */
export function PricingSummary({ overview }: { overview: Pick<BagOverview, "lines"> }) {
  return (
    <dl className="bag-lines">
      {shownLines(overview.lines).map((line) => (
        <Line key={line.key} line={line} />
      ))}
    </dl>
  );
}
