import { adminRoutes, WEB_VITALS } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { WebVitalsReport } from "./web-vitals.service";

/** The back office's page-speed report: field measurements of Core Web Vitals (decision 75). */
export function webVitalsRoutes(app: FastifyInstance, report: WebVitalsReport): void {
  serve(app, adminRoutes.adminWebVitals, {
    tag: "admin",
    summary: "The 75th percentile of each Core Web Vital per page type and device class",
    description:
      `Measured in shoppers' browsers over the last \`days\` days (${WEB_VITALS.defaultWindowDays} unless given), ` +
      "each with its sample count and its rating by Google's published thresholds (good, needs-improvement, " +
      "poor). A page type, device class and metric without measurements has no entry.",
    handler: async (request) => report.summary(request.query.days),
  });
}
