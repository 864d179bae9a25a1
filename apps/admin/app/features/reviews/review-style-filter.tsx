import { Form, Link } from "react-router";
import { FormError } from "../../ui/form-error";
import { type ReviewsFilter, reviewsSearchOf } from "./review-query";

/**
 * One style's reviews: a GET form, so the view is an address like any other, keeping the state tab
 * in view; showing it starts again from the first page. The page's problems (a style id that is not
 * a number, a page of the list gone) are shown here, where the view is chosen.
 */
export function ReviewStyleFilter({
  filter,
  problem,
}: {
  filter: ReviewsFilter;
  problem: string | undefined;
}) {
  const described = problem ? "reviews-problem" : undefined;
  return (
    // Drawn afresh for each address, so the field shows the style of the page in view.
    <Form
      method="get"
      role="search"
      aria-labelledby="reviews-filter-title"
      className="filters"
      key={`${filter.status}|${filter.styleId}`}
    >
      <h2 id="reviews-filter-title" className="visually-hidden">
        Filter the reviews
      </h2>
      <FormError id="reviews-problem" message={problem} />
      <input type="hidden" name="status" value={filter.status} />
      <div className="filter-fields filter-fields-few">
        <label className="field">
          <span>Style id</span>
          <input
            name="styleId"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={10}
            defaultValue={filter.styleId}
            aria-describedby={described}
          />
        </label>
      </div>
      <div className="actions">
        <button type="submit" className="button">
          Show reviews
        </button>
        {filter.styleId === "" ? null : (
          <Link to={{ search: reviewsSearchOf({ status: filter.status, styleId: "" }) }}>All styles</Link>
        )}
      </div>
    </Form>
  );
}
