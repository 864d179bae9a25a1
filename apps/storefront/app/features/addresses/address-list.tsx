import { type Address, LABELS, MESSAGES } from "@odin/contracts";
import { AddressCard } from "./address-card";
import { AddressForm } from "./address-form";
import { ADDRESS_INTENTS, editHref } from "./address-forms";

interface AddressListProps {
  addresses: readonly Address[];
  /** The page the forms post to, and the edit links' base: its route's path. */
  action: string;
  /** The address whose card is replaced by its edit form. */
  editingId?: number | undefined;
}

/** The edit form in the place of the address's card. */
function EditAddress({ address, action }: { address: Address; action: string }) {
  const headingId = `address-${address.id}-edit`;
  return (
    <section className="address-edit" aria-labelledby={headingId}>
      <h3 id={headingId} className="address-edit__title">
        {LABELS.address.editTitle}
      </h3>
      <AddressForm
        intent={ADDRESS_INTENTS.edit}
        address={address}
        idPrefix={`address-${address.id}`}
        action={action}
        cancelHref={action}
        autoFocus
        aria-labelledby={headingId}
      />
    </section>
  );
}

/**
 * The saved addresses, most recently added or edited first (spec 3 §4), each a card; the one being
 * edited shows its form in its place. With none saved, says so.
 */
export function AddressList({ addresses, action, editingId }: AddressListProps) {
  if (addresses.length === 0) return <p className="address-list__empty">{MESSAGES.address.noneSaved}</p>;
  return (
    <ul className="address-list" aria-label={LABELS.address.savedAddresses}>
      {addresses.map((address) => (
        <li key={address.id} className="address-list__item">
          {address.id === editingId ? (
            <EditAddress address={address} action={action} />
          ) : (
            <AddressCard address={address} action={action} editHref={editHref(action, address.id)} />
          )}
        </li>
      ))}
    </ul>
  );
}
