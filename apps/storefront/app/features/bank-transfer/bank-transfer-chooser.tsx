import { LABELS, type NeftDetail } from "@odin/contracts";
import { useState } from "react";
import { NEFT_ID_FIELD } from "./bank-transfer-forms";
import "../../styles/bank-transfer.css";

/**
 * The records in the order the chooser shows them (spec 3 §4 Return flow): the selected one at the
 * front, the others as listed; with none selected (or one no longer listed), the first listed.
 */
export function selectedFirst(records: readonly NeftDetail[], selectedId: number | undefined): NeftDetail[] {
  const selected = records.find((record) => record.id === selectedId);
  return selected ? [selected, ...records.filter((record) => record !== selected)] : [...records];
}

const TYPE_LABEL = { SB: LABELS.bankTransfer.savings, CC: LABELS.bankTransfer.current } as const;

/** One saved record as the shopper recognises it: holder, bank, masked number, IFSC and type. */
export function NeftSummary({ record, id }: { record: NeftDetail; id?: string }) {
  return (
    <span className="neft-summary" id={id}>
      <span className="neft-summary__holder">{record.accountHolderName}</span>
      <span className="neft-summary__bank">
        {record.bankName}, {record.branchName}
      </span>
      <span className="neft-summary__number">
        {record.accountNumber} · {record.ifscCode} · {TYPE_LABEL[record.accountType]}
      </span>
    </span>
  );
}

export interface BankTransferChooserProps {
  records: readonly NeftDetail[];
  /** The record to select first: the one just saved, or the one a refused post had chosen. */
  selectedId?: number | undefined;
  /** The id of the form the choice is posted with, when the chooser is outside it. */
  form?: string;
  idPrefix?: string;
}

/**
 * Where the refund goes (spec 3 §3 "Refund destination", §4): the shopper's saved bank-transfer records,
 * masked, as radio buttons named `neftId` for the return's or cancellation's form. The first listed is
 * selected; selecting one moves it to the front. Before the scripts run the server's order and choice
 * stand, and the radios post as they are.
 */
export function BankTransferChooser({
  records,
  selectedId,
  form,
  idPrefix = "neft",
}: BankTransferChooserProps) {
  const [chosen, setChosen] = useState<number | undefined>(selectedId);
  const ordered = selectedFirst(records, chosen ?? selectedId);
  const checkedId = ordered[0]?.id;
  if (ordered.length === 0) return <p className="bank-transfer-chooser__none">{LABELS.bankTransfer.none}</p>;
  return (
    <fieldset className="bank-transfer-chooser">
      <legend className="field__label">{LABELS.bankTransfer.refundTo}</legend>
      <ul className="bank-transfer-chooser__list">
        {ordered.map((record) => {
          const id = `${idPrefix}-${record.id}`;
          return (
            <li key={record.id} className="bank-transfer-chooser__item">
              <input
                type="radio"
                id={id}
                name={NEFT_ID_FIELD}
                value={record.id}
                checked={record.id === checkedId}
                onChange={() => setChosen(record.id)}
                aria-labelledby={`${id}-label`}
                {...(form ? { form } : {})}
              />
              <label htmlFor={id}>
                <NeftSummary record={record} id={`${id}-label`} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
