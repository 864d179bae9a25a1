import { LABELS } from "@odin/contracts";
import { Form } from "react-router";
import { SearchIcon } from "../../ui/icons";

/** Site search: a GET form to /search?q=…, so it works before the page hydrates. */
export function SearchForm() {
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor="site-search" className="visually-hidden">
        {LABELS.shell.searchLabel}
      </label>
      <input
        id="site-search"
        className="search-form__input"
        type="search"
        name="q"
        placeholder={LABELS.search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-form__submit" aria-label={LABELS.shell.searchButton}>
        <SearchIcon />
      </button>
    </Form>
  );
}
