import { formatRupees, LABELS } from "@odin/contracts";

interface PriceProps {
  /** Selling price in paise. */
  price: number;
  /** MRP in paise; struck through when above the selling price. */
  mrp: number;
  discountInPercentage: number;
  className?: string;
}

/** Selling price, MRP struck through and "(NN% OFF)"; money arrives as integer paise. */
export function Price({ price, mrp, discountInPercentage, className }: PriceProps) {
  return (
    <p className={className ? `price ${className}` : "price"}>
      <span className="price__selling">
        <span className="visually-hidden">{`${LABELS.product.sellingPrice} `}</span>
        {formatRupees(price)}
      </span>
      {mrp > price ? (
        <s className="price__mrp">
          <span className="visually-hidden">{`${LABELS.product.mrp} `}</span>
          {formatRupees(mrp)}
        </s>
      ) : null}
      {discountInPercentage > 0 ? (
        <span className="price__discount">{`(${discountInPercentage}% ${LABELS.shell.off})`}</span>
      ) : null}
    </p>
  );
}
