import type { ReactNode } from "react";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button, type ButtonProps } from "../../ui/button";
import type { BagFormState } from "./use-bag-form";

interface BagFormProps {
  form: BagFormState;
  /** Hidden fields posted with the intent (the size, the coupon's code). */
  fields?: Record<string, string | number>;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * A bag form (decision 26): a real `<form method="post">` to the page's route with its intent and
 * hidden fields, so it works before the scripts run; once hydrated its fetcher posts it in place.
 */
export function BagForm({ form, fields = {}, className, children, ...attributes }: BagFormProps) {
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

/**
 * A form's submit button. While its post is on its way it shows a loader and says it is busy; it
 * stays enabled (never disabled before hydration), and the fetcher keeps only the latest post.
 */
export function SubmitButton({ busy, className, ...button }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      type="submit"
      className={`${className ?? ""}${busy ? " button--busy" : ""}`.trim() || undefined}
      aria-busy={busy || undefined}
      {...button}
    />
  );
}
