/**
 * Fills a message template: replaces each placeholder literally, so values never act as patterns.
 * The `formats` of every messages slice use it; `formatMessage` is the public way in.
 */
export function fill(
  template: string,
  replacements: ReadonlyArray<readonly [string, string | number]>,
): string {
  return replacements.reduce(
    (text, [placeholder, value]) => text.split(placeholder).join(String(value)),
    template,
  );
}
