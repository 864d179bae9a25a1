import { formatRupees, LABELS } from "@odin/contracts";

interface PriceBlockProps {
  /** Paise. */
  mrp: number;
  /** Paise. */
  price: number;
  discountInPercentage: number;
}

/**
 * MRP, Selling Price and You Save (spec 2 §2). Without a discount the one price shown is the MRP.
 * The prices are those of the selected size, else of the style.
 */
export function PriceBlock({ mrp, price, discountInPercentage }: PriceBlockProps) {
  const saving = mrp - price;
  if (saving <= 0) {
    return (
      <dl className="price-block">
        <div className="price-block__row price-block__row--selling">
          <dt>{LABELS.product.mrp}</dt>
          <dd>{formatRupees(mrp)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className="price-block">
      <div className="price-block__row price-block__row--selling">
        <dt>{LABELS.product.sellingPrice}</dt>
        <dd>{formatRupees(price)}</dd>
      </div>
      <div className="price-block__row price-block__row--mrp">
        <dt>{LABELS.product.mrp}</dt>
        <dd>
          <s>{formatRupees(mrp)}</s>
        </dd>
      </div>
      <div className="price-block__row price-block__row--save">
        <dt>{LABELS.product.youSave}</dt>
        <dd>
          {formatRupees(saving)}
          {discountInPercentage > 0 ? ` (${discountInPercentage}% ${LABELS.shell.off})` : null}
        </dd>
      </div>
    </dl>
  );
}
