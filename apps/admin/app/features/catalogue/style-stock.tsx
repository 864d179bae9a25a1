import { type CatalogueOptions, formatCount, type StockChange, type StyleStock } from "@odin/contracts";
import { useState } from "react";
import { Form } from "react-router";
import { formatMinute } from "../../lib/format";
import { ActionResult } from "../../ui/action-result";
import { ScrollTable } from "../../ui/scroll-table";
import { CATALOGUE_LIMITS } from "./catalogue-words";
import { Field, Submit } from "./form-parts";
import type { StyleAnswer } from "./style-actions";

const ERROR_ID = "stock-error";

type StockSize = StyleStock["sizes"][number];
type StockCentre = StockSize["centres"][number];
type Centre = CatalogueOptions["centres"][number];

/**
 * The style's stock: each size's units and reserved units at each centre, and the latest changes
 * staff made with their reasons. For a role holding catalogue:write, each row sets its units (the
 * server refuses when they changed since the page was loaded, rather than overwrite an order's) or
 * adds or takes some away, with a reason; another form stocks a size at a centre holding none yet.
 * Each form carries a request id made when it is drawn, so sending it twice changes once.
 */
export function StyleStockSection({
  stock,
  centres,
  canWrite,
  answer,
}: {
  stock: StyleStock;
  centres: readonly Centre[];
  canWrite: boolean;
  answer: StyleAnswer | undefined;
}) {
  const keyOf = (row: string) => (answer?.row === row && answer.requestId ? answer.requestId : "first");
  const answerOf = (row: string) => (answer?.row === row ? answer : undefined);
  return (
    <section aria-labelledby="stock-title" className="stack">
      <h2 id="stock-title">Stock</h2>
      {canWrite ? <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} /> : null}
      {stock.sizes.length === 0 ? (
        <p className="empty">The style has no sizes to stock.</p>
      ) : (
        <ScrollTable id="stock" caption="Stock by size and centre" compact>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Centre</th>
              <th scope="col">Units</th>
              <th scope="col">Reserved</th>
              {canWrite ? <th scope="col">Change the units</th> : null}
            </tr>
          </thead>
          <tbody>
            {stock.sizes.flatMap((size) =>
              size.centres.length === 0
                ? [
                    <tr key={size.skuId}>
                      <td>{size.size}</td>
                      <td colSpan={canWrite ? 4 : 3} className="muted">
                        No centre holds this size.
                      </td>
                    </tr>,
                  ]
                : size.centres.map((centre) => {
                    const row = `${size.skuId}-${centre.fcId}`;
                    return (
                      <tr key={row}>
                        <td>{size.size}</td>
                        <td>
                          {centre.name}
                          <span className="cell-note">
                            {centre.code}, {centre.kind}
                          </span>
                        </td>
                        <td className="nowrap">{formatCount(centre.units)}</td>
                        <td className="nowrap">{formatCount(centre.reserved)}</td>
                        {canWrite ? (
                          <td>
                            <StockRowForm
                              key={keyOf(row)}
                              row={row}
                              size={size}
                              centre={centre}
                              answer={answerOf(row)}
                            />
                          </td>
                        ) : null}
                      </tr>
                    );
                  }),
            )}
          </tbody>
        </ScrollTable>
      )}
      {canWrite && stock.sizes.length > 0 ? (
        <NewCentreForm key={keyOf("new")} sizes={stock.sizes} centres={centres} answer={answerOf("new")} />
      ) : null}
      <StockChanges changes={stock.changes} />
    </section>
  );
}

/** A row field marked invalid when its form was refused for it, described by the section's refusal. */
const described = (answer: StyleAnswer | undefined, name: string) => ({
  "aria-invalid": answer?.fields?.[name] ? true : undefined,
  "aria-describedby": answer?.error ? ERROR_ID : undefined,
});

/** One size at one centre: set its units, or add or take some away, with a reason. */
function StockRowForm({
  row,
  size,
  centre,
  answer,
}: {
  row: string;
  size: StockSize;
  centre: StockCentre;
  answer: StyleAnswer | undefined;
}) {
  const [requestId] = useState(() => crypto.randomUUID());
  const where = `size ${size.size} at ${centre.code}`;
  return (
    <Form method="post" preventScrollReset className="row-action stock-form" aria-label={`Stock of ${where}`}>
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="row" value={row} />
      <input type="hidden" name="skuId" value={size.skuId} />
      <input type="hidden" name="fcId" value={centre.fcId} />
      {/* The units the page showed: a set is refused when they changed meanwhile. */}
      <input type="hidden" name="seen" value={centre.units} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="sizeName" value={size.size} />
      <input type="hidden" name="centreName" value={centre.code} />
      <label className="field field-in-table">
        <span className="visually-hidden">How to change {where}</span>
        <select name="mode" defaultValue="set">
          <option value="set">Set to</option>
          <option value="adjust">Add (+) or take away (−)</option>
        </select>
      </label>
      <label className="field field-in-table units-field">
        <span className="visually-hidden">Units for {where}</span>
        <input
          type="number"
          name="units"
          step={1}
          min={-CATALOGUE_LIMITS.maxUnits}
          max={CATALOGUE_LIMITS.maxUnits}
          required
          {...described(answer, "units")}
        />
      </label>
      <label className="field field-in-table">
        <span className="visually-hidden">Reason for {where}</span>
        <input
          name="reason"
          required
          minLength={3}
          maxLength={CATALOGUE_LIMITS.reasonMaxLength}
          placeholder="Reason"
          autoComplete="off"
          {...described(answer, "reason")}
        />
      </label>
      <Submit
        intent="stock"
        row={row}
        label={`Save the stock of ${where}`}
        busyLabel="Saving…"
        className="button button-small"
      />
    </Form>
  );
}

