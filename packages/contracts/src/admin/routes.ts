import type { RouteSpec } from "../route-spec";
import { auditRouteMap } from "./audit-routes";
import { bulkEditsRouteMap } from "./bulk-edits-routes";
import { catalogueImportRouteMap } from "./catalogue-import-routes";
import { catalogueRouteMap } from "./catalogue-routes";
import { contentRouteMap } from "./content-routes";
import { customersRouteMap } from "./customers-routes";
import { adminOrdersRouteMap } from "./orders-routes";
import { promotionsRouteMap } from "./promotions-routes";
import { queuesRouteMap } from "./queues-routes";
import { adminReturnsRouteMap } from "./returns-routes";
import { adminReviewsRouteMap } from "./reviews-routes";
import { staffAdminRouteMap } from "./staff-admin-routes";
import { staffRouteMap } from "./staff-routes";
import { webVitalsRouteMap } from "./web-vitals-routes";

/**
 * The back office's part of the route map (`/admin/api/…`, decision 60). Kept apart from the
 * storefront's `routes` so no shopper's page bundles it; the server registers both, and OpenAPI
 * describes both in one document (tag "admin …"). Every entry names its `permission`.
 */
export const adminRoutes = {
  ...staffRouteMap,
  ...auditRouteMap,
  ...adminOrdersRouteMap,
  ...queuesRouteMap,
  ...staffAdminRouteMap,
  ...adminReturnsRouteMap,
  ...adminReviewsRouteMap,
  ...customersRouteMap,
  ...catalogueRouteMap,
  ...bulkEditsRouteMap,
  ...promotionsRouteMap,
  ...contentRouteMap,
  ...catalogueImportRouteMap,
  ...webVitalsRouteMap,
} as const satisfies Record<string, RouteSpec>;

export type AdminRoutes = typeof adminRoutes;
export type AdminRouteName = keyof AdminRoutes;
