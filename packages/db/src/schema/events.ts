import type { DeviceClass, ErrorMailBody, WebVitalMetric, WebVitalPageType } from "@odin/contracts";
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Page and funnel events the storefront sends (`POST /api/events`), one row per event, written with
 * one insert per batch. Dated by the server's clock (`occurred_at` = received less the event's
 * age). Rows older than the retention setting are deleted by a daily job (decision 39).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    clientSessionId: text("client_session_id").notNull(),
    path: text("path").notNull(),
    fields: jsonb("fields").$type<Record<string, string | number | boolean | null>>(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Funnels and counts per event over a period; one visit's events in order.
    index("analytics_events_name_occurred_idx").on(t.name, t.occurredAt),
    index("analytics_events_session_idx").on(t.clientSessionId, t.occurredAt),
    // Appended in time order: a small BRIN index serves the daily prune.
    index("analytics_events_received_brin").using("brin", t.receivedAt),
  ],
);

/**
 * API calls that failed or were slow in a shopper's browser (`POST /api/errorMail`, spec 1 §8),
 * with the call's correlation id so an operator can find the server's side. Mailed to the
 * operator through the outbox when that is switched on; pruned with the events.
 */
export const clientErrorReports = pgTable(
  "client_error_reports",
  {
    id: serial("id").primaryKey(),
    type: text("type").$type<ErrorMailBody["errorInfo"]["type"]>().notNull(),
    statusCode: integer("status_code").notNull(),
    method: text("method").$type<ErrorMailBody["errorInfo"]["method"]>().notNull(),
    path: text("path").notNull(),
    correlationId: text("correlation_id").notNull(),
    durationMs: integer("duration_ms").notNull(),
    code: text("code"),
    detail: text("detail"),
    clientSessionId: text("client_session_id"),
    clientAddress: text("client_address").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_error_reports_received_idx").on(t.receivedAt)],
);

/**
 * Field measurements of Core Web Vitals (decision 75): one row per `web_vital` event, with the type
 * of page it was measured on and the device class the server derived from the request. No path, no
 * session, no address: the back office reads only the 75th percentile per page type, device class
 * and metric over a window. Pruned by the same daily job, after at most 30 days.
 */
export const webVitalMeasurements = pgTable(
  "web_vital_measurements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    metric: text("metric").$type<WebVitalMetric>().notNull(),
    /** Milliseconds; CLS a unitless score. */
    value: doublePrecision("value").notNull(),
    pageType: text("page_type").$type<WebVitalPageType>().notNull(),
    deviceClass: text("device_class").$type<DeviceClass>().notNull(),
    /** Received less the event's age, by the server's clock. */
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The summary reads a window of recent rows; the prune deletes the oldest. Both by time, and
    // rows arrive nearly in time order.
    index("web_vital_measurements_measured_idx").on(t.measuredAt),
  ],
);
