import { type Address, type CheckoutResponse, LABELS } from "@odin/contracts";
import { useActionData, useLocation, useSearchParams } from "react-router";
import { AddressForm } from "../addresses/address-form";
import {
  ADDRESS_INTENTS,
  type AddressAnswer,
  editedAddressId,
  useAddressAnswer,
} from "../addresses/address-forms";
import { BagNotices, PostedAnswer } from "../bag/bag-notices";
import { CouponBox } from "../bag/coupon-box";
import { PricingSummary } from "../bag/pricing-summary";
import { AddressChooser } from "./address-chooser";
import { DeliveryMethods } from "./delivery-methods";
import { PincodeForm } from "./pincode-form";

/** ADD NEW ADDRESS: a disclosure that opens without scripts, open when there is no address to choose. */
function AddAddress({ action, open }: { action: string; open: boolean }) {
  const refused = useAddressAnswer(ADDRESS_INTENTS.add);
  return (
    <details className="address-add" open={open || (refused !== undefined && !refused.ok)}>
      <summary className="address-add__summary">{LABELS.address.addNew}</summary>
      <h3 id="checkout-address-add-title" className="visually-hidden">
        {LABELS.address.addTitle}
      </h3>
      <AddressForm
        intent={ADDRESS_INTENTS.add}
        idPrefix="checkout-address-new"
        action={action}
        aria-labelledby="checkout-address-add-title"
      />
    </details>
  );
}

/** The bag's summary beside the steps: coupon box and pricing lines (both the bag page's). */
function Summary({ bag }: { bag: CheckoutResponse }) {
  return (
    <aside className="checkout-side" aria-labelledby="checkout-summary-heading">
      <CouponBox coupon={bag.couponDetails} offers={bag.applicablePromotionsV2} />
      <section className="bag-summary">
        <h2 id="checkout-summary-heading" className="checkout-section-title">
          {LABELS.checkoutPage.summary}
        </h2>
        <PricingSummary overview={bag.overview} />
      </section>
    </aside>
  );
}

/**
 * The shipping step (spec 3 §2 "Checkout, Shipping step"): the delivery pincode, the address chooser
 * with add and edit, each item's delivery method and CONTINUE, beside the coupon box and the pricing
 * lines. Every control is a form the route's action answers (decision 26); what a form was answered
 * is said in place before the scripts run, and as a toast once they do.
 */
export function ShippingPage({ bag, addresses }: { bag: CheckoutResponse; addresses: readonly Address[] }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const posted = useActionData() as AddressAnswer | undefined;
  return (
    <div className="checkout-page container">
      <h1 className="checkout-page__title">{LABELS.checkout.stepShipping}</h1>
      <PostedAnswer skuIds={bag.products.map((item) => item.skuId)} />
      <BagNotices notices={bag.notices} />
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-section" aria-labelledby="delivery-address-heading">
            <h2 id="delivery-address-heading" className="checkout-section-title">
              {LABELS.checkoutPage.deliveryAddress}
            </h2>
            <PincodeForm pincode={bag.pincode} />
            <AddressChooser
              addresses={addresses}
              chosenId={bag.shippingAddressId}
              pincode={bag.pincode}
              action={pathname}
              editingId={editedAddressId(search, posted)}
            />
            <AddAddress action={pathname} open={addresses.length === 0} />
          </section>
          <DeliveryMethods products={bag.products} blockingMessage={bag.blockingMessage} />
        </div>
        <Summary bag={bag} />
      </div>
    </div>
  );
}
