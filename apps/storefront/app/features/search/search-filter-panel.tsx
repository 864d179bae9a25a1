import {
  FILTER_KEYS,
  LABELS,
  routes,
  SEARCH,
  type SearchFilterOption,
  type SearchFiltersResponse,
} from "@odin/contracts";
import { useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { Button } from "../../ui/button";
import { brandsByLetterGroup } from "./brand-letter-groups";
import { type SearchFilterKey, type SearchFilters, toggleSearchFilter } from "./search-address";

let loaded: Promise<SearchFiltersResponse | null> | undefined;

/** The panel's values, fetched once per page load (`GET /api/search/filters`); a failure may retry. */
function loadFilterValues(): Promise<SearchFiltersResponse | null> {
  loaded ??= browserApi()
    .call(routes.searchFilters)
    .then((result) => {
      if (result.ok) return result.data;
      loaded = undefined;
      return null;
    });
  return loaded;
}

interface PanelProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** Set on brand pages: no Brand filter there, and no Occasion filter for brand code "se". */
  brandCode: string | undefined;
}

/**
 * "Wanna get specific?" (spec 2 §2 "Search"): colour swatches, price ranges, occasion and brand by
 * letter group, and FIND NOW, which submits the search with the chosen values. The values load when
 * the shopper first expands the panel.
 */
export function SearchFilterPanel({ filters, onChange, brandCode }: PanelProps) {
  const [values, setValues] = useState<SearchFiltersResponse | null>(null);
  const toggle = (key: SearchFilterKey, value: string) => onChange(toggleSearchFilter(filters, key, value));
  const checks = { filters, onToggle: toggle };

  return (
    <details
      className="search-filters"
      onToggle={(event) => {
        if (event.currentTarget.open && !values) void loadFilterValues().then(setValues);
      }}
    >
      <summary className="search-filters__toggle">{LABELS.search.wannaGetSpecific}</summary>
      {values ? (
        <div className="search-filters__body">
          <Swatches options={values.colours} {...checks} />
          <CheckList
            legend={LABELS.search.price}
            filterKey={FILTER_KEYS.price}
            options={values.prices}
            {...checks}
          />
          {brandCode !== SEARCH.occasionHiddenForBrandCode ? (
            <CheckList
              legend={LABELS.search.occasion}
              filterKey={FILTER_KEYS.occasion}
              options={values.occasions}
              {...checks}
            />
          ) : null}
          {brandCode === undefined ? <BrandGroups brands={values.brands} {...checks} /> : null}
        </div>
      ) : null}
      <Button type="submit" className="search-filters__submit">
        {LABELS.search.findNow}
      </Button>
    </details>
  );
}

interface CheckProps {
  filters: SearchFilters;
  onToggle: (key: SearchFilterKey, value: string) => void;
}

function isChecked(filters: SearchFilters, key: SearchFilterKey, value: string): boolean {
  return filters[key]?.includes(value) ?? false;
}

function Swatches({ options, filters, onToggle }: CheckProps & { options: SearchFilterOption[] }) {
  const key = FILTER_KEYS.colour;
  return (
    <fieldset className="search-filters__group">
      <legend>{LABELS.search.color}</legend>
      <div className="search-filters__swatches">
        {options.map((option) => (
          <label key={option.value} className="swatch" title={option.displayName}>
            <input
              type="checkbox"
              className="swatch__input"
              checked={isChecked(filters, key, option.value)}
              onChange={() => onToggle(key, option.value)}
            />
            <span className="swatch__colour" style={{ background: option.colorCode ?? option.value }} />
            <span className="visually-hidden">{option.displayName}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckList({
  legend,
  filterKey,
  options,
  filters,
  onToggle,
}: CheckProps & { legend: string; filterKey: SearchFilterKey; options: SearchFilterOption[] }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="search-filters__group">
      <legend>{legend}</legend>
      <div className="search-filters__checks">
        {options.map((option) => (
          <label key={option.value} className="search-filters__check">
            <input
              type="checkbox"
              checked={isChecked(filters, filterKey, option.value)}
              onChange={() => onToggle(filterKey, option.value)}
            />
            {option.displayName}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function BrandGroups({ brands, filters, onToggle }: CheckProps & { brands: SearchFilterOption[] }) {
  const groups = [...brandsByLetterGroup(brands)];
  const [shown, setShown] = useState(() => groups.find(([, list]) => list.length > 0)?.[0]);
  const list = groups.find(([group]) => group === shown)?.[1] ?? [];
  return (
    <fieldset className="search-filters__group">
      <legend>{LABELS.search.brand}</legend>
      <div className="search-filters__letters">
        {groups.map(([group, members]) => (
          <button
            key={group}
            type="button"
            className="search-filters__letter"
            aria-pressed={group === shown}
            disabled={members.length === 0}
            onClick={() => setShown(group)}
          >
            {group}
          </button>
        ))}
      </div>
      <CheckList
        legend={shown ?? ""}
        filterKey={FILTER_KEYS.brand}
        options={list}
        filters={filters}
        onToggle={onToggle}
      />
    </fieldset>
  );
}
