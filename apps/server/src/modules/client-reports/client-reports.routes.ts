import { ANALYTICS, clientSessionIdHeader, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { serve } from "../../platform/serve";
import type { ClientReportsService } from "./client-reports.service";
import { deviceClassOf, isShoppersBrowser } from "./web-vitals-rules";

const withSession = z.looseObject({ clientsessionid: clientSessionIdHeader });
const maybeSession = z.looseObject({ clientsessionid: clientSessionIdHeader.optional() });

/**
 * `POST /api/events` (analytics events) and `POST /api/errorMail` (spec 1 §7, §8): what the
 * storefront reports about a shopper's visit and about API calls that failed or were slow.
 */
export function clientReportsRoutes(app: FastifyInstance, reports: ClientReportsService): void {
  serve(app, routes.analyticsEvents, {
    tag: "client",
    summary: "Store a batch of page and funnel events",
    description:
      `Up to ${ANALYTICS.maxEventsPerBatch} events (page_view, search, add_to_bag, checkout_step, purchase, ` +
      "and the storefront's other events), each with its page path, its age in milliseconds and up to " +
      `${ANALYTICS.maxFields} fields, under the tab's \`clientSessionId\` header (required). A \`web_vital\` ` +
      "event carries exactly a metric (LCP, INP, CLS, FCP or TTFB), its value within bounds and the page type; " +
      "the server counts it under the device class it reads from the Sec-CH-UA-Mobile hint or the user agent, " +
      "and does not store those of crawlers and lab tools. A malformed " +
      "or oversized batch answers 400; more batches from one client address than the configured number a " +
      "minute answer 429.",
    headers: withSession,
    handler: async (request) => {
      const clientSessionId = withSession.parse(request.headers).clientsessionid;
      const webVitalsDevice = isShoppersBrowser(request.headers) ? deviceClassOf(request.headers) : null;
      const origin = { clientSessionId, clientAddress: request.ip, webVitalsDevice };
      return unwrap(await reports.recordEvents(request.body, origin));
    },
  });

  serve(app, routes.errorMail, {
    tag: "client",
    summary: "Report an API call that failed or was slow in the browser",
    description:
      "Sent by the storefront when the errorMail setting is on. The report is recorded and logged with the " +
      "call's correlationId and, when the operator switched it on, mailed to the operator's address. More " +
      "reports from one client address than the configured number a minute answer 429.",
    headers: maybeSession,
    handler: async (request) => {
      const origin = {
        clientSessionId: maybeSession.parse(request.headers).clientsessionid ?? null,
        clientAddress: request.ip,
      };
      return unwrap(await reports.recordError(request.body, origin, request.log));
    },
  });
}
