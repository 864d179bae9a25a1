import { LABELS, type ProductDetail } from "@odin/contracts";
import { Link } from "../../ui/link";

/** The colour, and links to the style's other colourways; the current one is marked as the current page. */
export function ColourOptions({ product }: { product: ProductDetail }) {
  const others = product.colors.length > 1;
  return (
    <div className="colour-options">
      <p className="colour-options__title" id="colour-options-title">
        {`${LABELS.productPage.colour}: `}
        <span className="colour-options__current">{product.colour}</span>
      </p>
      {others ? (
        <ul className="colour-options__list" aria-labelledby="colour-options-title">
          {product.colors.map((option) => (
            <li key={option.styleId}>
              <Link
                href={option.url}
                className={option.selected ? "colour-swatch colour-swatch--selected" : "colour-swatch"}
                aria-current={option.selected ? "page" : undefined}
                aria-label={
                  option.inStock ? option.colour : `${option.colour}, ${LABELS.productPage.outOfStock}`
                }
                title={option.colour}
                style={{ backgroundColor: option.colorCode }}
                data-out-of-stock={option.inStock ? undefined : true}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
