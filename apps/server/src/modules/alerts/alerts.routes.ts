import { ALERTS, MESSAGES, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { AlertsService } from "./alerts.service";

/** NOTIFY ME and the alerts' unsubscribe link (decision 67). */
export function alertsRoutes(app: FastifyInstance, alerts: AlertsService): void {
  serve(app, routes.stockAlert, {
    tag: "alerts",
    summary: "Ask to be told when a sold-out size is back in stock",
    description:
      "A signed-in shopper is told on their account's phone (else e-mail); a guest gives `mobileNumber` or " +
      `\`email\` (400 "${MESSAGES.alerts.contactRequired}"). Once per size and recipient; a size in stock ` +
      `answers 409 IN_STOCK, an unknown or unpublished one 404. When it is restocked, waves tell at most ` +
      `${ALERTS.toldPerUnit} waiting shoppers per unit, oldest first, re-checking the units before each; ` +
      `nobody gets more than ${ALERTS.perRecipientPerDay} alerts a day. At most ` +
      `${ALERTS.requestsPerAddressPerHour} requests an hour from one client address (429).`,
    handler: async (request) =>
      unwrap(
        await alerts.requestStock(request.body, { userId: request.user?.userId ?? null, ip: request.ip }),
      ),
  });

  serve(app, routes.alertUnsubscribe, {
    tag: "alerts",
    summary: "Stop every stock and price alert to the link's recipient",
    description:
      "The token of an alert's unsubscribe link; its waiting requests are dropped. A bad or expired link answers 400.",
    handler: async (request) => unwrap(await alerts.unsubscribe(request.body)),
  });
}
