import type { BrandDeclarationsEntry } from "@odin/contracts";
import { Form } from "react-router";
import { ActionResult } from "../../ui/action-result";
import type { BrandAnswer } from "./brand-actions";
import { BrandDeclarationFields, brandFacts, DeclarationFacts } from "./declaration-fields";
import { Submit } from "./form-parts";

/**
 * One brand's legal declarations, the defaults of all its styles, and for a role holding
 * catalogue:write the form that sets them (every field), folded away until it is opened or refused.
 */
export function BrandDeclarationsSection({
  brand,
  canWrite,
  answer,
}: {
  brand: BrandDeclarationsEntry;
  canWrite: boolean;
  answer: BrandAnswer | undefined;
}) {
  const id = `brand-${brand.brandId}`;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-title`} className="panel stack">
      <h2 id={`${id}-title`}>
        {brand.name} <span className="muted">({brand.code})</span>
      </h2>
      {brand.declarations ? (
        <DeclarationFacts facts={brandFacts(brand.declarations)} />
      ) : (
        <p>
          <strong>None yet.</strong> Its styles can be published only once they declare these themselves.
        </p>
      )}
      {canWrite ? (
        <>
          <ActionResult id={errorId} done={answer?.done} error={answer?.error} />
          <details className="more-filters" open={answer?.error !== undefined}>
            <summary>
              {brand.declarations ? "Change" : "Add"} the declarations of {brand.name}
            </summary>
            <Form
              key={JSON.stringify(brand.declarations)}
              method="post"
              preventScrollReset
              className="stack"
              aria-label={`Declarations of ${brand.name}`}
              aria-describedby={answer?.error ? errorId : undefined}
            >
              <input type="hidden" name="intent" value="brand" />
              <input type="hidden" name="row" value={brand.brandId} />
              <input type="hidden" name="brandId" value={brand.brandId} />
              <BrandDeclarationFields
                idPrefix={id}
                values={brand.declarations}
                brand={null}
                mode="brand"
                fields={answer?.fields ?? {}}
              />
              <div className="actions">
                <Submit
                  intent="brand"
                  row={String(brand.brandId)}
                  label={`Save the declarations of ${brand.name}`}
                  busyLabel="Saving…"
                />
              </div>
            </Form>
          </details>
        </>
      ) : null}
    </section>
  );
}
