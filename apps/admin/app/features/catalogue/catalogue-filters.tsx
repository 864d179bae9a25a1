import type { CatalogueOptions } from "@odin/contracts";
import { FilterForm } from "../../ui/filter-form";
import { MAX_FILTER_RUPEES, MAX_SEARCH_LENGTH, STYLE_FILTERS, type StyleFilters } from "./catalogue-query";
import { STOCK_FILTER_LABELS, STOCK_FILTERS, STYLE_STATUS_LABELS, STYLE_STATUSES } from "./catalogue-words";
import { categoryGroups, indented } from "./categories";

/**
 * The styles list's search box and filters: a GET form, so a search is an address like any other and
 * applying it starts again from the first page. The brands and categories are the catalogue's
 * options; categories by gender, each group's article types indented under it.
 */
export function CatalogueFilterForm({
  filters,
  options,
  problem,
}: {
  filters: StyleFilters;
  options: CatalogueOptions | null;
  problem: string | undefined;
}) {
  const problemId = problem ? "style-filter-problem" : undefined;
  const described = (hint?: string) => [hint, problemId].filter(Boolean).join(" ") || undefined;
  const filtered = STYLE_FILTERS.some((name) => name !== "q" && filters[name] !== "");
  return (
    <FilterForm
      id="style-filter"
      title="Search and filter the styles"
      filters={filters}
      problem={problem}
      clearTo="/catalogue"
      submitLabel="Search"
    >
      {() => (
        <>
          <label className="field lookup-field">
            <span>Search styles</span>
            <input
              type="search"
              name="q"
              maxLength={MAX_SEARCH_LENGTH}
              defaultValue={filters.q}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={described("style-search-hint")}
            />
          </label>
          <p id="style-search-hint" className="hint">
            A style's code (any case) or words of its name.
          </p>
          <details className="more-filters" open={filtered || problem !== undefined}>
            <summary>Filters</summary>
            <div className="filter-fields">
              <label className="field">
                <span>Brand</span>
                <select name="brandId" defaultValue={filters.brandId} aria-describedby={described()}>
                  <option value="">Any</option>
                  {(options?.brands ?? []).map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {brand.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Category</span>
                <select name="categoryId" defaultValue={filters.categoryId} aria-describedby={described()}>
                  <option value="">Any</option>
                  {categoryGroups(options?.categories ?? []).map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.choices.map((choice) => (
                        <option key={choice.id} value={choice.id}>
                          {choice.depth === 0 ? `All ${choice.name}` : indented(choice)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Published</span>
                <select name="status" defaultValue={filters.status} aria-describedby={described()}>
                  <option value="">Any</option>
                  {STYLE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STYLE_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Stock</span>
                <select name="stock" defaultValue={filters.stock} aria-describedby={described()}>
                  <option value="">Any</option>
                  {STOCK_FILTERS.map((stock) => (
                    <option key={stock} value={stock}>
                      {STOCK_FILTER_LABELS[stock]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Price from (₹)</span>
                <input
                  name="priceMin"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={7}
                  defaultValue={filters.priceMin}
                  aria-describedby={described("style-price-hint")}
                />
              </label>
              <label className="field">
                <span>Price up to (₹)</span>
                <input
                  name="priceMax"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={7}
                  defaultValue={filters.priceMax}
                  aria-describedby={described("style-price-hint")}
                />
              </label>
            </div>
            <p id="style-price-hint" className="hint">
              The selling price, in whole rupees from 0 to {MAX_FILTER_RUPEES.toLocaleString("en-IN")}.
            </p>
          </details>
        </>
      )}
    </FilterForm>
  );
}
