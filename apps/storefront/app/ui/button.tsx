import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary";

/** The classes of a button's look, for a link that looks like one. */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return `button button--${variant}${className ? ` ${className}` : ""}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button with the site's look; `type` is "button" unless the form's submit says otherwise. */
export function Button({ variant = "primary", className, type = "button", ...button }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...button} />;
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
