import { LABELS, type NeftDetail } from "@odin/contracts";
import { useLocation } from "react-router";
import { useFormAnswer } from "../../lib/form-answer";
import { FormNotice } from "../../ui/form-notice";
import { AccountMenu } from "../account/account-menu";
import { NeftSummary } from "./bank-transfer-chooser";
import { BankTransferForm } from "./bank-transfer-form";
import { BANK_TRANSFER_INTENT, type BankTransferFormField } from "./bank-transfer-forms";

/**
 * /account/bank-details, Bank Details: the shopper's saved bank-transfer records (account numbers
 * masked) and the form that adds one, rendered on the server for the shopper the cookies name; the form
 * posts to the route's action, so it works without scripts.
 */
export function BankDetailsPage({ records }: { records: readonly NeftDetail[] }) {
  const { pathname } = useLocation();
  const answer = useFormAnswer<BankTransferFormField>(BANK_TRANSFER_INTENT);
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{LABELS.header.myAccount}</h1>
      <div className="account-layout">
        <AccountMenu />
        <section className="account-layout__content" aria-labelledby="bank-details-heading">
          <h2 id="bank-details-heading" className="account-page__subtitle">
            {LABELS.bankTransfer.title}
          </h2>
          {answer?.ok ? <FormNotice message={answer.message} /> : null}
          {records.length === 0 ? (
            <p>{LABELS.bankTransfer.none}</p>
          ) : (
            <ul className="bank-details__list" aria-labelledby="bank-details-heading">
              {records.map((record) => (
                <li key={record.id} className="bank-details__item">
                  <NeftSummary record={record} />
                </li>
              ))}
            </ul>
          )}
          <h3 id="bank-details-add" className="account-page__subtitle">
            {LABELS.bankTransfer.add}
          </h3>
          <BankTransferForm action={pathname} idPrefix="neft-new" aria-labelledby="bank-details-add" />
        </section>
      </div>
    </div>
  );
}
