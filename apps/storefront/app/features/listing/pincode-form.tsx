import { LABELS, MESSAGES, PATTERNS, PINCODE, pincodeProblem } from "@odin/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../ui/button";

/** The first broken pincode rule (spec 2 §5, then a valid Indian pincode); undefined when valid. */
function pincodeError(value: string): string | undefined {
  const problem = pincodeProblem(value);
  if (problem) return problem;
  return PATTERNS.pincode.test(value.trim()) ? undefined : MESSAGES.pincode.invalid;
}

/** A small pincode entry for the delivery and store filters; rendered only after hydration. */
export function PincodeForm({
  initial = "",
  onSave,
}: {
  initial?: string;
  onSave: (pincode: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = pincodeError(value);
    setError(message);
    if (!message) onSave(value.trim());
  };
  return (
    <form className="pincode-form" onSubmit={onSubmit} noValidate>
      <p className="pincode-form__prompt" id={`${id}-prompt`}>
        {LABELS.listing.pincodePrompt}
      </p>
      <label htmlFor={`${id}-pincode`}>{LABELS.listing.pincode}</label>
      <div className="pincode-form__row">
        <input
          id={`${id}-pincode`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE.digits}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-prompt ${id}-error`}
        />
        <Button type="submit" variant="secondary">
          {LABELS.listing.checkPincode}
        </Button>
      </div>
      <p className="pincode-form__error" id={`${id}-error`} role="alert">
        {error}
      </p>
    </form>
  );
}
