import { type CheckoutResponse, LABELS } from "@odin/contracts";
import { BagItem } from "./bag-item";
import { BagNotices, PostedAnswer } from "./bag-notices";
import { CouponBox } from "./coupon-box";
import { CouponErrorDialog } from "./coupon-error-dialog";
import { EmptyBag } from "./empty-bag";
import { useGuestCartCopy } from "./guest-cart";
import { PricingSummary } from "./pricing-summary";
import { Proceed } from "./proceed";
import { useBagAnswerToasts } from "./use-bag-form";

/** A full bag: its items, then the coupon box, the pricing lines and PROCEED. */
function FullBag({ bag, guest }: { bag: CheckoutResponse; guest: boolean }) {
  const limits = new Map(bag.limitBreachedSkus.map((issue) => [issue.skuId, issue.message]));
  return (
    <div className="bag-layout">
      <section className="bag-items" aria-labelledby="bag-items-heading">
        <h2 id="bag-items-heading" className="visually-hidden">
          {LABELS.bagPage.items}
        </h2>
        <ul className="bag-items__list">
          {bag.products.map((item) => (
            <BagItem key={item.skuId} item={item} limitMessage={limits.get(item.skuId)} movable={!guest} />
          ))}
        </ul>
      </section>
      <div className="bag-side">
        <CouponBox coupon={bag.couponDetails} offers={bag.applicablePromotionsV2} />
        <section className="bag-summary" aria-labelledby="bag-summary-heading">
          <h2 id="bag-summary-heading" className="bag-section-title">
            {LABELS.bagPage.summary}
          </h2>
          <PricingSummary overview={bag.overview} />
          <Proceed blockingMessage={bag.blockingMessage} />
        </section>
      </div>
      <CouponErrorDialog coupon={bag.couponDetails} />
    </div>
  );
}

/**
 * /mybag (spec 3 §2 Bag), as the route's loader read it for this request's shopper or guest. Every
 * control is a form the route's action answers (decision 26), so nothing needs the scripts.
 */
export function BagPage({ bag, guest }: { bag: CheckoutResponse; guest: boolean }) {
  useGuestCartCopy(bag.products, guest);
  useBagAnswerToasts();
  return (
    <div className="bag-page container">
      <h1 className="bag-page__title">{LABELS.bagPage.title}</h1>
      <PostedAnswer skuIds={bag.products.map((item) => item.skuId)} />
      <BagNotices notices={bag.notices} />
      {bag.products.length === 0 ? <EmptyBag /> : <FullBag bag={bag} guest={guest} />}
    </div>
  );
}
