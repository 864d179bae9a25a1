import {
  type BagProduct,
  type CheckoutStore,
  formatMessage,
  LABELS,
  type ShippingOption,
} from "@odin/contracts";
import { Form } from "react-router";
import { formatDisplayDate } from "../../lib/display-date";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { buttonClass, SubmitButton } from "../../ui/button";
import { Link } from "../../ui/link";
import {
  CHECKOUT_PATHS,
  type CheckoutField,
  methodField,
  SHIPPING_INTENTS,
  storeField,
} from "./checkout-forms";
import { CheckoutItem } from "./checkout-item";

/** A pickup's stores as radios: name, address, distance and hours; the kept store, else the nearest, checked. */
function StoreChoice({ product, stores }: { product: BagProduct; stores: readonly CheckoutStore[] }) {
  const kept = stores.some((store) => store.storeId === product.storeId)
    ? product.storeId
    : stores[0]?.storeId;
  return (
    <fieldset className="store-choice">
      <legend className="store-choice__legend">{LABELS.checkoutPage.chooseStore}</legend>
      {stores.map((store) => {
        const id = `store-${product.skuId}-${store.storeId}`;
        return (
          <div key={store.storeId} className="store-choice__option">
            <input
              type="radio"
              id={id}
              name={storeField(product.skuId)}
              value={store.storeId}
              defaultChecked={store.storeId === kept}
            />
            <label htmlFor={id}>
              <span className="store-choice__name">{store.name}</span>
              <span className="store-choice__address">{`${store.address}, ${store.city} - ${store.pincode}`}</span>
              <span className="store-choice__meta">
                {`${formatMessage.distanceKm(store.distance)} · ${formatMessage.checkoutOpeningHours(store.openingHours)}`}
              </span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** One delivery option: its label and the date it arrives (or can be collected). */
function Option({ product, option }: { product: BagProduct; option: ShippingOption }) {
  const id = `method-${product.skuId}-${option.shippingMethod}`;
  return (
    <div className="delivery-choice__option">
      <input
        type="radio"
        id={id}
        name={methodField(product.skuId)}
        value={option.shippingMethod}
        defaultChecked={product.shippingMethod === option.shippingMethod}
      />
      <label htmlFor={id}>
        <span className="delivery-choice__label">{option.label}</span>{" "}
        <time className="delivery-choice__date" dateTime={option.estimatedDate}>
          {formatDisplayDate(option.estimatedDate)}
        </time>
      </label>
      {option.stores && option.stores.length > 0 ? (
        <StoreChoice product={product} stores={option.stores} />
      ) : null}
    </div>
  );
}

/** An item's delivery options in the spec's order (pickup, today, tomorrow, 5-7 days), or why there are none. */
function ItemMethods({ product }: { product: BagProduct }) {
  const options = [...(product.deliveryOptions ?? [])].sort((a, b) => a.order - b.order);
  if (product.outOfStock) return <p className="delivery-choice__none">{LABELS.bagPage.outOfStock}</p>;
  if (product.serviceable === false)
    return <p className="delivery-choice__none">{LABELS.checkoutPage.notServiceable}</p>;
  if (options.length === 0) return null;
  return (
    // Drawn again when the kept choice changes on the server (a new pincode forgets it).
    <fieldset key={`${product.shippingMethod}-${product.storeId}`} className="delivery-choice">
      <legend className="visually-hidden">{formatMessage.checkoutMethodsOf(product.styleName)}</legend>
      {options.map((option) => (
        <Option key={option.shippingMethod} product={product} option={option} />
      ))}
    </fieldset>
  );
}

/**
 * The delivery method of each item (spec 3 §2 Shipping step, §9 labels and order) and CONTINUE, one
 * form: the action keeps the methods and goes on to payment, or says what still blocks (spec 3 §5, §8).
 */
export function DeliveryMethods({
  products,
  blockingMessage,
}: {
  products: readonly BagProduct[];
  blockingMessage: string | undefined;
}) {
  const intent = SHIPPING_INTENTS.proceed;
  const answer = useFormAnswer<CheckoutField>(intent);
  const pending = useFormPending(intent);
  const refusal = answer && !answer.ok ? answer.message : undefined;
  return (
    <Form
      method="post"
      className="delivery-methods"
      preventScrollReset
      aria-labelledby="delivery-methods-heading"
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <h2 id="delivery-methods-heading" className="checkout-section-title">
        {LABELS.checkoutPage.deliveryMethods}
      </h2>
      <ul className="checkout-items">
        {products.map((product) => (
          <CheckoutItem key={product.skuId} item={product}>
            <ItemMethods product={product} />
          </CheckoutItem>
        ))}
      </ul>
      {blockingMessage && blockingMessage !== refusal ? (
        <p className="checkout-blocking">{blockingMessage}</p>
      ) : null}
      <div role="alert" className="checkout-answer">
        {refusal ? <p className="checkout-answer__message">{refusal}</p> : null}
      </div>
      {products.some((product) => product.outOfStock) ? (
        <Link href={CHECKOUT_PATHS.bag} className={buttonClass("secondary")}>
          {LABELS.paymentStep.goToBag}
        </Link>
      ) : null}
      <SubmitButton busy={pending} className="checkout-continue">
        {LABELS.checkoutPage.continue}
      </SubmitButton>
    </Form>
  );
}
