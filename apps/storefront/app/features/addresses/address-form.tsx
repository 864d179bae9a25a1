import { ADDRESS_LIMITS, type Address, type AddressField, LABELS } from "@odin/contracts";
import { type InputHTMLAttributes, useEffect, useRef } from "react";
import { Form } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button, buttonClass } from "../../ui/button";
import { TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { Link } from "../../ui/link";
import {
  ADDRESS_ID_FIELD,
  type ADDRESS_INTENTS,
  DEFAULT_FIELD,
  DEFAULT_TICKED,
  startingValues,
  useAddressAnswer,
} from "./address-forms";
import { fieldId, firstInvalid, useAddressForm } from "./use-address-form";

type Control = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "maxLength" | "type"
>;

const PHONE: Control = { type: "tel", inputMode: "numeric", maxLength: 10 };

/** Each field's label, whether it must be filled, and its control's attributes. */
const FIELDS: Record<AddressField, Control & { label: string; required: boolean; hint?: string }> = {
  firstName: {
    label: LABELS.address.firstName,
    required: true,
    autoComplete: "given-name",
    maxLength: ADDRESS_LIMITS.nameMaxLength,
  },
  lastName: {
    label: LABELS.address.lastName,
    required: true,
    autoComplete: "family-name",
    maxLength: ADDRESS_LIMITS.nameMaxLength,
  },
  address: {
    label: LABELS.address.address,
    required: true,
    autoComplete: "address-line1",
    maxLength: ADDRESS_LIMITS.lineMaxLength,
  },
  landmark: {
    label: LABELS.address.landmark,
    required: false,
    autoComplete: "address-line2",
    maxLength: ADDRESS_LIMITS.landmarkMaxLength,
  },
  mobileNumber: {
    label: LABELS.address.mobileNumber,
    required: true,
    autoComplete: "tel-national",
    ...PHONE,
  },
  alternateNumber: { label: LABELS.address.alternateNumber, required: false, autoComplete: "off", ...PHONE },
  pincode: {
    label: LABELS.address.pincode,
    required: true,
    autoComplete: "postal-code",
    inputMode: "numeric",
    maxLength: 6,
    hint: LABELS.address.cityStateHint,
  },
};

const ORDER = Object.keys(FIELDS) as AddressField[];

export interface AddressFormProps {
  /** Add a new address, or edit `address`. */
  intent: typeof ADDRESS_INTENTS.add | typeof ADDRESS_INTENTS.edit;
  address?: Address;
  /** The ids of the form's controls start with it (a page may hold several address forms). */
  idPrefix: string;
  /** The page the form posts to: its route's path, without `?edit`. */
  action: string;
  /** A link that closes the form without saving (the edit form). */
  cancelHref?: string;
  /** Focus the first field when the form appears (an edit form opened by its link). */
  autoFocus?: boolean;
  /** The heading that names the form. */
  "aria-labelledby"?: string;
}

/**
 * The add and edit form of spec 3 §2 Addresses (decision 26): a plain form posted to its page's route
 * with its intent, so it works before the scripts run. Every field has its label and its message tied
 * to it; a refusal gives back what was typed, and says a problem of the whole form in its live region.
 * City and state are not asked: the server takes them from the pincode. An address that is already the
 * default has no "make default" box (it stays the default until another takes over).
 */
export function AddressForm({
  intent,
  address,
  idPrefix,
  action,
  cancelHref,
  autoFocus,
  ...labelled
}: AddressFormProps) {
  const answer = useAddressAnswer(intent, address?.id);
  const form = useAddressForm(idPrefix, answer);
  const element = useRef<HTMLFormElement>(null);
  const { fields, makeDefault } = startingValues(address, answer);
  const refusedFirst = answer && !answer.ok ? firstInvalid(answer.fieldErrors) : undefined;
  const { clear } = form;

  // A new address saved: the add form empties for the next one.
  useEffect(() => {
    if (!answer?.ok) return;
    element.current?.reset();
    clear();
  }, [answer, clear]);

  return (
    <Form
      ref={element}
      method="post"
      action={action}
      className="address-form"
      noValidate
      preventScrollReset
      onSubmit={form.check}
      // At each keystroke: a form hears a field's \`change\` only once the field is left.
      onInput={(event) => form.recheck(event.currentTarget)}
      {...labelled}
    >
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {address ? <input type="hidden" name={ADDRESS_ID_FIELD} value={address.id} /> : null}
      <div className="address-form__fields">
        {ORDER.map((field) => {
          const { hint, ...control } = FIELDS[field];
          return (
            <TextField
              key={field}
              id={fieldId(idPrefix, field)}
              name={field}
              defaultValue={fields[field]}
              error={form.errors[field]}
              autoFocus={refusedFirst ? refusedFirst === field : autoFocus && field === "firstName"}
              {...(hint ? { hint } : {})}
              {...control}
            />
          );
        })}
      </div>
      {address?.isDefault ? null : (
        <div className="address-form__default">
          <input
            type="checkbox"
            id={fieldId(idPrefix, DEFAULT_FIELD)}
            name={DEFAULT_FIELD}
            value={DEFAULT_TICKED}
            defaultChecked={makeDefault}
          />
          <label htmlFor={fieldId(idPrefix, DEFAULT_FIELD)}>{LABELS.address.makeDefault}</label>
        </div>
      )}
      <FormError message={form.message} />
      <div className="address-form__actions">
        <Button type="submit">{LABELS.address.save}</Button>
        {cancelHref ? (
          <Link href={cancelHref} className={buttonClass("secondary")} preventScrollReset>
            {LABELS.address.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
