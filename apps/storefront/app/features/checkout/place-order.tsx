import {
  type BagOverview,
  type BagProduct,
  formatRupees,
  LABELS,
  type OrderItem,
  type PaymentChoice,
  type ProductShippingDetail,
} from "@odin/contracts";
import type { ComponentProps } from "react";
import { Form } from "react-router";
import { INTENT_FIELD, useFormPending } from "../../lib/form-answer";
import { buttonClass, SubmitButton } from "../../ui/button";
import { Link } from "../../ui/link";
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
import type { ChosenOption } from "./payment-choice";
import { ShippingNote } from "./shipping-note";

/** One item as the payment step shows and places it: of the bag, or of the unpaid order a retry pays. */
export interface PlacementLine {
  key: number;
  item: ComponentProps<typeof CheckoutItem>["item"];
  note: ComponentProps<typeof ShippingNote>;
  placed: ProductShippingDetail;
}

/** The bag's items with the delivery method, store and day kept for each. */
export function linesOfBag(products: readonly BagProduct[]): PlacementLine[] {
  return products.map((product) => ({
    key: product.skuId,
    item: product,
    note: {
      method: product.shippingMethod,
      store: product.store,
      date: product.deliveryOptions?.find((option) => option.shippingMethod === product.shippingMethod)
        ?.estimatedDate,
    },
    placed: {
      skuId: product.skuId,
      qty: product.qty,
      shippingMethod: product.shippingMethod ?? "standard",
      ...(product.storeId ? { storeId: product.storeId } : {}),
    },
  }));
}

/** An unpaid order's items as placed (the retry pays for the same order). */
export function linesOfOrder(items: readonly OrderItem[]): PlacementLine[] {
  return items.map((item) => ({
    key: item.itemId,
    item,
    note: { method: item.shippingMethod, store: item.store, date: item.expectedDelivery },
    placed: {
      skuId: item.skuId,
      qty: item.qty,
      shippingMethod: item.shippingMethod,
      ...(item.store ? { storeId: item.store.storeId } : {}),
    },
  }));
}

interface PlaceOrderProps {
  lines: readonly PlacementLine[];
  overview: Pick<BagOverview, "lines" | "total">;
  choice: PaymentChoice | undefined;
  /** What was chosen inside the type: the bank, wallet or saved card, a new card to save. */
  option: ChosenOption;
  /** The unpaid order a retry pays again. */
  orderId?: string | undefined;
  idempotencyKey: string;
  /** The verified cash-on-delivery code's session. */
  sessionID: string | undefined;
}

/**
 * The hidden fields of PLACE ORDER: the choice and its option, the items with their methods, the total
 * seen, the key, and in retry mode the order. Never a card's number or CVV: those go to the gateway.
 */
function PlacementFields(props: PlaceOrderProps) {
  const { lines, overview, choice, option, orderId, idempotencyKey, sessionID } = props;
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />;
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={PAYMENT_INTENTS.placeOrder} />
      {hidden(CHECKOUT_FIELDS.idempotencyKey, idempotencyKey)}
      {hidden(CHECKOUT_FIELDS.netAmount, overview.total)}
      {orderId ? hidden(CHECKOUT_FIELDS.orderId, orderId) : null}
      {choice ? hidden(CHECKOUT_FIELDS.paymentType, choice.paymentTypeCode) : null}
      {choice?.useLoyalty ? hidden(CHECKOUT_FIELDS.useLoyalty, TICKED) : null}
      {choice && option.bankCode ? hidden(CHECKOUT_FIELDS.bankCode, option.bankCode) : null}
      {choice && option.savedCardToken ? hidden(CHECKOUT_FIELDS.savedCardToken, option.savedCardToken) : null}
      {choice && option.saveCard ? hidden(CHECKOUT_FIELDS.saveCard, TICKED) : null}
      {choice && option.requestedPG ? hidden(CHECKOUT_FIELDS.requestedPG, option.requestedPG) : null}
      {sessionID ? hidden(CHECKOUT_FIELDS.sessionID, sessionID) : null}
      {lines.map((line) => (
        <input key={line.key} type="hidden" name={CHECKOUT_FIELDS.item} value={itemValue(line.placed)} />
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
  const { lines, overview } = props;
  const answer = useCheckoutAnswer(PAYMENT_INTENTS.placeOrder);
  const pending = useFormPending(PAYMENT_INTENTS.placeOrder);
  // While another choice is on its way to be priced, PLACE ORDER waits: its fields still hold the
  // choice priced before, which is not the one the shopper has ticked.
  const repricing = useFormPending(PAYMENT_INTENTS.choose);
  const refusal = answer && !answer.ok ? answer : undefined;
  const outOfStock = refusal?.problem === "outOfStock" || refusal?.problem === "removeOutOfStock";
  return (
    <aside className="checkout-side" aria-labelledby="place-order-heading">
      <h2 id="place-order-heading" className="checkout-section-title">
        {LABELS.checkoutPage.summary}
      </h2>
      <h3 className="visually-hidden">{LABELS.paymentStep.items}</h3>
      <ul className="checkout-items checkout-items--compact">
        {lines.map((line) => (
          <CheckoutItem key={line.key} item={line.item}>
            <ShippingNote {...line.note} />
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
        <SubmitButton
          busy={pending || repricing}
          aria-disabled={repricing || undefined}
          onClick={(event) => {
            if (repricing) event.preventDefault();
          }}
          className="place-order__submit"
        >
          {LABELS.paymentStep.placeOrder}
        </SubmitButton>
      </Form>
    </aside>
  );
}
