import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { INTENT_FIELD } from "../lib/form-answer";

/** A form its own fetcher posts: the intent it posts, and whether its post is on its way. */
export interface IntentFormState {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  intent: string;
  pending: boolean;
}

interface IntentFormProps {
  form: IntentFormState;
  /** Hidden fields posted with the intent (the size, the coupon's code). */
  fields?: Record<string, string | number>;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * An intent form (decision 26): a real `<form method="post">` to the page's route with its intent and
 * hidden fields, so it works before the scripts run; once hydrated its fetcher posts it in place.
 */
export function IntentForm({ form, fields = {}, className, children, ...attributes }: IntentFormProps) {
  const { fetcher, intent, pending } = form;
  return (
    <fetcher.Form method="post" className={className} aria-busy={pending || undefined} {...attributes}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}
