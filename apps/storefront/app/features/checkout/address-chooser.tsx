import { type Address, formatMessage, LABELS, MESSAGES } from "@odin/contracts";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer, useFormPending } from "../../lib/form-answer";
import { buttonClass, SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { Link } from "../../ui/link";
import { AddressForm } from "../addresses/address-form";
import { ADDRESS_INTENTS, editHref } from "../addresses/address-forms";
import { CHECKOUT_FIELDS, type CheckoutField, SHIPPING_INTENTS } from "./checkout-forms";

interface ChooserProps {
  /** The shopper's addresses at the delivery pincode. */
  addresses: readonly Address[];
  /** The address the server selected (spec 3 §4 priority). */
  chosenId: number | undefined;
  pincode: string | undefined;
  /** The page the forms post to, and the edit links' base. */
  action: string;
  editingId: number | undefined;
}

/** One address as a radio choice, its text the label, with EDIT beside it. */
function Choice({ address, chosen, action }: { address: Address; chosen: boolean; action: string }) {
  const id = `checkout-address-${address.id}`;
  const phones = [address.mobileNumber, address.alternateNumber].filter(Boolean).join(", ");
  const place = `${address.city}, ${address.state} - ${address.pincode}`;
  return (
    <li className="address-choice">
      <input
        type="radio"
        id={id}
        name={CHECKOUT_FIELDS.addressId}
        value={address.id}
        defaultChecked={chosen}
      />
      <label htmlFor={id} className="address-choice__label">
        <span className="address-choice__name" id={`${id}-name`}>
          {address.firstName} {address.lastName}
        </span>
        <span className="address-choice__lines">
          {[address.address, address.landmark, place].filter(Boolean).join(", ")}
        </span>
        <span className="address-choice__phone">{`${LABELS.address.phone}: ${phones}`}</span>
      </label>
      <Link
        href={editHref(action, address.id)}
        className={buttonClass("secondary", "address-choice__edit")}
        preventScrollReset
        aria-describedby={`${id}-name`}
      >
        {LABELS.address.edit}
      </Link>
    </li>
  );
}

/** The edit form of the address `?edit={id}` names, below the chooser (forms do not nest). */
function EditAddress({ address, action }: { address: Address; action: string }) {
  const headingId = `checkout-address-${address.id}-edit`;
  return (
    <section className="address-edit" aria-labelledby={headingId}>
      <h3 id={headingId} className="address-edit__title">
        {LABELS.address.editTitle}
      </h3>
      <AddressForm
        intent={ADDRESS_INTENTS.edit}
        address={address}
        idPrefix={`checkout-address-${address.id}-form`}
        action={action}
        cancelHref={action}
        autoFocus
        aria-labelledby={headingId}
      />
    </section>
  );
}

/**
 * The delivery address (spec 3 §2 Shipping step, §4): the shopper's addresses at the pincode as radio
 * choices, the server's selection checked, and DELIVER HERE; each with EDIT (`?edit={id}`, so it works
 * without scripts). With none at the pincode, says so.
 */
export function AddressChooser({ addresses, chosenId, pincode, action, editingId }: ChooserProps) {
  const intent = SHIPPING_INTENTS.chooseAddress;
  const answer = useFormAnswer<CheckoutField>(intent);
  const pending = useFormPending(intent);
  const editing = addresses.find((address) => address.id === editingId);
  if (addresses.length === 0) {
    const none = pincode ? formatMessage.checkoutNoAddressAt(pincode) : MESSAGES.checkout.noPincode;
    return <p className="address-chooser__none">{none}</p>;
  }
  return (
    <>
      <Form method="post" action={action} className="address-chooser" preventScrollReset>
        <input type="hidden" name={INTENT_FIELD} value={intent} />
        <fieldset className="address-chooser__choices">
          <legend className="visually-hidden">{LABELS.checkoutPage.deliveryAddress}</legend>
          {/* Drawn again when the server selects another address (a new one, another pincode). */}
          <ul key={chosenId} className="address-chooser__list">
            {addresses.map((address) => (
              <Choice key={address.id} address={address} chosen={address.id === chosenId} action={action} />
            ))}
          </ul>
        </fieldset>
        <FormError message={answer && !answer.ok ? answer.message : undefined} />
        <SubmitButton variant="secondary" busy={pending}>
          {LABELS.checkoutPage.deliverHere}
        </SubmitButton>
      </Form>
      {editing ? <EditAddress address={editing} action={action} /> : null}
    </>
  );
}
