import { type Address, LABELS } from "@odin/contracts";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button, buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";
import { ADDRESS_ID_FIELD, ADDRESS_INTENTS, type AddressIntent, useAddressAnswer } from "./address-forms";

interface AddressCardProps {
  address: Address;
  /** The page the card's forms post to. */
  action: string;
  /** The link that opens this address's edit form. */
  editHref: string;
}

/** One of the card's buttons: its own form, naming the address, busy while its post is on its way. */
function CardForm({
  intent,
  address,
  action,
  children,
}: { intent: AddressIntent } & AddressCardProps & { children: ReactNode }) {
  const navigation = useNavigation();
  const posted = navigation.formData;
  const busy =
    navigation.state !== "idle" &&
    posted?.get(INTENT_FIELD) === intent &&
    posted.get(ADDRESS_ID_FIELD) === String(address.id);
  return (
    <Form method="post" action={action} preventScrollReset className="address-card__form">
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={ADDRESS_ID_FIELD} value={address.id} />
      <Button
        type="submit"
        variant="secondary"
        aria-busy={busy || undefined}
        aria-describedby={`address-${address.id}-name`}
      >
        {children}
      </Button>
    </Form>
  );
}

/** A refusal of this card's delete or make-default form (the address is gone, nobody signed in). */
function useCardRefusal(addressId: number): string | undefined {
  const removed = useAddressAnswer(ADDRESS_INTENTS.remove, addressId);
  const chosen = useAddressAnswer(ADDRESS_INTENTS.makeDefault, addressId);
  const answer = [removed, chosen].find((found) => found && !found.ok);
  return answer && !answer.ok ? answer.message : undefined;
}

/**
 * A saved address (spec 3 §2 Addresses, §3 Address): name, lines, city, state, pincode and phone, and
 * EDIT (a link to the edit form, so it works without scripts), DELETE and MAKE DEFAULT (each its own
 * form). The buttons name the address through `aria-describedby`.
 */
export function AddressCard(props: AddressCardProps) {
  const { address, editHref } = props;
  const refusal = useCardRefusal(address.id);
  const nameId = `address-${address.id}-name`;
  const phones = [address.mobileNumber, address.alternateNumber].filter(Boolean).join(", ");
  return (
    <article
      className={`address-card${address.isDefault ? " address-card--default" : ""}`}
      aria-labelledby={nameId}
    >
      <header className="address-card__header">
        <h3 id={nameId} className="address-card__name">
          {address.firstName} {address.lastName}
        </h3>
        {address.isDefault ? (
          <span className="address-card__badge">{LABELS.address.defaultBadge}</span>
        ) : null}
      </header>
      <p className="address-card__lines">
        {address.address}
        {address.landmark ? (
          <>
            <br />
            {address.landmark}
          </>
        ) : null}
        <br />
        {address.city}, {address.state} - {address.pincode}
      </p>
      <p className="address-card__phone">
        {LABELS.address.phone}: {phones}
      </p>
      <div className="address-card__actions">
        <Link
          href={editHref}
          className={buttonClass("secondary")}
          preventScrollReset
          aria-describedby={nameId}
        >
          {LABELS.address.edit}
        </Link>
        <CardForm intent={ADDRESS_INTENTS.remove} {...props}>
          {LABELS.address.delete}
        </CardForm>
        {address.isDefault ? null : (
          <CardForm intent={ADDRESS_INTENTS.makeDefault} {...props}>
            {LABELS.address.setDefault}
          </CardForm>
        )}
      </div>
      <div role="alert" className="address-card__answer">
        {refusal ? <p className="address-card__message">{refusal}</p> : null}
      </div>
    </article>
  );
}
