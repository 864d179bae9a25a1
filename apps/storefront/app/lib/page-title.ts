/** The store's name, in titles and Open Graph tags. */
export const SITE_NAME = "Odin";

/** "The Wedding Edit" → "The Wedding Edit | Odin"; a title naming the site already is kept. */
export function pageTitle(title: string): string {
  return new RegExp(`\\b${SITE_NAME}\\b`).test(title) ? title : `${title} | ${SITE_NAME}`;
}
