/** Where the WhatsApp button leads: WhatsApp's click-to-chat link for the number (country code, no +). */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number}`;
}

/** The page the app-link SMS points at: the configured one, else this site's app page. */
export function appDownloadUrl(configured: string | undefined, siteOrigin: string): string {
  return configured ?? new URL("/apps", siteOrigin).href;
}
