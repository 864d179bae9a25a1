import { LABELS, MESSAGES } from "@odin/contracts";
import { useId } from "react";
import type { SearchFilters } from "./search-address";
import { SearchFilterPanel } from "./search-filter-panel";
import type { OptionSection, SearchOption } from "./search-options";
import "../../styles/search.css";

interface SearchPanelProps {
  listboxId: string;
  sections: OptionSection[];
  activeId: string | undefined;
  /** Suggestions came back empty: "Sorry!! No Results Found". */
  noResults: boolean;
  onChoose: (option: SearchOption) => void;
  filters: SearchFilters;
  onFiltersChange: (filters: SearchFilters) => void;
  brandCode: string | undefined;
}

/**
 * The open search's dropdown (its code loads when the search first opens): the combobox's listbox of recent searches,
 * default words or suggestions, and the "Wanna get specific?" filters. A press inside it keeps the
 * focus in the field, so the dropdown does not close under the pointer.
 */
export function SearchPanel({
  listboxId,
  sections,
  activeId,
  noResults,
  onChoose,
  filters,
  onFiltersChange,
  brandCode,
}: SearchPanelProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps focus in the combobox while the pointer picks an option; keyboard users never need it
    <div className="search-panel" onMouseDown={(event) => event.preventDefault()}>
      {sections.length > 0 ? (
        <div
          className="search-panel__list"
          role="listbox"
          id={listboxId}
          aria-label={LABELS.search.suggestions}
        >
          {sections.map((section) => (
            <OptionGroup key={section.title} section={section} activeId={activeId} onChoose={onChoose} />
          ))}
        </div>
      ) : null}
      {noResults ? (
        <p className="search-panel__empty" role="status">
          {MESSAGES.search.noResults}
        </p>
      ) : null}
      <SearchFilterPanel filters={filters} onChange={onFiltersChange} brandCode={brandCode} />
    </div>
  );
}

function OptionGroup({
  section,
  activeId,
  onChoose,
}: {
  section: OptionSection;
  activeId: string | undefined;
  onChoose: (option: SearchOption) => void;
}) {
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox may hold groups of options, not fieldsets
    <div className="search-panel__group" role="group" aria-labelledby={titleId}>
      <div className="search-panel__title" id={titleId}>
        {section.title}
      </div>
      {section.options.map((option) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (arrows and Enter) for every option
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox; aria-activedescendant points at the option
        <div
          key={option.id}
          id={option.id}
          className="search-option"
          role="option"
          aria-selected={option.id === activeId}
          onClick={() => onChoose(option)}
        >
          <OptionContent option={option} />
        </div>
      ))}
    </div>
  );
}

/** Style suggestions show image, brand and base product; the others their text. */
function OptionContent({ option }: { option: SearchOption }) {
  if (option.kind === "query" || option.item.type !== "Style") return <span>{option.label}</span>;
  const { item } = option;
  return (
    <>
      {item.image ? (
        <img className="search-option__image" src={item.image} alt="" width={36} height={48} loading="lazy" />
      ) : null}
      <span className="search-option__text">
        {item.brand ? <span className="search-option__brand">{item.brand}</span> : null}
        <span className="search-option__name">{item.baseProduct ?? item.value}</span>
      </span>
    </>
  );
}
