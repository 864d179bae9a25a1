import { useActionData, useNavigation } from "react-router";

/**
 * What a route action answers a posted form with (decision 26). The page reads it the same way
 * whether the browser posted the form itself (before the scripts run, or without them: the answer
 * comes with the page the action's route renders) or React Router posted it (hydrated: no reload).
 * A failure carries a message per field and/or one for the whole form, and what was typed (never a
 * secret) for the form drawn again without scripts; a success carries its message, and what was
 * chosen when the page draws the success from it (the size ADD TO BAG added).
 */
export type FormAnswer<Field extends string = string> =
  | { intent: string; ok: true; message: string; values?: Partial<Record<Field, string>> }
  | {
      intent: string;
      ok: false;
      fieldErrors: Partial<Record<Field, string>>;
      message?: string;
      values?: Partial<Record<Field, string>>;
    };

/** The hidden field that names which of a page's forms was posted. */
export const INTENT_FIELD = "intent";

/** A text field of a posted form, as typed; "" when it is missing (or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The action's answer to this form, if the last post on the page was this form. */
export function useFormAnswer<Field extends string>(intent: string): FormAnswer<Field> | undefined {
  const answer = useActionData() as FormAnswer<Field> | undefined;
  return answer?.intent === intent ? answer : undefined;
}

/** True while this form's post is on its way (only a hydrated page knows). */
export function useFormPending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get(INTENT_FIELD) === intent;
}
