import { LABELS } from "@odin/contracts";
import { useRef } from "react";
import { Form } from "react-router";
import { SearchIcon } from "../../ui/icons";
import { announcePanelOpened, useClosedByOtherPanels } from "./header-panels";

/**
 * Site search: a GET form to /search?q=…, so it works before the page hydrates. Focusing the field
 * "opens" the search, which closes the menus; opening a menu closes (blurs) it (spec 2 §2).
 */
export function SearchForm() {
  const inputRef = useRef<HTMLInputElement>(null);
  useClosedByOtherPanels("search", () => {
    if (document.activeElement === inputRef.current) inputRef.current?.blur();
  });
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor="site-search" className="visually-hidden">
        {LABELS.shell.searchLabel}
      </label>
      <input
        ref={inputRef}
        id="site-search"
        className="search-form__input"
        type="search"
        name="q"
        placeholder={LABELS.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => announcePanelOpened("search")}
      />
      <button type="submit" className="search-form__submit" aria-label={LABELS.shell.searchButton}>
        <SearchIcon />
      </button>
    </Form>
  );
}
