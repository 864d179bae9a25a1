import { type ExchangeOptions, LABELS } from "@odin/contracts";
import { Form, Link } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormNotice } from "../../ui/form-notice";
import { ChangedItem } from "../order-changes/changed-item";
import { orderPath } from "../order-changes/order-change-forms";
import { RadioChoices } from "../order-changes/reason-fields";
import { EXCHANGE_FIELDS, EXCHANGE_INTENT } from "./exchange-forms";

/**
 * /orderdetails/:orderId/exchange/:itemId (spec 3 §4 "Exchange", flag `exchange`): the delivered item,
 * the size wanted (the style's other sizes), and REQUEST EXCHANGE; the answer promises a reply within
 * 5-6 business hours (9AM-10PM). A form the route action answers, with or without scripts.
 */
export function ExchangePage({ options }: { options: ExchangeOptions }) {
  const answer = useFormAnswer<typeof EXCHANGE_FIELDS.size>(EXCHANGE_INTENT);
  const busy = useFormPending(EXCHANGE_INTENT);
  const { item } = options;
  return (
    <div className="order-change-page container">
      <h1 className="order-change-page__title">{LABELS.exchange.title}</h1>
      <ChangedItem item={item} details={`${LABELS.cancel.size} ${item.size}`} />
      {answer?.ok ? (
        <FormNotice message={answer.message} />
      ) : (
        <Form method="post" className="order-change-form">
          <input type="hidden" name={INTENT_FIELD} value={EXCHANGE_INTENT} />
          <RadioChoices
            legend={LABELS.exchange.sizeRequested}
            name={EXCHANGE_FIELDS.size}
            options={options.sizes.map((size) => ({ value: size, label: size }))}
            chosen={answer?.values?.[EXCHANGE_FIELDS.size]}
            errorId="exchange-size-error"
            error={answer && !answer.ok ? (answer.fieldErrors.sizeRequested ?? answer.message) : undefined}
          />
          <SubmitButton busy={busy}>{LABELS.exchange.submit}</SubmitButton>
        </Form>
      )}
      <Link className="order-change-page__back" to={orderPath(options.orderId)}>
        {LABELS.exchange.backToOrder}
      </Link>
    </div>
  );
}
