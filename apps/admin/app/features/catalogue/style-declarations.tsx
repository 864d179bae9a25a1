import type { StyleDeclarationsView } from "@odin/contracts";
import { Form, Link } from "react-router";
import { ActionResult } from "../../ui/action-result";
import {
  BRAND_FIELD_LABELS,
  BRAND_FIELDS,
  DECLARATION_LIMITS,
  fieldsInWords,
  MAKER_ROLE_LABELS,
  type MakerRole,
  MEASURE_LABELS,
  MEASURE_UNITS,
  NET_QUANTITY_MEASURES,
} from "./catalogue-words";
import { BrandDeclarationFields, DeclarationFacts } from "./declaration-fields";
import { Field, Submit } from "./form-parts";
import type { StyleAnswer } from "./style-actions";

const ERROR_ID = "declarations-error";

/**
 * The legal declarations the style's product page shows (Legal Metrology rule 6, Consumer Protection
 * (E-Commerce) rule 6(5)): the brand's, unless the style says otherwise, and what only a style says
 * (whether it is packaged, then its net quantity and month of manufacture or import; its dimensions
 * where its size chart gives none). What publishing still needs is listed first.
 */
export function StyleDeclarations({
  declarations,
  brandName,
  canWrite,
  answer,
}: {
  declarations: StyleDeclarationsView;
  brandName: string;
  canWrite: boolean;
  answer: StyleAnswer | undefined;
}) {
  const { own, brand, missing } = declarations;
  return (
    <section aria-labelledby="declarations-title" className="stack">
      <h2 id="declarations-title">Legal declarations</h2>
      {missing.length > 0 ? (
        <div className="warning">
          <p>
            <strong>Publishing needs:</strong>
          </p>
          <ul>
            {fieldsInWords(missing).map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>Nothing the product page must show is missing.</p>
      )}
      <p className="hint">
        An empty field shows {brandName}'s declaration: change those for every style of the brand on{" "}
        <Link to="/catalogue/brands">the brands' legal declarations</Link>.
      </p>
      {canWrite ? (
        <>
          <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} />
          <Form
            key={JSON.stringify(own)}
            method="post"
            preventScrollReset
            className="panel stack declarations-form"
            aria-labelledby="declarations-form-title"
            aria-describedby={answer?.error ? ERROR_ID : undefined}
          >
            <h3 id="declarations-form-title" className="list-title">
              The style's own declarations
            </h3>
            <input type="hidden" name="intent" value="declarations" />
            <BrandDeclarationFields
              idPrefix="style-declaration"
              values={own}
              brand={brand}
              mode="style"
              fields={answer?.fields ?? {}}
            />
            <PackagedFields own={own} fields={answer?.fields ?? {}} />
            <div className="actions">
              <Submit intent="declarations" label="Save the declarations" busyLabel="Saving…" />
            </div>
          </Form>
        </>
      ) : (
        <DeclarationsInForce declarations={declarations} />
      )}
    </section>
  );
}

/** What only a style declares: packaged goods' quantity and month, and its dimensions. */
function PackagedFields({
  own,
  fields,
}: {
  own: StyleDeclarationsView["own"];
  fields: Partial<Record<string, string>>;
}) {
  return (
    <fieldset className="permission-group stack">
      <legend>Packaged goods and dimensions</legend>
      <label className="check">
        <input
          type="checkbox"
          name="packaged"
          defaultChecked={own.packaged}
          aria-describedby="packaged-hint"
        />
        <span>Sold as a packaged commodity</span>
      </label>
      <p id="packaged-hint" className="hint">
        Such as a fragrance or a pack of socks: its net quantity and month of manufacture or import are then
        required.
      </p>
      <div className="field-row">
        <Field id="style-net-quantity" label="Net quantity" error={fields.netQuantity}>
          {(attributes) => (
            <input
              {...attributes}
              type="number"
              name="netQuantity"
              min={1}
              max={DECLARATION_LIMITS.maxNetQuantity}
              step={1}
              defaultValue={own.netQuantity ?? ""}
            />
          )}
        </Field>
        <Field id="style-net-quantity-measure" label="Measured by" error={fields.netQuantityMeasure}>
          {(attributes) => (
            <select {...attributes} name="netQuantityMeasure" defaultValue={own.netQuantityMeasure ?? ""}>
              <option value="">Not given</option>
              {NET_QUANTITY_MEASURES.map((measure) => (
                <option key={measure} value={measure}>
                  {MEASURE_LABELS[measure]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="style-made-on"
          label="Month of manufacture or import"
          hint="Of import when the maker is the importer."
          error={fields.madeOn}
        >
          {(attributes) => (
            <input
              {...attributes}
              type="month"
              name="madeOn"
              placeholder="yyyy-mm"
              defaultValue={own.madeOn ?? ""}
            />
          )}
        </Field>
      </div>
      <Field
        id="style-dimensions"
        label="Dimensions"
        hint="In centimetres, where the size chart gives none: a saree's length, a bag's width, height and depth."
        error={fields.dimensions}
      >
        {(attributes) => (
          <input
            {...attributes}
            name="dimensions"
            maxLength={DECLARATION_LIMITS.dimensionsMaxLength}
            defaultValue={own.dimensions ?? ""}
            autoComplete="off"
          />
        )}
      </Field>
    </fieldset>
  );
}

/** The declarations the style publishes with, for a role that may only look: its own, else the brand's. */
function DeclarationsInForce({ declarations }: { declarations: StyleDeclarationsView }) {
  const { own, brand } = declarations;
  const facts: [string, string][] = BRAND_FIELDS.map((name) => {
    const value = own[name];
    if (value !== null) {
      return [BRAND_FIELD_LABELS[name], name === "makerRole" ? MAKER_ROLE_LABELS[value as MakerRole] : value];
    }
    if (brand === null) return [BRAND_FIELD_LABELS[name], "Not declared"];
    const theirs = name === "makerRole" ? MAKER_ROLE_LABELS[brand.makerRole] : brand[name];
    return [BRAND_FIELD_LABELS[name], `${theirs} (the brand's)`];
  });
  facts.push(["Packaged commodity", own.packaged ? "Yes" : "No"]);
  if (own.packaged) {
    facts.push([
      "Net quantity",
      own.netQuantity !== null && own.netQuantityMeasure !== null
        ? `${own.netQuantity} ${MEASURE_UNITS[own.netQuantityMeasure]}`
        : "Not given",
    ]);
    facts.push(["Month of manufacture or import", own.madeOn ?? "Not given"]);
  }
  facts.push(["Dimensions", own.dimensions ?? "None"]);
  return <DeclarationFacts facts={facts} />;
}