/** Units of a size at a centre holding none of it yet. */
function NewCentreForm({
  sizes,
  centres,
  answer,
}: {
  sizes: readonly StockSize[];
  centres: readonly Centre[];
  answer: StyleAnswer | undefined;
}) {
  const [requestId] = useState(() => crypto.randomUUID());
  const [skuId, setSkuId] = useState(String(sizes[0]?.skuId ?? ""));
  const size = sizes.find((each) => String(each.skuId) === skuId) ?? sizes[0];
  const holding = new Set(size?.centres.map((centre) => centre.fcId));
  const others = centres.filter((centre) => !holding.has(centre.id));
  const [fcId, setFcId] = useState("");
  const centre = others.find((each) => String(each.id) === fcId) ?? others[0];
  const fields = answer?.fields ?? {};
  return (
    <Form
      method="post"
      preventScrollReset
      className="panel stack"
      aria-labelledby="stock-new-title"
      aria-describedby={answer?.error ? ERROR_ID : undefined}
    >
      <h3 id="stock-new-title" className="list-title">
        Stock a size at another centre
      </h3>
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="row" value="new" />
      <input type="hidden" name="mode" value="set" />
      <input type="hidden" name="seen" value="0" />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="sizeName" value={size?.size ?? ""} />
      <input type="hidden" name="centreName" value={centre?.code ?? ""} />
      <div className="field-row">
        <Field id="stock-new-size" label="Size" error={fields.skuId}>
          {(attributes) => (
            <select
              {...attributes}
              name="skuId"
              value={skuId}
              onChange={(event) => setSkuId(event.target.value)}
            >
              {sizes.map((each) => (
                <option key={each.skuId} value={each.skuId}>
                  {each.size}
                </option>
              ))}
            </select>
          )}
        </Field>
        {others.length === 0 ? (
          <p className="fixed-value">Every centre holds size {size?.size} already: change its units above.</p>
        ) : (
          <Field
            id="stock-new-centre"
            label="Centre"
            hint="Centres holding none of this size."
            error={fields.fcId}
          >
            {(attributes) => (
              <select
                {...attributes}
                name="fcId"
                value={centre ? String(centre.id) : ""}
                onChange={(event) => setFcId(event.target.value)}
              >
                {others.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name} ({each.code}, {each.kind})
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {others.length === 0 ? null : (
        <>
          <div className="field-row">
            <Field id="stock-new-units" label="Units there" error={fields.units}>
              {(attributes) => (
                <input
                  {...attributes}
                  type="number"
                  name="units"
                  step={1}
                  min={0}
                  max={CATALOGUE_LIMITS.maxUnits}
                  required
                />
              )}
            </Field>
            <Field
              id="stock-new-reason"
              label="Reason"
              hint="Kept with the change, e.g. first delivery from the brand."
              error={fields.reason}
            >
              {(attributes) => (
                <input
                  {...attributes}
                  name="reason"
                  required
                  minLength={3}
                  maxLength={CATALOGUE_LIMITS.reasonMaxLength}
                  autoComplete="off"
                />
              )}
            </Field>
          </div>
          <div className="actions">
            <Submit intent="stock" row="new" label="Set the stock" busyLabel="Saving…" />
          </div>
        </>
      )}
    </Form>
  );
}

const deltaText = (delta: number) =>
  delta > 0 ? `+${formatCount(delta)}` : delta < 0 ? `−${formatCount(-delta)}` : "0";

/** The latest changes staff made to the style's stock, newest first. */
function StockChanges({ changes }: { changes: readonly StockChange[] }) {
  return (
    <>
      <h3 className="list-title">Recent stock changes</h3>
      {changes.length === 0 ? (
        <p className="muted">Nobody in the back office has changed this style's stock yet.</p>
      ) : (
        <ScrollTable id="stock-changes" caption="Recent stock changes" compact>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Size</th>
              <th scope="col">Centre</th>
              <th scope="col">Change</th>
              <th scope="col">Units after</th>
              <th scope="col">Reason</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id}>
                <td>
                  <time dateTime={change.at}>{formatMinute(change.at)}</time>
                </td>
                <td>{change.size}</td>
                <td>{change.centreCode}</td>
                <td className="nowrap">{deltaText(change.delta)}</td>
                <td className="nowrap">{formatCount(change.unitsAfter)}</td>
                <td className="wide-cell">{change.reason}</td>
                <td>{change.staffName}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
