import { BANK_TRANSFER, type BankTransferField, LABELS } from "@odin/contracts";
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { INTENT_FIELD, useFormAnswer } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { BANK_TRANSFER_INTENT, type BankTransferFormField } from "./bank-transfer-forms";
import { fieldId, firstInvalid, useBankTransferForm } from "./use-bank-transfer-form";
import "../../styles/bank-transfer.css";

type TextFieldName = Exclude<BankTransferField, "accountType">;
type Control = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "maxLength" | "autoCapitalize"
>;

const NAME: Control = { maxLength: BANK_TRANSFER.nameMaxChars };
const NUMBER: Control = {
  autoComplete: "off",
  inputMode: "numeric",
  maxLength: BANK_TRANSFER.accountNumberMaxDigits,
};

/** Each text field's label and control, in the form's order. */
const FIELDS: readonly (readonly [TextFieldName, string, Control])[] = [
  ["accountHolderName", LABELS.bankTransfer.accountHolderName, { ...NAME, autoComplete: "name" }],
  ["bankName", LABELS.bankTransfer.bankName, { ...NAME, autoComplete: "off" }],
  ["accountNumber", LABELS.bankTransfer.accountNumber, NUMBER],
  ["confirmAccountNumber", LABELS.bankTransfer.confirmAccountNumber, NUMBER],
  ["branchName", LABELS.bankTransfer.branchName, { ...NAME, autoComplete: "off" }],
  [
    "ifscCode",
    LABELS.bankTransfer.ifscCode,
    { autoComplete: "off", autoCapitalize: "characters", maxLength: 11 },
  ],
];

const TYPES = [
  [BANK_TRANSFER.accountTypes.savings, LABELS.bankTransfer.savings],
  [BANK_TRANSFER.accountTypes.current, LABELS.bankTransfer.current],
] as const;

export interface BankTransferFormProps {
  /** The route whose action answers the form (its action calls `saveBankTransfer`). */
  action: string;
  /** The ids of the form's controls start with it. */
  idPrefix: string;
  /** Hidden fields of the flow that embeds the form (a return's or cancellation's own state). */
  children?: ReactNode;
  /** The heading that names the form. */
  "aria-labelledby"?: string;
}

/**
 * The bank-transfer ("NEFT") details form of spec 3 §3 and §5: a plain form posted to its page's route
 * with the intent `neft-add`, so it works before the scripts run and without them. Every field has its
 * label and its message under it, from the rules the server checks too; the account type is a pair of
 * radio buttons (Savings SB, Current CC). A refusal keeps what was typed; a success empties the form.
 * The return and cancel flows embed it as their "add bank-transfer details" step.
 */
export function BankTransferForm({ action, idPrefix, children, ...labelled }: BankTransferFormProps) {
  const answer = useFormAnswer<BankTransferFormField>(BANK_TRANSFER_INTENT);
  const form = useBankTransferForm(idPrefix, answer);
  const element = useRef<HTMLFormElement>(null);
  const typed = answer && !answer.ok ? answer.values : undefined;
  const refusedFirst = answer && !answer.ok ? firstInvalid(answer.fieldErrors) : undefined;
  const { clear } = form;

  useEffect(() => {
    if (!answer?.ok) return;
    element.current?.reset();
    clear();
  }, [answer, clear]);

  const typeError = form.errors.accountType;
  const typeErrorId = fieldId(idPrefix, "accountType-error");
  return (
    <Form
      ref={element}
      method="post"
      action={action}
      className="bank-transfer-form"
      noValidate
      preventScrollReset
      onSubmit={form.check}
      // At each keystroke: a form hears a field's \`change\` only once the field is left.
      onInput={(event) => form.recheck(event.currentTarget)}
      {...labelled}
    >
      <input type="hidden" name={INTENT_FIELD} value={BANK_TRANSFER_INTENT} />
      {children}
      <div className="bank-transfer-form__fields">
        {FIELDS.map(([field, label, control]) => (
          <TextField
            key={field}
            id={fieldId(idPrefix, field)}
            name={field}
            label={label}
            required
            defaultValue={typed?.[field] ?? ""}
            error={form.errors[field]}
            autoFocus={refusedFirst === field}
            {...control}
          />
        ))}
      </div>
      <fieldset
        className={`bank-transfer-form__type${typeError ? " field--invalid" : ""}`}
        aria-describedby={typeError ? typeErrorId : undefined}
      >
        <legend className="field__label">{LABELS.bankTransfer.accountType}</legend>
        {TYPES.map(([code, label]) => (
          <label
            key={code}
            className="bank-transfer-form__choice"
            htmlFor={fieldId(idPrefix, `accountType-${code}`)}
          >
            <input
              type="radio"
              id={fieldId(idPrefix, `accountType-${code}`)}
              name="accountType"
              value={code}
              defaultChecked={typed?.accountType === code}
              aria-invalid={typeError ? true : undefined}
            />
            {label}
          </label>
        ))}
        {typeError ? (
          <p className="field__error" id={typeErrorId}>
            {typeError}
          </p>
        ) : null}
      </fieldset>
      <FormError message={form.message} />
      <Button type="submit">{LABELS.bankTransfer.save}</Button>
    </Form>
  );
}
