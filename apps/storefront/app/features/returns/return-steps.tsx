import {
  formatMessage,
  LABELS,
  MESSAGES,
  RETURNS,
  type ReturnDetailsResponse,
  type ReturnRefundAmountDetails,
  type ReturnRefundDestination,
} from "@odin/contracts";
import { Form } from "react-router";
import { INTENT_FIELD, useFormPending } from "../../lib/form-answer";
import { SubmitButton } from "../../ui/button";
import { FormError } from "../../ui/form-error";
import { BankTransferChooser } from "../bank-transfer/bank-transfer-chooser";
import { BankTransferForm } from "../bank-transfer/bank-transfer-form";
import { ReasonFields } from "../order-changes/reason-fields";
import { RefundSummary } from "../order-changes/refund-summary";
import { RETURN_FIELDS, RETURN_INTENTS, type ReturnChoices, type ReturnField } from "./return-forms";

const labels = LABELS.returns;

export interface StepProps {
  details: ReturnDetailsResponse;
  choices: ReturnChoices;
  message?: string | undefined;
  fieldErrors?: Partial<Record<ReturnField, string>> | undefined;
}

/** The choices made on earlier steps, carried as hidden fields. */
function Carried({ choices, only }: { choices: ReturnChoices; only: readonly ReturnField[] }) {
  return only.map((field) => (
    <input key={field} type="hidden" name={RETURN_FIELDS[field]} value={choices[field]} />
  ));
}

/** Step 1: a reason and a comment of at most 500 characters, with its counter. */
export function ReasonStep({ details, choices, message, fieldErrors }: StepProps) {
  const busy = useFormPending(RETURN_INTENTS.reason);
  return (
    <Form method="post" className="order-change-form" noValidate>
      <input type="hidden" name={INTENT_FIELD} value={RETURN_INTENTS.reason} />
      <Carried choices={choices} only={["returnMode", "addressId", "neftId"]} />
      <ReasonFields
        idPrefix="return"
        legend={labels.reasonStep}
        reasons={details.returnReasons}
        chosen={choices}
        commentLabel={labels.comment}
        maxChars={RETURNS.returnCommentMaxChars}
        count={formatMessage.returnCommentCount}
        errors={{ reasonId: fieldErrors?.reasonId, comment: fieldErrors?.comment ?? message }}
      />
      <SubmitButton busy={busy}>{labels.next}</SubmitButton>
    </Form>
  );
}

/** Step 2: the mode (reverse pickup by default) and its inner step, the address to collect from. */
export function ModeStep({ details, choices, message, fieldErrors }: StepProps) {
  const busy = useFormPending(RETURN_INTENTS.mode);
  const mode = choices.returnMode || "REVERSEPICKUP";
  const chosenAddress =
    choices.addressId || String(details.addresses.find((address) => address.pickupEligible)?.id ?? "");
  return (
    <Form method="post" className="order-change-form" noValidate>
      <input type="hidden" name={INTENT_FIELD} value={RETURN_INTENTS.mode} />
      <Carried choices={choices} only={["reasonId", "comment", "neftId"]} />
      <fieldset className="order-change-form__choices">
        <legend className="order-change-form__legend">{labels.modeStep}</legend>
        {details.returnModes.map((option) => (
          <label key={option.mode} className="order-change-form__choice">
            <input
              type="radio"
              name={RETURN_FIELDS.returnMode}
              value={option.mode}
              defaultChecked={option.mode === mode}
            />
            {option.label}
          </label>
        ))}
        {details.selfShipInfo ? (
          <p className="return-page__note">
            {`${details.selfShipInfo.instructions} ${details.selfShipInfo.address.name}, ${details.selfShipInfo.address.address}, ${details.selfShipInfo.address.city} ${details.selfShipInfo.address.pincode}`}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="order-change-form__choices" aria-describedby="return-address-error">
        <legend className="order-change-form__legend">{labels.addressStep}</legend>
        {details.addresses.map((address) => (
          <label
            key={address.id}
            className={`return-address${address.pickupEligible ? "" : " return-address--off"}`}
          >
            <input
              type="radio"
              name={RETURN_FIELDS.addressId}
              value={address.id}
              disabled={!address.pickupEligible}
              defaultChecked={String(address.id) === chosenAddress}
            />
            <span>
              {`${address.firstName} ${address.lastName}, ${address.address}, ${address.city} ${address.pincode}`}
              {address.pickupEligible ? null : (
                <span className="return-address__off">{MESSAGES.returns.notEligibleForPickup}</span>
              )}
            </span>
          </label>
        ))}
        <FormError id="return-address-error" message={fieldErrors?.addressId ?? message} />
      </fieldset>
      <SubmitButton busy={busy}>{labels.next}</SubmitButton>
    </Form>
  );
}

const DESTINATION_AMOUNT: Record<ReturnRefundDestination, keyof ReturnRefundAmountDetails> = {
  source: "toSource",
  loyalty: "toLoyalty",
  bankTransfer: "toBankTransfer",
};

/** Where the refund goes and how much, its total, and "Refund 5-7 days". */
export function ReturnRefund({
  destinations,
  amounts,
}: {
  destinations: readonly ReturnRefundDestination[];
  amounts: ReturnRefundAmountDetails;
}) {
  return (
    <RefundSummary
      lines={destinations.map((destination) => ({
        destination,
        label: labels.destinations[destination],
        amount: amounts[DESTINATION_AMOUNT[destination]],
      }))}
      total={amounts.totalRefund}
      totalLabel={labels.totalRefund}
      timeline={MESSAGES.cancel.refundTimeline}
    />
  );
}

const CONFIRM_FORM = "return-confirm";

/** Step 3: the refund, the bank-transfer record (with its add-details inner step) when cash is paid back, RETURN ITEM. */
export function RefundStep({ details, choices, message, action }: StepProps & { action: string }) {
  const busy = useFormPending(RETURN_INTENTS.confirm);
  return (
    <section className="order-change-form" aria-labelledby="return-refund-heading">
      <h2 id="return-refund-heading" className="order-change-form__legend">
        {labels.refundStep}
      </h2>
      <ReturnRefund destinations={details.refundDestinations} amounts={details.refundAmountDetails} />
      {details.isNeftNeeded ? (
        <BankTransferChooser
          records={details.neftDetailList}
          selectedId={choices.neftId ? Number(choices.neftId) : undefined}
          form={CONFIRM_FORM}
        />
      ) : null}
      <Form method="post" id={CONFIRM_FORM}>
        <input type="hidden" name={INTENT_FIELD} value={RETURN_INTENTS.confirm} />
        <Carried choices={choices} only={["reasonId", "comment", "returnMode", "addressId"]} />
        <FormError message={message} />
        <SubmitButton busy={busy}>{labels.submit}</SubmitButton>
      </Form>
      {details.isNeftNeeded ? (
        <>
          <h3 id="return-neft-add" className="order-change-form__legend">
            {LABELS.bankTransfer.add}
          </h3>
          <BankTransferForm action={action} idPrefix="return-neft" aria-labelledby="return-neft-add">
            <Carried choices={choices} only={["reasonId", "comment", "returnMode", "addressId", "neftId"]} />
          </BankTransferForm>
        </>
      ) : null}
    </section>
  );
}
