import type { adminRoutes, RouteQuery } from "@odin/contracts";
import {
  DELIVERY_MODES,
  type DeliveryMode,
  ORDER_ITEM_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentStatus,
} from "./order-labels";

/**
 * The orders list's search and filters as the page's address carries them
 * (`/admin/orders?q=98765…&status=PACKED&after=…`), so a search can be bookmarked, sent to a
 * colleague and paged like any other address. One search box takes what the API's `q` takes: an
 * order number, a phone, an e-mail or a transaction id.
 */

type OrdersQuery = RouteQuery<typeof adminRoutes.adminOrders>;

export const ORDER_FILTERS = [
  "q",
  "status",
  "paymentMethod",
  "paymentStatus",
  "deliveryMode",
  "centreId",
  "brandId",
  "from",
  "to",
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export type OrderFilters = Record<OrderFilter, string>;

/** The API's `maxSearchLength` (admin/orders.ts). */
export const MAX_SEARCH_LENGTH = 254;

/** The filters of an address; a filter left empty is no filter. */
export function filtersOf(search: URLSearchParams): OrderFilters {
  const filters = {} as OrderFilters;
  for (const name of ORDER_FILTERS) filters[name] = (search.get(name) ?? "").trim();
  return filters;
}

const ID = /^[1-9]\d{0,9}$/;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((each) => each === value);

/** What the filters ask that the server would refuse anyway, said in the staff member's terms. */
export function filterProblem(filters: OrderFilters): string | undefined {
  if (filters.q.length > MAX_SEARCH_LENGTH) {
    return `Search with at most ${MAX_SEARCH_LENGTH} characters: an order number, a phone, an e-mail or a transaction id.`;
  }
  if (filters.status !== "" && !isOneOf(ORDER_ITEM_STATUSES, filters.status)) {
    return "Choose an item status from the list.";
  }
  if (filters.paymentMethod !== "" && !isOneOf(PAYMENT_TYPES, filters.paymentMethod)) {
    return "Choose a payment method from the list.";
  }
  if (filters.paymentStatus !== "" && !isOneOf(PAYMENT_STATUSES, filters.paymentStatus)) {
    return "Choose a payment status from the list.";
  }
  if (filters.deliveryMode !== "" && !isOneOf(DELIVERY_MODES, filters.deliveryMode)) {
    return "Choose a delivery mode from the list.";
  }
  if (filters.centreId !== "" && !ID.test(filters.centreId)) {
    return "The centre is a number: the fulfilment centre's id, as an order's allocation shows it.";
  }
  if (filters.brandId !== "" && !ID.test(filters.brandId)) {
    return "The brand is a number: the brand's id, as an order's items show it.";
  }
  if (filters.from !== "" && filters.to !== "" && filters.from > filters.to) {
    return "The first date is after the last one.";
  }
  return undefined;
}

/**
 * The API's query for these filters, from the order after `after` (a page's `next`). Called once
 * filterProblem has passed them, so each enumerated filter holds one of its values.
 */
export function ordersQueryOf(filters: OrderFilters, after?: string): OrdersQuery {
  const query: OrdersQuery = {};
  if (filters.q !== "") query.q = filters.q;
  if (isOneOf(ORDER_ITEM_STATUSES, filters.status)) query.status = filters.status;
  if (isOneOf(PAYMENT_TYPES, filters.paymentMethod)) query.paymentMethod = filters.paymentMethod;
  if (isOneOf<PaymentStatus>(PAYMENT_STATUSES, filters.paymentStatus)) {
    query.paymentStatus = filters.paymentStatus;
  }
  if (isOneOf<DeliveryMode>(DELIVERY_MODES, filters.deliveryMode)) query.deliveryMode = filters.deliveryMode;
  if (filters.centreId !== "") query.centreId = Number(filters.centreId);
  if (filters.brandId !== "") query.brandId = Number(filters.brandId);
  if (filters.from !== "") query.from = filters.from;
  if (filters.to !== "") query.to = filters.to;
  if (after) query.after = after;
  return query;
}

/** The search part of an address (`?…`, or "" for none) with the filters set, and `after` when paging. */
export function searchOf(filters: OrderFilters, after?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(ordersQueryOf(filters, after))) params.set(name, String(value));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** Whether any filter or search is set: the empty list then says nothing matched, not that there are no orders. */
export const isFiltered = (filters: OrderFilters) => ORDER_FILTERS.some((name) => filters[name] !== "");
