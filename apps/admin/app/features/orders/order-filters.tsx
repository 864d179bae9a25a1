import { FilterForm } from "../../ui/filter-form";
import {
  DELIVERY_MODE_LABELS,
  DELIVERY_MODES,
  ITEM_STATUS_LABELS,
  ORDER_ITEM_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
} from "./order-labels";
import { MAX_SEARCH_LENGTH, ORDER_FILTERS, type OrderFilters } from "./order-query";

/**
 * The orders list's search box and filters: a GET form, so a search is an address like any other and
 * applying it starts again from the first page. Drawn afresh for each address (its key), so the
 * fields show the search in view.
 */
export function OrderFilterForm({
  filters,
  problem,
}: {
  filters: OrderFilters;
  problem: string | undefined;
}) {
  const problemId = problem ? "order-filter-problem" : undefined;
  const described = (hint?: string) => [hint, problemId].filter(Boolean).join(" ") || undefined;
  const filtered = ORDER_FILTERS.some((name) => name !== "q" && filters[name] !== "");
  return (
    <FilterForm
      id="order-filter"
      title="Search and filter the orders"
      filters={filters}
      problem={problem}
      clearTo="/orders"
      submitLabel="Search"
    >
      {() => (
        <>
          <label className="field">
            <span>Search orders</span>
            <input
              type="search"
              name="q"
              maxLength={MAX_SEARCH_LENGTH}
              defaultValue={filters.q}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={described("order-search-hint")}
            />
          </label>
          <p id="order-search-hint" className="hint">
            An order number (OD…), a phone number (with or without +91), an e-mail or a transaction id (TX…).
          </p>
          {/* Folded away on arrival, so a phone shows the search box and the list; open while a filter is set. */}
          <details className="more-filters" open={filtered || problem !== undefined}>
            <summary>Filters</summary>
            <div className="filter-fields">
              <Choice
                label="Item status"
                name="status"
                value={filters.status}
                options={ORDER_ITEM_STATUSES.map((status) => [status, ITEM_STATUS_LABELS[status]])}
                describedBy={described()}
              />
              <Choice
                label="Payment method"
                name="paymentMethod"
                value={filters.paymentMethod}
                options={PAYMENT_TYPES.map((type) => [type, PAYMENT_TYPE_LABELS[type]])}
                describedBy={described()}
              />
              <Choice
                label="Payment status"
                name="paymentStatus"
                value={filters.paymentStatus}
                options={PAYMENT_STATUSES.map((status) => [status, PAYMENT_STATUS_LABELS[status]])}
                describedBy={described()}
              />
              <Choice
                label="Delivery mode"
                name="deliveryMode"
                value={filters.deliveryMode}
                options={DELIVERY_MODES.map((mode) => [mode, DELIVERY_MODE_LABELS[mode]])}
                describedBy={described()}
              />
              <label className="field">
                <span>Centre id</span>
                <input
                  name="centreId"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={10}
                  defaultValue={filters.centreId}
                  aria-describedby={described()}
                />
              </label>
              <label className="field">
                <span>Brand id</span>
                <input
                  name="brandId"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={10}
                  defaultValue={filters.brandId}
                  aria-describedby={described()}
                />
              </label>
              <label className="field">
                <span>Placed from (date)</span>
                <input type="date" name="from" defaultValue={filters.from} aria-describedby={described()} />
              </label>
              <label className="field">
                <span>Placed to (date, included)</span>
                <input type="date" name="to" defaultValue={filters.to} aria-describedby={described()} />
              </label>
            </div>
          </details>
        </>
      )}
    </FilterForm>
  );
}

/** A filter with a fixed list of values; its first choice is no filter. */
function Choice({
  label,
  name,
  value,
  options,
  describedBy,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
  describedBy: string | undefined;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue={value} aria-describedby={describedBy}>
        <option value="">Any</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
