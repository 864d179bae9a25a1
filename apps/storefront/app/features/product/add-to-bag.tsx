import { LABELS, type ProductDetail, type Sku } from "@odin/contracts";
import { useEffect, useRef } from "react";
import type { FormAnswer } from "../../lib/form-answer";
import { useHydrated } from "../../lib/use-hydrated";
import { Button, buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { type AddToBagField, SKU_FIELD } from "./add-to-bag-form";

interface AddToBagProps {
  product: ProductDetail;
  sku: Sku | undefined;
  /** The sizes added on this page (their SKU ids as posted). */
  addedSkus: readonly string[];
  /** Adds answered since the page hydrated: each new one moves the focus to CHECKOUT. */
  adds: number;
  /** The latest answer of the form, shown for the size it was about. */
  answer: FormAnswer<AddToBagField> | undefined;
}

/**
 * ADD TO BAG (spec 2 §2): the submit button of the product's size form; for a size already added on
 * this page it becomes CHECKOUT, a link to the bag that keeps the focus (also when the page was
 * posted without scripts: the link asks for it with `autofocus`).
 */
export function AddToBag({ product, sku, addedSkus, adds, answer }: AddToBagProps) {
  const hydrated = useHydrated();
  const checkoutRef = useRef<HTMLAnchorElement>(null);
  const chosen = sku ? String(sku.skuId) : undefined;
  const inBag = chosen !== undefined && addedSkus.includes(chosen);
  const status = chosen !== undefined && answer?.values?.[SKU_FIELD] === chosen ? answer.message : undefined;

  // The button the shopper pressed is replaced by the link: keep keyboard focus on it.
  useEffect(() => {
    if (adds > 0) checkoutRef.current?.focus();
  }, [adds]);

  return (
    <div className="add-to-bag">
      {!product.inStock ? (
        <Button className="add-to-bag__button" disabled>
          {LABELS.productPage.soldOut}
        </Button>
      ) : inBag ? (
        <Link
          href="/mybag"
          className={buttonClass("primary", "add-to-bag__button")}
          ref={checkoutRef}
          autoFocus={!hydrated}
        >
          {LABELS.product.checkout}
        </Link>
      ) : (
        <Button className="add-to-bag__button" type="submit">
          {LABELS.product.addToBag}
        </Button>
      )}
      <p className="add-to-bag__status" role="status">
        {status ?? ""}
      </p>
    </div>
  );
}
