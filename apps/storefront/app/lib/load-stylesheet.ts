/**
 * Adds a stylesheet that only some parts of the site need (the login modal, the store locator's map)
 * once, when that part first opens; the site's one stylesheet stays small. Resolves when the sheet
 * applies, fails, or after 3 s, so a slow sheet never holds the part back.
 */
export function loadStylesheet(href: string | undefined, name: string): Promise<void> {
  // No address (a test run without CSS processing), or already added: nothing to wait for.
  if (!href || typeof document === "undefined" || document.querySelector(`link[data-stylesheet="${name}"]`)) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.stylesheet = name;
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    setTimeout(resolve, 3_000);
    document.head.append(link);
  });
}
