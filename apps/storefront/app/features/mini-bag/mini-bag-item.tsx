import { type BagProduct, formatMessage, LABELS, MESSAGES } from "@odin/contracts";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type FormAnswer, INTENT_FIELD } from "../../lib/form-answer";
import { CloseIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { Price } from "../../ui/price";
import { showToast } from "../../ui/toast";
import { BAG_FIELDS, BAG_INTENTS, BAG_PATH } from "../bag/bag-forms";

interface MiniBagItemProps {
  product: BagProduct;
  /** The item left the bag: the popup reads the bag again. */
  onRemoved: () => void;
  /** A link was followed: the popup closes. */
  onLeave: () => void;
}

/**
 * One item of the mini-bag (spec 1 §2): image, brand, name, size, quantity and price, and its
 * removal, posted to the bag page's action (decision 26). The item shows a loader while it is
 * removed; then a success toast names it (spec 1 §4) and the header's count follows (the root
 * loader reloads after the post).
 */
export function MiniBagItem({ product, onRemoved, onLeave }: MiniBagItemProps) {
  const fetcher = useFetcher<FormAnswer>();
  const removing = fetcher.state !== "idle";
  const report = useRef({ onRemoved, name: product.styleName });
  report.current = { onRemoved, name: product.styleName };

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      showToast(formatMessage.miniBagItemRemoved(report.current.name), { tone: "success" });
      report.current.onRemoved();
    } else {
      showToast(answer.message ?? MESSAGES.generic.somethingWentWrong, { tone: "danger" });
    }
  }, [fetcher.data]);

  const size = product.tenantSize ?? product.size;
  return (
    <li className="mini-bag__item" aria-busy={removing}>
      <img className="mini-bag__image" src={product.image} alt="" width={60} height={80} loading="lazy" />
      <div className="mini-bag__details">
        <p className="mini-bag__brand">{product.brandName}</p>
        <Link href={product.url} className="mini-bag__name" onClick={onLeave}>
          {product.styleName}
        </Link>
        <p className="mini-bag__meta">
          {`${LABELS.miniBag.size}: ${size} · ${LABELS.miniBag.qty}: ${product.qty}`}
        </p>
        <Price price={product.price} mrp={product.mrp} discountInPercentage={product.discountInPercentage} />
        {removing ? (
          <p className="mini-bag__removing" role="status">
            <span className="mini-bag__spinner" aria-hidden="true" />
            {LABELS.miniBag.removing}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" action={BAG_PATH} className="mini-bag__remove">
        <input type="hidden" name={INTENT_FIELD} value={BAG_INTENTS.remove} />
        <input type="hidden" name={BAG_FIELDS.skuId} value={product.skuId} />
        <button
          type="submit"
          className="icon-button mini-bag__remove-button"
          aria-label={formatMessage.miniBagRemove(product.styleName)}
          aria-disabled={removing}
          onClick={(event) => {
            if (removing) event.preventDefault();
          }}
        >
          <CloseIcon />
        </button>
      </fetcher.Form>
    </li>
  );
}
