import type { DeviceClass, WebVitalEventInput } from "@odin/contracts";
import { WEB_VITALS } from "@odin/contracts";
import { type Database, type Executor, schema } from "@odin/db";
import { gte, lt, sql } from "drizzle-orm";
import type { PercentileRow } from "./web-vitals-rules";

const table = schema.webVitalMeasurements;

/** One insert for a batch's measurements, each dated by the database clock less its age. */
export async function insertMeasurements(
  db: Executor,
  deviceClass: DeviceClass,
  events: readonly WebVitalEventInput[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map(({ fields, ageMs }) => ({
    metric: fields.metric,
    value: fields.value,
    pageType: fields.pageType,
    deviceClass,
    measuredAt: sql`now() - make_interval(secs => ${ageMs / 1000})`,
  }));
  const written = await db.insert(table).values(rows).returning({ id: table.id });
  return written.length;
}

/**
 * The 75th percentile of each page type, device class and metric measured since `since`, with its
 * sample count. `percentile_disc` answers a value that was measured: the smallest that at least
 * three in four measurements are at or under (the nearest rank), computed where the rows are.
 */
export async function percentilesSince(db: Database, since: Date): Promise<PercentileRow[]> {
  const fraction = sql.raw(String(WEB_VITALS.percentile));
  return db
    .select({
      pageType: table.pageType,
      deviceClass: table.deviceClass,
      metric: table.metric,
      p75: sql<number>`percentile_disc(${fraction}) within group (order by ${table.value})`.mapWith(Number),
      samples: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(table)
    .where(gte(table.measuredAt, since))
    .groupBy(table.pageType, table.deviceClass, table.metric);
}

/** Deletes the measurements made before `cutoff`. */
export async function deleteMeasurementsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(table).where(lt(table.measuredAt, cutoff));
}
