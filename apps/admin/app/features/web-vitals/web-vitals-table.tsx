import {
  formatWebVital,
  WEB_VITAL_METRICS,
  WEB_VITAL_RATING_LABELS,
  type WebVitalGroup,
  type WebVitalRating,
} from "@odin/contracts";
import { ScrollTable } from "../../ui/scroll-table";
import { DEVICE_CLASS_LABELS, METRIC_NAMES, PAGE_TYPE_LABELS, rowsOf, thresholdsOf } from "./web-vitals-view";

/** A rating in words, coloured as well: the word carries it for those who do not see the colour. */
function Rating({ rating }: { rating: WebVitalRating }) {
  return <span className={`rating rating-${rating}`}>{WEB_VITAL_RATING_LABELS[rating]}</span>;
}

function Cell({ group }: { group: WebVitalGroup | undefined }) {
  if (!group) {
    return (
      <td>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">No measurements</span>
      </td>
    );
  }
  const samples = `${group.samples.toLocaleString("en-IN")} ${group.samples === 1 ? "sample" : "samples"}`;
  return (
    <td className="nowrap">
      {formatWebVital(group.metric, group.p75)} <Rating rating={group.rating} />
      <span className="cell-note">{samples}</span>
    </td>
  );
}

/** The 75th percentiles: one row per page type and device class, one column per metric. */
export function WebVitalsTable({ groups, window }: { groups: readonly WebVitalGroup[]; window: string }) {
  return (
    <ScrollTable
      id="web-vitals"
      caption={`75th percentile per page type and device, ${window.toLowerCase()}`}
    >
      <thead>
        <tr>
          <th scope="col">Page type</th>
          <th scope="col">Device</th>
          {WEB_VITAL_METRICS.map((metric) => (
            <th key={metric} scope="col">
              <abbr title={METRIC_NAMES[metric]}>{metric}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rowsOf(groups).map((row) => (
          <tr key={`${row.pageType}/${row.deviceClass}`}>
            <th scope="row">{PAGE_TYPE_LABELS[row.pageType]}</th>
            <td>{DEVICE_CLASS_LABELS[row.deviceClass]}</td>
            {WEB_VITAL_METRICS.map((metric) => (
              <Cell key={metric} group={row.cells[metric]} />
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Google's thresholds of each metric, as the ratings of the table apply them. */
export function ThresholdsTable() {
  return (
    <ScrollTable id="web-vital-thresholds" caption="The thresholds of each rating" compact>
      <thead>
        <tr>
          <th scope="col">Measurement</th>
          <th scope="col">
            <Rating rating="good" />
          </th>
          <th scope="col">
            <Rating rating="needs-improvement" />
          </th>
          <th scope="col">
            <Rating rating="poor" />
          </th>
        </tr>
      </thead>
      <tbody>
        {WEB_VITAL_METRICS.map((metric) => {
          const thresholds = thresholdsOf(metric);
          return (
            <tr key={metric}>
              <th scope="row">
                {metric}
                <span className="cell-note">{METRIC_NAMES[metric]}</span>
              </th>
              <td>{thresholds.good}</td>
              <td>{thresholds.needsImprovement}</td>
              <td>{thresholds.poor}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
