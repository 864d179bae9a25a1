import { BAG, formatMessage, LABELS, type ProductDetail, type Sku } from "@odin/contracts";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { addToGuestBag } from "./guest-bag";

interface AddToBagProps {
  product: ProductDetail;
  sku: Sku | undefined;
  /** Called instead of adding when no size is selected. */
  onMissingSize: () => void;
}

/**
 * ADD TO BAG (spec 2 §2): checks the size, records the item in the guest bag, and becomes CHECKOUT, a
 * link to the bag, for the sizes added on this page.
 */
export function AddToBag({ product, sku, onMissingSize }: AddToBagProps) {
  const [added, setAdded] = useState<readonly number[]>([]);
  const [status, setStatus] = useState("");
  const [adds, setAdds] = useState(0);
  const checkoutRef = useRef<HTMLAnchorElement>(null);
  const inBag = sku !== undefined && added.includes(sku.skuId);

  // The button the shopper pressed is replaced by the link: keep keyboard focus on it.
  useEffect(() => {
    if (adds > 0) checkoutRef.current?.focus();
  }, [adds]);

  const add = () => {
    if (!sku) return onMissingSize();
    const result = addToGuestBag({ skuId: sku.skuId, styleId: product.styleId });
    setAdded((skuIds) => [...skuIds, sku.skuId]);
    setAdds((count) => count + 1);
    setStatus(
      result.ok
        ? LABELS.productPage.addedToBag
        : formatMessage.quantityLimit(BAG.maxQuantityPerItem, product.name),
    );
  };

  return (
    <div className="add-to-bag">
      {!product.inStock ? (
        <Button className="add-to-bag__button" disabled>
          {LABELS.productPage.soldOut}
        </Button>
      ) : inBag ? (
        <Link href="/mybag" className={buttonClass("primary", "add-to-bag__button")} ref={checkoutRef}>
          {LABELS.product.checkout}
        </Link>
      ) : (
        <Button className="add-to-bag__button" onClick={add}>
          {LABELS.product.addToBag}
        </Button>
      )}
      <p className="add-to-bag__status" role="status">
        {inBag ? status : ""}
      </p>
    </div>
  );
}
