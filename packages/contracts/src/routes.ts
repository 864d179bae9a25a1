import { accountRouteMap } from "./account/routes";
import { alertsRouteMap } from "./alerts/routes";
import { bagRouteMap } from "./bag/routes";
import { cancellationsRouteMap } from "./cancellations/routes";
import { catalogRouteMap } from "./catalog/routes";
import { checkoutRouteMap } from "./checkout/routes";
import { contentRouteMap } from "./content/routes";
import { deliveryRouteMap } from "./delivery/routes";
import { favouritesRouteMap } from "./favourites/routes";
import { invoicesRouteMap } from "./invoices/routes";
import { loyaltyRouteMap } from "./loyalty/routes";
import { ordersRouteMap } from "./orders/routes";
import { paymentsRouteMap } from "./payments/routes";
import { returnsRouteMap } from "./returns/routes";
import { reviewsRouteMap } from "./reviews/routes";
import type { RouteSpec } from "./route-spec";
import { searchRouteMap } from "./search/routes";
import { reportingRouteMap } from "./shared/routes";
import { supportRouteMap } from "./support/routes";

/**
 * The one route map (API.md): every path of the public API, declared once with the names of its
 * request and response schemas. The server registers each route from its entry (`serve` in
 * `apps/server/src/platform/serve.ts`) and the browser calls it through the same entry
 * (`api.call(routes.productDetails, { styleId })`), so both ends are typed from one declaration.
 *
 * Schemas are named, not imported: this module is plain data, so browser code can use it without
 * bundling zod (decision 13). A misspelt name does not compile. Path parameters are written `:name`.
 *
 * Each domain declares its entries in its own `<domain>/routes.ts` (what an entry is: route-spec.ts),
 * and the map spreads them. A route name belongs to one domain only, and every domain's entries are
 * spread here (routes.test.ts checks both).
 */
export const routes = {
  ...accountRouteMap,
  ...reportingRouteMap,
  ...contentRouteMap,
  ...supportRouteMap,
  ...catalogRouteMap,
  ...searchRouteMap,
  ...deliveryRouteMap,
  ...favouritesRouteMap,
  ...bagRouteMap,
  ...checkoutRouteMap,
  ...paymentsRouteMap,
  ...ordersRouteMap,
  ...returnsRouteMap,
  ...invoicesRouteMap,
  ...cancellationsRouteMap,
  ...reviewsRouteMap,
  ...alertsRouteMap,
  ...loyaltyRouteMap,
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
