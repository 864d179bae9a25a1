import type { SizeChart } from "@odin/contracts";
import { z } from "zod";

/** What `size_charts.data` holds: column keys and one record per size. */
const storedChart = z.object({
  unit: z.string().optional(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const UNITS: Record<string, string> = { Cm: "cm", In: "in", Mm: "mm" };

/**
 * A readable heading for a column key: "chestCm" → "Chest (cm)", "footLengthCm" → "Foot Length (cm)",
 * "uk" → "UK" (keys of one or two letters are abbreviations).
 */
export function columnHeading(key: string): string {
  const words = key.split(/(?=[A-Z])/);
  const unit = words.length > 1 ? UNITS[words.at(-1) ?? ""] : undefined;
  if (unit) words.pop();
  const name = words.join(" ");
  const heading =
    name.length <= 2
      ? name.toUpperCase()
      : words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  return unit ? `${heading} (${unit})` : heading;
}

export function toSizeChart(row: { id: number; name: string; data: unknown }): SizeChart {
  const data = storedChart.parse(row.data);
  return {
    id: row.id,
    name: row.name,
    headers: data.columns.map(columnHeading),
    rows: data.rows.map((record) => data.columns.map((column) => String(record[column] ?? ""))),
    ...(data.unit ? { unit: data.unit } : {}),
  };
}
