import { LABELS } from "@odin/contracts";
import { TextField } from "../../../ui/field";

/** The longest identifier the API takes: an e-mail address (`username`, `emailId`). */
const IDENTIFIER_MAX_LENGTH = 254;

interface IdentifierFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** "Mobile number or e-mail" (spec 1 §5), as the entry, v1 login and forgot-password views ask it. */
export function IdentifierField({ id, value, onChange, error }: IdentifierFieldProps) {
  return (
    <TextField
      id={id}
      label={LABELS.loginModal.identifier}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="username"
      autoCapitalize="off"
      spellCheck="false"
      maxLength={IDENTIFIER_MAX_LENGTH}
      error={error}
    />
  );
}
