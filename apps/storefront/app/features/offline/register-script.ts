/**
 * The inline classic script in every page's head that registers the service worker, or removes it
 * when the operator turned it off (`data-service-worker="off"`, ODIN_SERVICE_WORKER=off), at the
 * window's load event: the page's own requests go first (docs/decisions/0077-installable-storefront.md).
 *
 * Decision: an inline script, not the app. The app's modules start late on purpose (decision 15),
 * and not at all where they fail to load; a worker registered by the page alone is there on every
 * page that loaded, hydrated or not, including the pages that work without scripts. Its text is
 * the same on every page, so cached pages share it and the payment pages' script inventory names it
 * by its hash (apps/server/src/platform/payment-page-scripts.ts); there it carries the response's
 * nonce (decision 40). The switch is read from the element's data attribute, not written into the text.
 */
export const REGISTER_SERVICE_WORKER = `(() => {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  const on = document.currentScript.dataset.serviceWorker === "on";
  addEventListener("load", () => {
    if (on) {
      workers.register("/sw.js", { scope: "/" }).catch(() => {});
      return;
    }
    workers.getRegistrations().then((all) => all.forEach((registration) => registration.unregister()));
    if (window.caches) caches.keys().then((names) => names.forEach((name) => name.startsWith("odin-") && caches.delete(name)));
  }, { once: true });
})();`;
