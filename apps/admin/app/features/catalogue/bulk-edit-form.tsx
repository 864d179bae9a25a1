import type { CatalogueOptions } from "@odin/contracts";
import { Form } from "react-router";
import { FormError } from "../../ui/form-error";
import { BULK_EDIT_KINDS, BULK_KIND_LABELS, BULK_LIMITS } from "./bulk-edit-words";
import { CATALOGUE_LIMITS } from "./catalogue-words";
import type { FieldErrors } from "./field-errors";
import { Field, Submit } from "./form-parts";

/** What the list's Bulk edit form was answered with: a refusal, field by field or as a whole. */
export type BulkEditAnswer = { error: string; fields?: FieldErrors };

/**
 * The list's Bulk edit form, for a role holding catalogue:write: what to change on every style the
 * current search and filters find (of the staff member's brands, on every page). It asks for a preview,
 * on a page of its own; nothing changes until it is applied there. The price fields are read for a
 * price change, the centre's for a stock set.
 */
export function BulkEditForm({
  centres,
  answer,
}: {
  centres: CatalogueOptions["centres"];
  answer: BulkEditAnswer | undefined;
}) {
  const fields = answer?.fields ?? {};
  return (
    <details className="panel stack" open={answer !== undefined}>
      <summary>Bulk edit the styles found</summary>
      <Form method="post" className="stack" aria-labelledby="bulk-edit-title">
        <h2 id="bulk-edit-title" className="visually-hidden">
          Bulk edit the styles found
        </h2>
        <p className="hint">
          Changes every style the search and filters above find, on every page (at most{" "}
          {BULK_LIMITS.maxStyles.toLocaleString("en-IN")}). You see what would change before anything does.
        </p>
        <FormError id="bulk-edit-error" message={answer?.error} />
        <input type="hidden" name="intent" value="bulk-edit" />
        <Field id="bulk-kind" label="Change" error={fields.kind}>
          {(attributes) => (
            <select {...attributes} name="kind" defaultValue="price">
              {BULK_EDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {BULK_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="permission-group stack">
          <legend>Price change</legend>
          <p className="hint">
            Each size's selling price, rounded to whole rupees, never above its MRP nor below ₹1.
          </p>
          <div className="field-row">
            <Field id="bulk-direction" label="Up or down" error={fields.direction}>
              {(attributes) => (
                <select {...attributes} name="direction" defaultValue="down">
                  <option value="down">Down</option>
                  <option value="up">Up</option>
                </select>
              )}
            </Field>
            <Field id="bulk-by" label="By" error={fields.by}>
              {(attributes) => (
                <select {...attributes} name="by" defaultValue="percent">
                  <option value="percent">Percent</option>
                  <option value="amount">Rupees</option>
                </select>
              )}
            </Field>
            <Field
              id="bulk-value"
              label="How much"
              hint="A whole number: 10 is 10% or ₹10."
              error={fields.value}
            >
              {(attributes) => (
                <input {...attributes} name="value" inputMode="numeric" pattern="[0-9]*" maxLength={7} />
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset className="permission-group stack">
          <legend>Stock set</legend>
          <div className="field-row">
            <Field id="bulk-centre" label="Centre" error={fields.fcId}>
              {(attributes) => (
                <select {...attributes} name="fcId" defaultValue="">
                  <option value="">Choose</option>
                  {centres.map((centre) => (
                    <option key={centre.id} value={centre.id}>
                      {centre.name} ({centre.code})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="bulk-units" label="Units of each size there" error={fields.units}>
              {(attributes) => (
                <input
                  {...attributes}
                  type="number"
                  name="units"
                  step={1}
                  min={0}
                  max={CATALOGUE_LIMITS.maxUnits}
                />
              )}
            </Field>
            <Field id="bulk-reason" label="Reason" hint="Kept with each change." error={fields.reason}>
              {(attributes) => (
                <input {...attributes} name="reason" maxLength={CATALOGUE_LIMITS.reasonMaxLength} />
              )}
            </Field>
          </div>
        </fieldset>
        <div className="actions">
          <Submit intent="bulk-edit" label="Preview the changes" busyLabel="Finding the styles…" />
        </div>
      </Form>
    </details>
  );
}
