import { formatRupees, IMAGE_SIZES, LABELS } from "@odin/contracts";
import type { ReactNode } from "react";
import { Link } from "../../ui/link";

const IMAGE = IMAGE_SIZES.thumbnail;

/** What the checkout pages show of an item, whether of the bag or of a placed order. */
interface ItemFacts {
  styleName: string;
  brandName: string;
  image: string;
  url: string;
  size: string;
  colour: string;
  qty: number;
  lineTotal: number;
}

/**
 * One item on a checkout page (spec 3 §2): picture (its space reserved), brand, name, size, colour,
 * quantity and what the line comes to; `children` add the page's own part (delivery method, status).
 */
export function CheckoutItem({ item, children }: { item: ItemFacts; children?: ReactNode }) {
  return (
    <li className="checkout-item">
      <Link href={item.url} className="checkout-item__image" tabIndex={-1} aria-hidden="true">
        <img src={item.image} alt="" width={IMAGE.width} height={IMAGE.height} loading="lazy" />
      </Link>
      <div className="checkout-item__details">
        <p className="checkout-item__brand">{item.brandName}</p>
        <h3 className="checkout-item__name">{item.styleName}</h3>
        <dl className="checkout-item__facts">
          <div>
            <dt>{LABELS.bagPage.size}</dt>
            <dd>{item.size}</dd>
          </div>
          <div>
            <dt>{LABELS.bagPage.colour}</dt>
            <dd>{item.colour}</dd>
          </div>
          <div>
            <dt>{LABELS.bagPage.quantity}</dt>
            <dd>{item.qty}</dd>
          </div>
        </dl>
        <p className="checkout-item__price">{formatRupees(item.lineTotal)}</p>
        {children}
      </div>
    </li>
  );
}
