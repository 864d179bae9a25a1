import { checkoutPincodeProblem, LABELS } from "@odin/contracts";
import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { fieldValue, focusField, TextField } from "../../ui/field";
import { CHECKOUT_FIELDS, type CheckoutField, SHIPPING_INTENTS } from "./checkout-forms";

const FIELD_ID = "checkout-pincode";

/**
 * The delivery pincode (spec 3 §2, §5): 6 digits not starting with 0. Once hydrated the rule runs
 * before posting; the action checks it again and the server says whether it delivers there. A new
 * pincode forgets the kept address and delivery methods (the server does it).
 */
export function PincodeForm({ pincode }: { pincode: string | undefined }) {
  const intent = SHIPPING_INTENTS.pincode;
  const answer = useFormAnswer<CheckoutField>(intent);
  const pending = useFormPending(intent);
  const [problem, setProblem] = useState<string | undefined>();
  const refusal = answer && !answer.ok ? answer : undefined;
  const typed = refusal?.values?.pincode;

  function check(event: FormEvent<HTMLFormElement>): void {
    const found = checkoutPincodeProblem(fieldValue(event.currentTarget, CHECKOUT_FIELDS.pincode));
    setProblem(found);
    if (found) {
      event.preventDefault();
      focusField(FIELD_ID);
    }
  }

  return (
    <Form method="post" className="checkout-pincode" noValidate preventScrollReset onSubmit={check}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <TextField
        // A refusal drawn without scripts shows the pincode as it was typed.
        key={`${typed ?? pincode ?? ""}`}
        id={FIELD_ID}
        name={CHECKOUT_FIELDS.pincode}
        label={LABELS.checkoutPage.pincode}
        defaultValue={typed ?? pincode ?? ""}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={problem ?? refusal?.fieldErrors.pincode}
        liveError
      />
      <SubmitButton variant="secondary" busy={pending} className="checkout-pincode__submit">
        {LABELS.checkoutPage.checkPincode}
      </SubmitButton>
    </Form>
  );
}
