import { data } from "react-router";
import type { FormAnswer } from "./form-answer";

/** A form's success: its message, shown in place (and as a toast once the page is hydrated). */
export function accepted(intent: string, message: string) {
  return data<FormAnswer>({ intent, ok: true, message });
}

/**
 * A form's failure: a message per field that broke a rule and/or one for the form (a business
 * refusal, with the spec's wording). Nothing typed is lost: a hydrated form keeps its fields, and
 * a form posted without scripts is drawn again from `values` (never a password or a card's data).
 */
export function refused<Field extends string>(
  intent: string,
  failure: {
    fieldErrors?: Partial<Record<Field, string>>;
    message?: string;
    values?: Partial<Record<Field, string>>;
  },
  status = 400,
) {
  const answer: FormAnswer<Field> = {
    intent,
    ok: false,
    fieldErrors: failure.fieldErrors ?? {},
    ...(failure.message ? { message: failure.message } : {}),
    ...(failure.values ? { values: failure.values } : {}),
  };
  return data(answer, { status });
}
