const SCROLL_LOCK_CLASS = "scroll-locked";
const holders = new Set<string>();

/**
 * Holds or releases the page's scroll for one full-screen panel (the login modal, a phone's menu
 * drawers). The page behind scrolls again only when no panel holds it.
 */
export function holdScroll(holder: string, held: boolean): void {
  if (held) holders.add(holder);
  else holders.delete(holder);
  document.body.classList.toggle(SCROLL_LOCK_CLASS, holders.size > 0);
}
