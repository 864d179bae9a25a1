import type { CatalogueOptions, StyleFacts } from "@odin/contracts";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ActionResult } from "../../ui/action-result";
import { CATALOGUE_LIMITS } from "./catalogue-words";
import { articleTypeGroups } from "./categories";
import { Field, Submit } from "./form-parts";
import type { StyleAnswer } from "./style-actions";

/**
 * What the style is (its code, brand, category and attributes), and for a role holding
 * catalogue:write the form that changes its words, article type, colour, occasion, tags, HSN code
 * and size chart. The form is drawn afresh once a change is saved, so it shows what was saved; a
 * refused one keeps what was typed, each field's problem under it.
 */
export function StyleFactsSection({
  style,
  options,
  canWrite,
  answer,
}: {
  style: StyleFacts;
  options: CatalogueOptions;
  canWrite: boolean;
  answer: StyleAnswer | undefined;
}) {
  const chart = options.sizeCharts.find((each) => each.id === style.sizeChartId);
  return (
    <section aria-labelledby="style-facts-title" className="stack">
      <h2 id="style-facts-title">The style</h2>
      <dl className="facts facts-grid">
        <Fact name="Code">{style.code}</Fact>
        <Fact name="Brand">{style.brandName}</Fact>
        <Fact name="Article type">
          {style.articleTypeName} <span className="muted">({style.gender})</span>
        </Fact>
        <Fact name="Colour">
          <span className="swatch" style={{ background: style.colourCode }} aria-hidden="true" />
          {style.colour} <span className="muted">({style.colourCode})</span>
        </Fact>
        <Fact name="Occasion">{style.occasion}</Fact>
        <Fact name="Tags">
          {style.tags.length === 0 ? <span className="muted">None</span> : style.tags.join(", ")}
        </Fact>
        <Fact name="HSN code">{style.hsnCode}</Fact>
        <Fact name="Size chart">{chart ? chart.name : <span className="muted">None</span>}</Fact>
        <Fact name="Returns">{style.returnable ? "Returnable" : "Cannot be returned"}</Fact>
      </dl>
      {style.story === "" ? null : <p className="story">{style.story}</p>}
      {canWrite ? (
        <>
          <ActionResult id="style-edit-error" done={answer?.done} error={answer?.error} />
          <StyleForm
            key={JSON.stringify(style)}
            style={style}
            options={options}
            fields={answer?.fields ?? {}}
            refused={answer?.error !== undefined}
          />
        </>
      ) : null}
    </section>
  );
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StyleForm({
  style,
  options,
  fields,
  refused,
}: {
  style: StyleFacts;
  options: CatalogueOptions;
  fields: Partial<Record<string, string>>;
  refused: boolean;
}) {
  const occasions = options.occasions.includes(style.occasion)
    ? options.occasions
    : [style.occasion, ...options.occasions];
  const types = articleTypeGroups(options.categories);
  const known = types.some((group) => group.choices.some((choice) => choice.id === style.categoryId));
  return (
    <Form
      method="post"
      preventScrollReset
      className="panel stack"
      aria-labelledby="style-edit-title"
      aria-describedby={refused ? "style-edit-error" : undefined}
    >
      <h3 id="style-edit-title" className="list-title">
        Edit the style
      </h3>
      <input type="hidden" name="intent" value="style" />
      <Field id="style-name" label="Name" error={fields.name}>
        {(described) => (
          <input
            {...described}
            name="name"
            required
            minLength={3}
            maxLength={CATALOGUE_LIMITS.nameMaxLength}
            defaultValue={style.name}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        id="style-story"
        label="Description"
        hint="The story of the style on its product page: what it is made of, how it fits, how to care for it."
        error={fields.story}
      >
        {(described) => (
          <textarea
            {...described}
            name="story"
            rows={6}
            maxLength={CATALOGUE_LIMITS.storyMaxLength}
            defaultValue={style.story}
          />
        )}
      </Field>
      <div className="field-row">
        <Field
          id="style-category"
          label="Article type"
          hint="Its gender and group come with it: the listing pages the style is on."
          error={fields.categoryId}
        >
          {(described) => (
            <select {...described} name="categoryId" required defaultValue={style.categoryId}>
              {known ? null : (
                <option value={style.categoryId}>
                  {style.articleTypeName} ({style.gender})
                </option>
              )}
              {types.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field id="style-occasion" label="Occasion" error={fields.occasion}>
          {(described) => (
            <select {...described} name="occasion" required defaultValue={style.occasion}>
              {occasions.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {occasion}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="field-row">
        <Field
          id="style-colour"
          label="Colour"
          hint="In words, as shoppers filter by it."
          error={fields.colour}
        >
          {(described) => (
            <input
              {...described}
              name="colour"
              required
              minLength={2}
              maxLength={40}
              defaultValue={style.colour}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id="style-colour-code"
          label="Colour code"
          hint="The swatch's colour, as #rrggbb."
          error={fields.colourCode}
        >
          {(described) => (
            <input
              {...described}
              name="colourCode"
              required
              maxLength={7}
              pattern="#[0-9a-fA-F]{6}"
              defaultValue={style.colourCode}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <Field
        id="style-tags"
        label="Tags"
        hint={`Separated by commas, at most ${CATALOGUE_LIMITS.maxTags}: words shoppers search for.`}
        error={fields.tags}
      >
        {(described) => (
          <input {...described} name="tags" defaultValue={style.tags.join(", ")} autoComplete="off" />
        )}
      </Field>
      <div className="field-row">
        <Field
          id="style-hsn"
          label="HSN code"
          hint="4, 6 or 8 digits: with the price, it sets the GST rate."
          error={fields.hsnCode}
        >
          {(described) => (
            <input
              {...described}
              name="hsnCode"
              required
              inputMode="numeric"
              pattern="[0-9]{4}([0-9]{2}){0,2}"
              maxLength={8}
              defaultValue={style.hsnCode}
              autoComplete="off"
            />
          )}
        </Field>
        <Field id="style-size-chart" label="Size chart" error={fields.sizeChartId}>
          {(described) => (
            <select {...described} name="sizeChartId" defaultValue={style.sizeChartId ?? ""}>
              <option value="">None</option>
              {options.sizeCharts.map((chart) => (
                <option key={chart.id} value={chart.id}>
                  {chart.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="actions">
        <Submit intent="style" label="Save the style" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
