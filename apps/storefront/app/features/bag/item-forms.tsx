import { type BagProduct, formatMessage, LABELS } from "@odin/contracts";
import { type ChangeEvent, useEffect, useRef } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { SubmitButton } from "../../ui/button";
import { IntentForm } from "../../ui/intent-form";
import { BAG_FIELDS, quantityOptions } from "./bag-forms";
import type { BagFormState } from "./use-bag-form";

/**
 * The quantity picker (spec 3 §5): a select of 1 to min(10, sellable) and UPDATE. Once hydrated the
 * select posts itself on change. UPDATE shows only where scripts are off (bag.css): a browser that
 * runs scripts never draws it, so the row does not shift as the page hydrates, and a quantity picked
 * before then is posted as the scripts start.
 */
export function QuantityForm({ item, form }: { item: BagProduct; form: BagFormState }) {
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  const id = `bag-qty-${item.skuId}`;
  const post = form.fetcher.submit;
  const postOnChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) void post(event.currentTarget.form);
  };

  // A quantity picked before the scripts ran is posted as they start.
  useEffect(() => {
    const picked = select.current;
    if (hydrated && picked?.form && picked.value !== String(item.qty)) void post(picked.form);
  }, [hydrated, item.qty, post]);

  return (
    <IntentForm form={form} fields={{ [BAG_FIELDS.skuId]: item.skuId }} className="bag-qty">
      <label className="bag-qty__label" htmlFor={id}>
        {LABELS.bagPage.quantity}
      </label>
      <select
        // The server's quantity replaces what was picked once the bag is read again.
        key={item.qty}
        id={id}
        name={BAG_FIELDS.qty}
        className="bag-qty__select"
        defaultValue={item.qty}
        aria-label={formatMessage.bagQuantityOf(item.styleName)}
        ref={select}
        onChange={hydrated ? postOnChange : undefined}
      >
        {quantityOptions(item.qty, item.sellableQty).map((qty) => (
          <option key={qty} value={qty}>
            {qty}
          </option>
        ))}
      </select>
      <SubmitButton variant="secondary" busy={form.pending} className="bag-qty__submit">
        {LABELS.bagPage.updateQuantity}
      </SubmitButton>
    </IntentForm>
  );
}

/** MOVE TO FAVOURITES (signed-in shoppers): the style joins the favourites and the size leaves the bag. */
export function MoveToFavouritesForm({ item, form }: { item: BagProduct; form: BagFormState }) {
  return (
    <IntentForm
      form={form}
      fields={{ [BAG_FIELDS.skuId]: item.skuId, [BAG_FIELDS.styleId]: item.styleId }}
      className="bag-move"
    >
      <SubmitButton
        variant="secondary"
        busy={form.pending}
        className="bag-move__button"
        aria-label={formatMessage.moveToFavouritesOf(item.styleName)}
      >
        {LABELS.favourites.moveToFavourites}
      </SubmitButton>
    </IntentForm>
  );
}

/** REMOVE: takes the size out of the bag (intent `remove`, as the mini-bag posts it). */
export function RemoveForm({ item, form }: { item: BagProduct; form: BagFormState }) {
  return (
    <IntentForm form={form} fields={{ [BAG_FIELDS.skuId]: item.skuId }} className="bag-remove">
      <SubmitButton
        variant="secondary"
        busy={form.pending}
        className="bag-remove__button"
        aria-label={formatMessage.bagRemoveItem(item.styleName)}
      >
        {LABELS.bagPage.remove}
      </SubmitButton>
    </IntentForm>
  );
}
