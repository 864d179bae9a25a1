import { type BagOverview, type BagProduct, formatRupees, LABELS, type PaymentChoice } from "@odin/contracts";
import { Form } from "react-router";
import { INTENT_FIELD, useFormPending } from "../../lib/form-answer";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { SubmitButton } from "../bag/bag-form";
import { PricingSummary } from "../bag/pricing-summary";
import {
  CHECKOUT_FIELDS,
  CHECKOUT_PATHS,
  itemValue,
  PAYMENT_INTENTS,
  TICKED,
  useCheckoutAnswer,
} from "./checkout-forms";
import { CheckoutItem } from "./checkout-item";
import { ShippingNote } from "./shipping-note";

interface PlaceOrderProps {
  products: readonly BagProduct[];
  overview: BagOverview;
  choice: PaymentChoice | undefined;
  idempotencyKey: string;
  /** The verified cash-on-delivery code's session. */
  sessionID: string | undefined;
}

/** The hidden fields of PLACE ORDER: the choice, the items with their methods, the total seen, the key. */
function PlacementFields({ products, overview, choice, idempotencyKey, sessionID }: PlaceOrderProps) {
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />;
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={PAYMENT_INTENTS.placeOrder} />
      {hidden(CHECKOUT_FIELDS.idempotencyKey, idempotencyKey)}
      {hidden(CHECKOUT_FIELDS.netAmount, overview.total)}
      {choice ? hidden(CHECKOUT_FIELDS.paymentType, choice.paymentTypeCode) : null}
      {choice?.useLoyalty ? hidden(CHECKOUT_FIELDS.useLoyalty, TICKED) : null}
      {sessionID ? hidden(CHECKOUT_FIELDS.sessionID, sessionID) : null}
      {products.map((product) => (
        <input
          key={product.skuId}
          type="hidden"
          name={CHECKOUT_FIELDS.item}
          value={itemValue({
            skuId: product.skuId,
            qty: product.qty,
            shippingMethod: product.shippingMethod ?? "standard",
            ...(product.storeId ? { storeId: product.storeId } : {}),
          })}
        />
      ))}
    </>
  );
}

/**
 * The order as it will be placed (spec 3 §2 Payment step, §3 order placement data): the items with
 * their delivery methods, the pricing lines of the chosen payment, what is left to pay, and PLACE
 * ORDER. A refusal is said in place: out of stock links to the bag, a new total asks again.
 */
export function PlaceOrder(props: PlaceOrderProps) {
  const { products, overview } = props;
  const answer = useCheckoutAnswer(PAYMENT_INTENTS.placeOrder);
  const pending = useFormPending(PAYMENT_INTENTS.placeOrder);
  const refusal = answer && !answer.ok ? answer : undefined;
  const outOfStock = refusal?.problem === "outOfStock" || refusal?.problem === "removeOutOfStock";
  return (
    <aside className="checkout-side" aria-labelledby="place-order-heading">
      <h2 id="place-order-heading" className="checkout-section-title">
        {LABELS.checkoutPage.summary}
      </h2>
      <h3 className="visually-hidden">{LABELS.paymentStep.items}</h3>
      <ul className="checkout-items checkout-items--compact">
        {products.map((product) => (
          <CheckoutItem key={product.skuId} item={product}>
            <ShippingNote
              method={product.shippingMethod}
              store={product.store}
              date={
                product.deliveryOptions?.find((option) => option.shippingMethod === product.shippingMethod)
                  ?.estimatedDate
              }
            />
          </CheckoutItem>
        ))}
      </ul>
      <section className="bag-summary">
        <PricingSummary overview={overview} />
      </section>
      <Form method="post" className="place-order" preventScrollReset>
        <PlacementFields {...props} />
        <p className="place-order__total">
          <span>{LABELS.paymentStep.toPay}</span> <strong>{formatRupees(overview.total)}</strong>
        </p>
        <div role="alert" className="checkout-answer">
          {refusal?.message ? <p className="checkout-answer__message">{refusal.message}</p> : null}
          {outOfStock ? (
            <Link href={CHECKOUT_PATHS.bag} className={buttonClass("secondary")}>
              {LABELS.paymentStep.goToBag}
            </Link>
          ) : null}
        </div>
        <SubmitButton busy={pending} className="place-order__submit">
          {LABELS.paymentStep.placeOrder}
        </SubmitButton>
      </Form>
    </aside>
  );
}
