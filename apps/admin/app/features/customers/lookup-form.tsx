import { Form } from "react-router";
import { FormError } from "../../ui/form-error";

/**
 * The Customers lookup: a GET form, so a lookup is an address like any other (bookmarked, paged,
 * sent to a colleague) and searching again starts from the first page.
 */
export function LookupForm({ q, problem }: { q: string; problem: string | undefined }) {
  const described = problem ? "lookup-hint lookup-problem" : "lookup-hint";
  return (
    // Drawn afresh for each address, so the field shows the lookup of the page in view.
    <Form method="get" role="search" aria-labelledby="lookup-title" className="filters" key={q}>
      <h2 id="lookup-title" className="visually-hidden">
        Find a customer
      </h2>
      <FormError id="lookup-problem" message={problem} />
      <label className="field lookup-field">
        <span>Phone, e-mail or name</span>
        <input
          type="search"
          name="q"
          maxLength={254}
          defaultValue={q}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={described}
        />
      </label>
      <p id="lookup-hint" className="hint">
        A 10-digit phone number (with or without +91), a whole e-mail address, or the start of a name, first
        name first.
      </p>
      <div className="actions">
        <button type="submit" className="button">
          Find customers
        </button>
      </div>
    </Form>
  );
}
