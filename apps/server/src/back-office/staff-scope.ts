/**
 * Which orders a staff member may see and move (decision 65). A staff member may be limited to some
 * brands (a brand's own team) or some fulfilment centres (a store's or a warehouse's staff), or both.
 * An item is theirs when its brand and its centre are both within their limits; an order is theirs
 * to see when one of its items is, and they move only their own items. No limits: every order.
 * The order search states the same rule in SQL (modules/orders/order-search.repo.ts).
 */

export interface StaffScope {
  /** null: every brand. */
  brandIds: readonly number[] | null;
  /** null: every centre. */
  centreIds: readonly number[] | null;
}

/** What the rule reads of an order item: its brand and the centre it is allocated to. */
export interface ScopedItem {
  brandId: number;
  fcId: number;
}

export function itemInScope(scope: StaffScope, item: ScopedItem): boolean {
  return (
    (scope.brandIds === null || scope.brandIds.includes(item.brandId)) &&
    (scope.centreIds === null || scope.centreIds.includes(item.fcId))
  );
}

/** An order is in scope when one of its items is. */
export function orderInScope(scope: StaffScope, items: readonly ScopedItem[]): boolean {
  return items.some((item) => itemInScope(scope, item));
}
