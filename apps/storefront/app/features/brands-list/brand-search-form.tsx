import { brandSearchProblem, LABELS } from "@odin/contracts";
import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { BRANDS_LIST_KEYS } from "./brand-index";

const INPUT_ID = "brand-search";
const ERROR_ID = "brand-search-error";

/**
 * The brand directory search (spec 2 §5). A GET form, so it works before hydration: the loader
 * validates with the same schema. After hydration it validates before submitting.
 */
export function BrandSearchForm({ query, serverError }: { query: string; serverError: string | null }) {
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? serverError;

  function validate(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem(BRANDS_LIST_KEYS.query);
    const problem = brandSearchProblem(input instanceof HTMLInputElement ? input.value : "");
    if (!problem) {
      setClientError(null);
      return;
    }
    event.preventDefault();
    setClientError(problem);
    if (input instanceof HTMLInputElement) input.focus();
  }

  return (
    <Form
      method="get"
      action="/brandslist"
      role="search"
      className="brand-search"
      noValidate
      preventScrollReset
      onSubmit={validate}
    >
      <label className="brand-search__label" htmlFor={INPUT_ID}>
        {LABELS.brandsList.searchLabel}
      </label>
      <div className="brand-search__row">
        <input
          id={INPUT_ID}
          className="brand-search__input"
          type="search"
          name={BRANDS_LIST_KEYS.query}
          defaultValue={query}
          placeholder={LABELS.brandsList.searchPlaceholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          onChange={() => setClientError(null)}
        />
        <Button type="submit">{LABELS.brandsList.searchButton}</Button>
      </div>
      {error ? (
        <p id={ERROR_ID} className="brand-search__error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
