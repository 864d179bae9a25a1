import { FUNNEL_EVENTS } from "@odin/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useFormAnswer } from "../../lib/form-answer";
import { trackEvent } from "../../lib/track-event";
import { writeGuestCart } from "../bag/guest-cart";
import {
  ADD_TO_BAG_INTENT,
  type AddToBagField,
  type AddToBagAnswer as Answer,
  addToBagErrors,
  SKU_FIELD,
} from "./add-to-bag-form";

const addedSkuOf = (answer: Answer | undefined) => (answer?.ok ? answer.values?.[SKU_FIELD] : undefined);

/**
 * The state of a product's ADD TO BAG form (decision 26). Posted without scripts (or before the
 * page hydrated), the answer comes with the page the action renders; once hydrated, the form is a
 * fetcher's: it posts without a reload, and the root loader's bag count follows. The sizes added on
 * this page show CHECKOUT; `adds` counts the adds answered here, so CHECKOUT can take the focus.
 */
export function useAddToBag(styleId: number) {
  const fetcher = useFetcher<Answer>({ key: `add-to-bag-${styleId}` });
  const posted: Answer | undefined = useFormAnswer<AddToBagField>(ADD_TO_BAG_INTENT);
  const answer = fetcher.data ?? posted;
  const pending = fetcher.state !== "idle";
  const [addedSkus, setAddedSkus] = useState<readonly string[]>(() => {
    const sku = addedSkuOf(posted);
    return sku ? [sku] : [];
  });
  const [adds, setAdds] = useState(0);
  const [sizeError, setSizeError] = useState(posted?.ok === false ? posted.fieldErrors.skuId : undefined);

  // A guest's bag as the latest add left it: the browser's `cart-guest` copy (decision 27).
  useEffect(() => {
    if (answer?.ok && answer.guestCart) writeGuestCart(answer.guestCart);
  }, [answer]);

  // An add posted before the page hydrated (or without scripts) reaches analytics once it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer the page came with, once.
  useEffect(() => {
    const sku = addedSkuOf(posted);
    if (sku) trackEvent(FUNNEL_EVENTS.addToBag, { styleId, skuId: Number(sku) });
  }, []);

  // Each answer of this page's posts: an added size joins the list, a refused size shows its message.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    const sku = addedSkuOf(data);
    if (sku) {
      trackEvent(FUNNEL_EVENTS.addToBag, { styleId, skuId: Number(sku) });
      setAddedSkus((skus) => (skus.includes(sku) ? skus : [...skus, sku]));
      setAdds((count) => count + 1);
    } else if (!data.ok) setSizeError(data.fieldErrors.skuId);
  }, [fetcher.data, styleId]);

  /** Keeps a post without a size (or a second one while the first is on its way) from leaving. */
  const check = (event: FormEvent<HTMLFormElement>) => {
    const chosen = new FormData(event.currentTarget).get(SKU_FIELD);
    const error = addToBagErrors(typeof chosen === "string" ? chosen : "").skuId;
    if (pending || error) event.preventDefault();
    if (error) {
      setSizeError(error);
      event.currentTarget
        .querySelector<HTMLInputElement>(`input[name="${SKU_FIELD}"]:not([disabled])`)
        ?.focus();
    }
  };

  return {
    Form: fetcher.Form,
    answer,
    pending,
    addedSkus,
    adds,
    sizeError,
    clearSizeError: () => setSizeError(undefined),
    check,
  };
}
