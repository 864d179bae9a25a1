import type { StorefrontServices } from "@odin/contracts";
import type { PageRequest } from "../../platform/composition";
import type { AlertsService } from "./alerts.service";

/**
 * NOTIFY ME on the product page and the unsubscribe page (decision 26): the same service as
 * `POST /api/alerts/stock` and `/api/alerts/unsubscribe`, for the page's shopper (if any), counted
 * against the request's client address.
 */
export function alertsPage(alerts: AlertsService) {
  return ({ request, shopper }: PageRequest): StorefrontServices["alerts"] => ({
    requestStock: (input) => alerts.requestStock(input, { userId: shopper?.userId ?? null, ip: request.ip }),
    unsubscribe: alerts.unsubscribe,
  });
}
