import { type Address, LABELS } from "@odin/contracts";
import { useActionData, useLocation, useSearchParams } from "react-router";
import { AccountMenu } from "../account/account-menu";
import { AddressForm } from "./address-form";
import { ADDRESS_INTENTS, type AddressAnswer, editedAddressId, useAddressAnswer } from "./address-forms";
import { AddressList } from "./address-list";
import { AddressNotice } from "./address-notice";

/**
 * ADD NEW ADDRESS: the form in a disclosure that opens without scripts, drawn open when the book is
 * empty or a new address was just refused.
 */
function AddAddress({ action, open }: { action: string; open: boolean }) {
  const refused = useAddressAnswer(ADDRESS_INTENTS.add);
  return (
    <details className="address-add" open={open || (refused !== undefined && !refused.ok)}>
      <summary className="address-add__summary">{LABELS.address.addNew}</summary>
      <h3 id="address-add-title" className="visually-hidden">
        {LABELS.address.addTitle}
      </h3>
      <AddressForm
        intent={ADDRESS_INTENTS.add}
        idPrefix="address-new"
        action={action}
        aria-labelledby="address-add-title"
      />
    </details>
  );
}

/**
 * /account/addresses, My Addresses (spec 3 §2 Addresses): the account menu, the shopper's saved
 * addresses and ADD NEW ADDRESS, rendered on the server for the shopper the cookies name. Every
 * control is a form the route's action answers, or a link (`?edit={id}` opens an address's form).
 */
export function AddressesPage({ addresses }: { addresses: readonly Address[] }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const posted = useActionData() as AddressAnswer | undefined;
  const editingId = editedAddressId(search, posted);
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{LABELS.header.myAccount}</h1>
      <div className="account-layout">
        <AccountMenu />
        <section className="account-layout__content" aria-labelledby="my-addresses-heading">
          <h2 id="my-addresses-heading" className="account-page__subtitle">
            {LABELS.account.myAddresses}
          </h2>
          <AddressNotice addressIds={addresses.map((address) => address.id)} />
          <AddressList addresses={addresses} action={pathname} editingId={editingId} />
          <AddAddress action={pathname} open={addresses.length === 0} />
        </section>
      </div>
    </div>
  );
}
