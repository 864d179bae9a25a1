import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormError } from "./form-error";

/**
 * A list's filters: a GET form, so the filtered list is an address like any other and applying it
 * starts again from the first page. Drawn afresh for each address (`filters` is its key), so the
 * fields show the filters of the list in view. A filter the list cannot take is said above the
 * fields (`problem`), and each field names it with `aria-describedby={described}`.
 */
export function FilterForm({
  id,
  title,
  filters,
  problem,
  clearTo,
  submitLabel = "Apply filters",
  children,
}: {
  /** Unique on the page: the title's and the problem's ids are made from it. */
  id: string;
  /** The form's name, for screen readers (the page's heading already says what the list is). */
  title: string;
  /** The filters in the address. */
  filters: unknown;
  problem: string | undefined;
  /** The list with no filter. */
  clearTo: string;
  submitLabel?: string;
  /** The fields, given the id of the problem to describe them by (undefined without one). */
  children: (described: string | undefined) => ReactNode;
}) {
  const problemId = `${id}-problem`;
  return (
    <Form
      method="get"
      role="search"
      aria-labelledby={`${id}-title`}
      className="filters"
      key={JSON.stringify(filters)}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {title}
      </h2>
      <FormError id={problemId} message={problem} />
      {children(problem ? problemId : undefined)}
      <div className="actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        <Link to={clearTo}>Clear filters</Link>
      </div>
    </Form>
  );
}
