import {
  BREAKPOINTS_PX,
  FILTER_KEYS,
  isBlankSearch,
  LABELS,
  MESSAGES,
  SEARCH,
  sanitiseSearchInput,
} from "@odin/contracts";
import {
  type FocusEvent,
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { announcePanelOpened, useClosedByOtherPanels } from "../../lib/header-panels";
import { CloseButton } from "../../ui/dialog";
import { trapFocus } from "../../ui/focus-trap";
import { SearchIcon } from "../../ui/icons";
import { keptInField } from "../../ui/kept-in-field";
import { onDemand } from "../../ui/on-demand";
import { showToast } from "../../ui/toast";
import { MAIN_SITE, readRecentSearches, recordRecentSearch } from "./recent-searches";
import { cleanQuery, filterCount, SEARCH_PATH, type SearchFilters, searchAddress } from "./search-address";
import { defaultWordsOf, optionSections, type SearchOption } from "./search-options";
import { refreshSuggestFlag } from "./suggest-flag";
import { useSuggestions } from "./use-suggestions";

/** The dropdown's content loads when the search first opens: no page pays for it up front. */
const SearchPanel = onDemand(() => import("./search-panel").then((module) => module.SearchPanel));

/** The brand of a brand page: its own recent searches, default words, filters and suggestions. */
export interface SearchBrand {
  code: string;
  /** First parent brand or legal brand name: suggestions follow the brand journey (spec 2 §7). */
  parentBrand?: string | undefined;
}

/** On /search the field shows the query; everywhere else (and on /noresults) it is empty. */
function shownQuery(pathname: string, search: string): string {
  return pathname === SEARCH_PATH ? cleanQuery(new URLSearchParams(search).get(FILTER_KEYS.query) ?? "") : "";
}

const isNarrow = () => !window.matchMedia(`(min-width: ${BREAKPOINTS_PX.xs}px)`).matches;

/**
 * The site search (spec 2 §2 "Search", §4, §5): a real GET form to /search?q=…, so it works before
 * hydration. Once hydrated it is an ARIA combobox: focus opens the dropdown (recent searches or the
 * brand's default words, then suggestions as the shopper types, and the "Wanna get specific?"
 * filters); the arrow keys move through the options, Enter opens one, Escape closes. On a phone the
 * open search is a modal dialog over the page, made in place (ARIA, Tab kept inside): it is not the
 * native dialog of ui/dialog.tsx because that would have to take the focused field out of the header
 * (closing the phone's keyboard) or leave a dialog in the header on every page (decision 16).
 * Opening it closes the header menus and the other way round (header-panels.ts).
 */
export function SearchBar({ brand }: { brand?: SearchBrand | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const quietFocus = useRef(false);
  const [value, setValue] = useState(() => shownQuery(location.pathname, location.search));
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState(false);
  const [active, setActive] = useState(-1);
  const [filters, setFilters] = useState<SearchFilters>({});
  const [recent, setRecent] = useState<string[]>([]);
  const historyKey = brand?.code ?? MAIN_SITE;
  const parentBrand = brand?.parentBrand;
  const suggestions = useSuggestions(value, open, parentBrand ? { parentBrand } : undefined);
  const sections = open
    ? optionSections(listboxId, { suggestions, recent, words: defaultWordsOf(brand?.code) })
    : [];
  const options = sections.flatMap((section) => section.options);
  const activeOption = options[active];
  const expanded = options.length > 0;

  const close = useCallback((clear = false) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setModal(false);
    setActive(-1);
    if (clear) {
      setValue("");
      setFilters({});
    }
  }, []);

  /** Puts the caret back in the field without opening the dropdown again. */
  const focusQuietly = () => {
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  };

  const openSearch = () => {
    clearTimeout(closeTimer.current);
    if (open) return;
    setRecent(readRecentSearches(historyKey));
    setModal(isNarrow());
    setOpen(true);
    announcePanelOpened("search");
    void refreshSuggestFlag(browserApi());
    void SearchPanel.preload();
  };

  useClosedByOtherPanels("search", () => {
    close();
    if (document.activeElement === inputRef.current) inputRef.current?.blur();
  });

  // A page that goes away takes its pending close with it.
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // New suggestions start the keyboard from the field again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer changing is the trigger
  useEffect(() => setActive(-1), [suggestions]);

  // A new page shows its own query (or none) in a closed search.
  useEffect(() => {
    setValue(shownQuery(location.pathname, location.search));
    close();
  }, [location.pathname, location.search, close]);

  const leave = (address: string) => {
    close();
    inputRef.current?.blur();
    navigate(address);
  };

  const submit = (text: string) => {
    const query = cleanQuery(text);
    if (isBlankSearch(query, filterCount(filters))) {
      showToast(MESSAGES.search.inputSomething, { tone: "danger" });
      return;
    }
    if (query !== "") recordRecentSearch(query, historyKey);
    leave(searchAddress(query, filters));
    setFilters({});
  };

  const choose = (option: SearchOption) => {
    if (option.kind === "query") {
      submit(option.label);
      return;
    }
    if (option.item.type !== "Style") recordRecentSearch(option.item.value, historyKey);
    leave(option.item.url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openSearch();
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      if (open) {
        close();
        focusQuietly();
      } else {
        setValue("");
      }
    } else if (event.key === "Tab" && modal) {
      trapFocus(event);
    }
  };

  // The dropdown closes a moment after focus leaves the search (spec 2 §4); the modal only on request.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (modal || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => close(), SEARCH.dropdownCloseDelayMs);
  };

  const onCloseClick = () => {
    const wasModal = modal;
    close(true);
    if (wasModal) inputRef.current?.blur();
    else focusQuietly();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab are handled for the whole search, which is a dialog on phones
    <div
      className="search"
      data-open={open || undefined}
      data-modal={modal || undefined}
      {...(modal ? { role: "dialog", "aria-modal": true, "aria-label": LABELS.search.dialog } : {})}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={() => clearTimeout(closeTimer.current)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: one element is both the search landmark and the GET form */}
      <form
        method="get"
        action={SEARCH_PATH}
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(value);
        }}
      >
        <div className="search-form__field">
          <label htmlFor="site-search" className="visually-hidden">
            {LABELS.shell.searchLabel}
          </label>
          <input
            ref={inputRef}
            id="site-search"
            className="search-form__input"
            type="search"
            name={FILTER_KEYS.query}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={activeOption?.id}
            placeholder={LABELS.search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            value={value}
            onChange={(event) => {
              setValue(keptInField(event, sanitiseSearchInput));
              setActive(-1);
              openSearch();
            }}
            onFocus={() => {
              if (!quietFocus.current) openSearch();
            }}
            onKeyDown={onInputKeyDown}
          />
          {open ? (
            <CloseButton className="search-form__close" label={LABELS.search.close} onClick={onCloseClick} />
          ) : null}
          <button type="submit" className="search-form__submit" aria-label={LABELS.shell.searchButton}>
            <SearchIcon />
          </button>
        </div>
        {open ? (
          <Suspense fallback={null}>
            <SearchPanel.Component
              listboxId={listboxId}
              sections={sections}
              activeId={activeOption?.id}
              noResults={suggestions?.length === 0}
              onChoose={choose}
              filters={filters}
              onFiltersChange={setFilters}
              brandCode={brand?.code}
            />
          </Suspense>
        ) : null}
      </form>
    </div>
  );
}
