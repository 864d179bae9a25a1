/** What the storefront's pages may ask of the alerts service through the load context. */
import type { Result } from "../result";
import type { AlertAnswer, AlertUnsubscribeRequest, StockAlertRequest } from "./alerts";
import type { AlertsProblem } from "./problems";

/**
 * NOTIFY ME on the product page and the unsubscribe page, as `POST /api/alerts/stock` and
 * `/api/alerts/unsubscribe` (the page's shopper, if any, and the request's client address).
 */
export interface AlertsPageService {
  requestStock(input: StockAlertRequest): Promise<Result<AlertAnswer, AlertsProblem>>;
  unsubscribe(input: AlertUnsubscribeRequest): Promise<Result<AlertAnswer, AlertsProblem>>;
}

declare module "../storefront-services" {
  interface StorefrontServices {
    alerts: AlertsPageService;
  }
}
