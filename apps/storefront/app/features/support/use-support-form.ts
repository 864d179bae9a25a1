import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFormAnswer } from "../../lib/form-answer";
import { focusField } from "../../ui/field";
import { showToast } from "../../ui/toast";
import type { SupportAnswer } from "./support-forms";

type Errors<Field extends string> = Partial<Record<Field, string>>;

/**
 * One of the support forms (decision 26). Before the scripts run the browser posts it and the answer
 * comes with the page (`posted`). Once hydrated its fetcher posts it in place: the rules run first
 * and keep an invalid form back with the first bad field focused; a success empties the form and is
 * toasted (3 s), a refusal is said in place.
 */
export function useSupportForm<Field extends string>(
  intent: string,
  rules: {
    validate(form: HTMLFormElement): Errors<Field>;
    order: readonly Field[];
    idOf(field: Field): string;
  },
) {
  const fetcher = useFetcher<SupportAnswer<Field>>();
  const posted = useFormAnswer<Field>(intent);
  const answer = fetcher.data ?? posted;
  const [errors, setErrors] = useState<Errors<Field>>(posted && !posted.ok ? posted.fieldErrors : {});
  const element = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    setErrors(data.ok ? {} : data.fieldErrors);
    if (!data.ok) return;
    element.current?.reset();
    showToast(data.message, { tone: "success" });
  }, [fetcher.data]);

  /** Lets a valid form go to the action; keeps an invalid one back, with its messages. */
  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    const found = rules.validate(event.currentTarget);
    setErrors(found);
    const first = rules.order.find((field) => found[field] !== undefined);
    if (!first) return;
    event.preventDefault();
    focusField(rules.idOf(first));
  }

  return {
    fetcher,
    element,
    errors,
    setErrors,
    onSubmit,
    pending: fetcher.state !== "idle",
    /** The answer of a post the page was rendered with (no scripts), or of the fetcher's latest post. */
    answer,
    /** A success the page was rendered with: shown in place, since no toast runs without scripts. */
    postedSuccess: posted?.ok && !fetcher.data ? posted.message : undefined,
    /** What a form posted without scripts had typed. */
    values: (posted && !posted.ok ? (posted.values ?? {}) : {}) as Partial<Record<Field, string>>,
  };
}
