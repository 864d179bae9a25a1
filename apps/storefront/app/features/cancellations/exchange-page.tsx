import { type ExchangeOptions, LABELS } from "@odin/contracts";
import { Form, Link } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { FormNotice } from "../../ui/form-notice";
import { orderPath } from "./cancel-forms";
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
  const chosen = answer?.values?.[EXCHANGE_FIELDS.size];
  return (
    <div className="cancel-page container">
      <h1 className="cancel-page__title">{LABELS.exchange.title}</h1>
      <div className="cancel-item">
        <img className="cancel-item__image" src={item.image} alt="" width={90} height={120} />
        <div>
          <p className="cancel-item__brand">{item.brandName}</p>
          <p className="cancel-item__name">{item.styleName}</p>
          <p className="cancel-item__meta">{`${LABELS.cancel.size} ${item.size}`}</p>
        </div>
      </div>
      {answer?.ok ? (
        <FormNotice message={answer.message} />
      ) : (
        <Form method="post" className="cancel-form">
          <input type="hidden" name={INTENT_FIELD} value={EXCHANGE_INTENT} />
          <fieldset className="cancel-form__reasons" aria-describedby="exchange-size-error">
            <legend className="cancel-form__legend">{LABELS.exchange.sizeRequested}</legend>
            {options.sizes.map((size) => (
              <label key={size} className="cancel-form__reason">
                <input
                  type="radio"
                  name={EXCHANGE_FIELDS.size}
                  value={size}
                  defaultChecked={chosen === size}
                  required
                />
                {size}
              </label>
            ))}
            <FormError
              id="exchange-size-error"
              message={
                answer && !answer.ok ? (answer.fieldErrors.sizeRequested ?? answer.message) : undefined
              }
            />
          </fieldset>
          <SubmitButton busy={busy}>{LABELS.exchange.submit}</SubmitButton>
        </Form>
      )}
      <Link className="cancel-page__back" to={orderPath(options.orderId)}>
        {LABELS.exchange.backToOrder}
      </Link>
    </div>
  );
}
