import { formatCount, formatRupees, type StyleSize } from "@odin/contracts";
import { Form } from "react-router";
import { ActionResult } from "../../ui/action-result";
import { ScrollTable } from "../../ui/scroll-table";
import { CATALOGUE_LIMITS } from "./catalogue-words";
import { Field, Submit } from "./form-parts";
import { rupeesText } from "./rupees";
import type { StyleAnswer } from "./style-actions";

const ERROR_ID = "sizes-error";

/**
 * The style's sizes: EAN, MRP and selling price, the GST rate the bag charges at that price, and the
 * units that can be sold and those held for open orders. For a role holding catalogue:write, each
 * size's row changes its prices (typed in rupees, sent in paise; never above the MRP), and a form
 * adds a size.
 */
export function StyleSizes({
  sizes,
  canWrite,
  answer,
}: {
  sizes: readonly StyleSize[];
  canWrite: boolean;
  answer: StyleAnswer | undefined;
}) {
  return (
    <section aria-labelledby="sizes-title" className="stack">
      <h2 id="sizes-title">Sizes and prices</h2>
      {canWrite ? <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} /> : null}
      {sizes.length === 0 ? (
        <p className="empty">The style has no sizes yet.</p>
      ) : (
        <ScrollTable id="sizes" caption="The style's sizes" compact>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">EAN</th>
              <th scope="col">MRP</th>
              <th scope="col">Price</th>
              <th scope="col">GST rate</th>
              <th scope="col">Units</th>
              <th scope="col">Reserved</th>
              <th scope="col">Waiting to be told</th>
              {canWrite ? <th scope="col">Change the prices (₹)</th> : null}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.skuId}>
                <td>{size.size}</td>
                <td className="nowrap">
                  <code>{size.ean}</code>
                </td>
                <td className="nowrap">{formatRupees(size.mrp)}</td>
                <td className="nowrap">{formatRupees(size.price)}</td>
                <td className="nowrap">{size.gstRate}%</td>
                <td className="nowrap">{formatCount(size.units)}</td>
                <td className="nowrap">{formatCount(size.reserved)}</td>
                <td className="nowrap">{formatCount(size.waiting)}</td>
                {canWrite ? (
                  <td>
                    <PriceForm
                      key={`${size.mrp}-${size.price}`}
                      size={size}
                      answer={
                        answer?.intent === "size-price" && answer.row === String(size.skuId)
                          ? answer
                          : undefined
                      }
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {canWrite ? (
        <AddSizeForm
          key={sizes.length}
          fields={answer?.intent === "size-add" ? (answer.fields ?? {}) : {}}
          refused={answer?.intent === "size-add" && answer.error !== undefined}
        />
      ) : null}
    </section>
  );
}

/** One size's MRP and selling price, in rupees. */
function PriceForm({ size, answer }: { size: StyleSize; answer: StyleAnswer | undefined }) {
  const fields = answer?.fields ?? {};
  const refused = answer?.error ? ERROR_ID : undefined;
  const row = String(size.skuId);
  return (
    <Form method="post" preventScrollReset className="row-action" aria-label={`Prices of size ${size.size}`}>
      <input type="hidden" name="intent" value="size-price" />
      <input type="hidden" name="row" value={row} />
      <input type="hidden" name="skuId" value={size.skuId} />
      <label className="field field-in-table money-field">
        <span className="visually-hidden">MRP of size {size.size} (₹)</span>
        <input
          name="mrp"
          inputMode="decimal"
          required
          maxLength={12}
          defaultValue={rupeesText(size.mrp)}
          autoComplete="off"
          {...described(refused, fields.mrp)}
        />
      </label>
      <label className="field field-in-table money-field">
        <span className="visually-hidden">Price of size {size.size} (₹)</span>
        <input
          name="price"
          inputMode="decimal"
          required
          maxLength={12}
          defaultValue={rupeesText(size.price)}
          autoComplete="off"
          {...described(refused, fields.price)}
        />
      </label>
      <Submit
        intent="size-price"
        row={row}
        label={`Save the prices of size ${size.size}`}
        busyLabel="Saving…"
        className="button button-small"
      />
    </Form>
  );
}

/** A row field marked invalid when its form was refused for it, described by the section's refusal. */
const described = (refused: string | undefined, problem: string | undefined) => ({
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": refused,
});

function AddSizeForm({ fields, refused }: { fields: Partial<Record<string, string>>; refused: boolean }) {
  return (
    <Form
      method="post"
      preventScrollReset
      className="panel stack"
      aria-labelledby="size-add-title"
      aria-describedby={refused ? ERROR_ID : undefined}
    >
      <h3 id="size-add-title" className="list-title">
        Add a size
      </h3>
      <input type="hidden" name="intent" value="size-add" />
      <div className="field-row">
        <Field
          id="size-add-size"
          label="Size"
          hint="As the size chart names it: S, M, 32, Free Size."
          error={fields.size}
        >
          {(attributes) => (
            <input
              {...attributes}
              name="size"
              required
              maxLength={CATALOGUE_LIMITS.sizeMaxLength}
              autoComplete="off"
            />
          )}
        </Field>
        <Field id="size-add-ean" label="EAN-13" hint="The 13 digits of its barcode." error={fields.ean}>
          {(attributes) => (
            <input
              {...attributes}
              name="ean"
              required
              inputMode="numeric"
              pattern="[0-9]{13}"
              maxLength={13}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <div className="field-row">
        <Field
          id="size-add-mrp"
          label="MRP (₹)"
          hint="Inclusive of all taxes, e.g. 1299 or 1299.50."
          error={fields.mrp}
        >
          {(attributes) => (
            <input
              {...attributes}
              name="mrp"
              required
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id="size-add-price"
          label="Price (₹)"
          hint="What shoppers pay: at most the MRP."
          error={fields.price}
        >
          {(attributes) => (
            <input
              {...attributes}
              name="price"
              required
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <div className="actions">
        <Submit intent="size-add" label="Add the size" busyLabel="Adding…" />
      </div>
    </Form>
  );
}
