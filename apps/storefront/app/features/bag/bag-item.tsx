import { type BagProduct, IMAGE_SIZES, LABELS } from "@odin/contracts";
import { Link } from "../../ui/link";
import { Price } from "../../ui/price";
import { BAG_INTENTS } from "./bag-forms";
import { MoveToFavouritesForm, QuantityForm, RemoveForm } from "./item-forms";
import { aboutSize, useBagForm } from "./use-bag-form";

const IMAGE = IMAGE_SIZES.thumbnail;

/** "M" or "UK 8 (M)" when the style maps its sizes to the tenant's. */
function sizeText(item: BagProduct): string {
  if (!item.tenantSize) return item.size;
  const tenant = item.tenantSizeLabel ? `${item.tenantSizeLabel} ${item.tenantSize}` : item.tenantSize;
  return `${tenant} (${item.size})`;
}

interface BagItemProps {
  item: BagProduct;
  /** What the stock allows of this size (spec 3 §5, §8 limitBreachedSkus), said at the item. */
  limitMessage?: string | undefined;
  /** A signed-in shopper's item offers MOVE TO FAVOURITES. */
  movable?: boolean;
}

/**
 * One item of the bag (spec 3 §2): picture (its space reserved), brand, name, size, colour, prices,
 * the quantity picker and REMOVE. An out-of-stock item says so and keeps only REMOVE. While one of
 * its forms is on its way the line dims and says it is busy.
 */
export function BagItem({ item, limitMessage, movable = false }: BagItemProps) {
  const quantity = useBagForm(BAG_INTENTS.setQuantity, aboutSize(item.skuId));
  const removal = useBagForm(BAG_INTENTS.remove, aboutSize(item.skuId));
  const move = useBagForm(BAG_INTENTS.moveToFavourites, aboutSize(item.skuId));
  const busy = quantity.pending || removal.pending || move.pending;
  const answers = [quantity.answer, removal.answer, move.answer];
  const refusal = answers.find((answer) => answer && !answer.ok)?.message;
  return (
    <li
      className={`bag-item${busy ? " bag-item--busy" : ""}${item.outOfStock ? " bag-item--out" : ""}`}
      aria-busy={busy || undefined}
    >
      <Link href={item.url} className="bag-item__image" tabIndex={-1} aria-hidden="true">
        <img src={item.image} alt="" width={IMAGE.width} height={IMAGE.height} loading="lazy" />
      </Link>
      <div className="bag-item__details">
        <p className="bag-item__brand">{item.brandName}</p>
        <h3 className="bag-item__name">
          <Link href={item.url}>{item.styleName}</Link>
        </h3>
        <dl className="bag-item__facts">
          <div>
            <dt>{LABELS.bagPage.size}</dt>
            <dd>{sizeText(item)}</dd>
          </div>
          <div>
            <dt>{LABELS.bagPage.colour}</dt>
            <dd>{item.colour}</dd>
          </div>
        </dl>
        <Price
          className="bag-item__price"
          price={item.price}
          mrp={item.mrp}
          discountInPercentage={item.discountInPercentage}
        />
        {item.outOfStock ? <p className="bag-item__out">{LABELS.bagPage.outOfStock}</p> : null}
        <div className="bag-item__actions">
          {item.outOfStock ? null : <QuantityForm item={item} form={quantity} />}
          <RemoveForm item={item} form={removal} />
          {movable ? <MoveToFavouritesForm item={item} form={move} /> : null}
        </div>
        <div role="alert" className="bag-item__messages">
          {limitMessage ? <p className="bag-item__limit">{limitMessage}</p> : null}
          {refusal ? <p className="bag-item__error">{refusal}</p> : null}
        </div>
      </div>
    </li>
  );
}
