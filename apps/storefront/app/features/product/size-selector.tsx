import { LABELS, type ProductDetail, type Sku } from "@odin/contracts";
import { useEffect, useId, useRef } from "react";
import { SKU_FIELD } from "./add-to-bag-form";

/** The size a shopper sees: the tenant's size (e.g. "UK 8") when the style maps sizes. */
export function sizeLabel(sku: Sku, sizeMappingEnabled: boolean): string {
  return sizeMappingEnabled && sku.tenantSize ? sku.tenantSize : sku.size;
}

interface SizeSelectorProps {
  product: ProductDetail;
  selectedSkuId: number | undefined;
  onSelect: (skuId: number) => void;
  /** "Please select a size" after an attempt to add without one. */
  error: string | undefined;
}

/**
 * One radio per SKU (native radios: arrow keys move between sizes, out-of-stock sizes are disabled),
 * styled as size buttons: the size field of the ADD TO BAG form, which works before hydration too.
 */
export function SizeSelector({ product, selectedSkuId, onSelect, error }: SizeSelectorProps) {
  const errorId = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);

  // A size picked before hydration, or restored by the browser on reload, becomes the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the page once, when it hydrates
  useEffect(() => {
    const checked = fieldsetRef.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked && Number(checked.value) !== selectedSkuId) onSelect(Number(checked.value));
  }, []);
  const unit = product.sizeMappingEnabled ? product.tenantSizeLabel : undefined;
  return (
    <fieldset className="size-selector" ref={fieldsetRef} aria-describedby={error ? errorId : undefined}>
      <legend className="size-selector__legend">
        {LABELS.productPage.selectSize}
        {unit ? <span className="size-selector__unit">{` (${unit})`}</span> : null}
      </legend>
      <div className="size-selector__options">
        {product.skus.map((sku) => (
          <label key={sku.skuId} className="size-option">
            <input
              className="size-option__input"
              type="radio"
              name={SKU_FIELD}
              value={sku.skuId}
              checked={selectedSkuId === sku.skuId}
              disabled={!sku.inStock}
              onChange={() => onSelect(sku.skuId)}
            />
            <span className="size-option__label">
              {sizeLabel(sku, product.sizeMappingEnabled)}
              {sku.inStock ? null : (
                <span className="visually-hidden">{`, ${LABELS.productPage.outOfStock}`}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="product-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
