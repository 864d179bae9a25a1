import { routes } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";

/**
 * `POST /api/errorMail` (spec 1 §7, §8): the browser reports an API call that failed (not 401) or
 * took 5 s or more. The report is written to the log at warn level with the failed call's
 * correlation id, so an operator can find the server's side of the same call; alerts on the log
 * take the place of mail. Nothing else is kept.
 */
export function clientReportsRoutes(app: FastifyInstance): void {
  serve(app, routes.errorMail, {
    tag: "client",
    summary: "Report an API call that failed or was slow in the browser",
    description:
      "Sent by the storefront when the errorMail setting is on. The report is logged with the call's " +
      "correlationId; the answer is always the same.",
    handler: async (request) => {
      const { statusCode, errorInfo } = request.body;
      request.log.warn({ clientReport: { statusCode, ...errorInfo } }, "client reported an API call");
      return { received: true as const };
    },
  });
}
