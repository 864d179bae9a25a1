import type { ChangeEvent } from "react";

/**
 * What a controlled field keeps of what was typed into it (`keep`), put back into the field when it
 * dropped something: Preact (decision 76) draws a field again only when its state changes, so a
 * character dropped from a value that stays the same (a letter after a phone number's digits) would
 * stay on screen.
 */
export function keptInField(event: ChangeEvent<HTMLInputElement>, keep: (typed: string) => string): string {
  const field = event.currentTarget;
  const kept = keep(field.value);
  if (kept !== field.value) field.value = kept;
  return kept;
}
