/**
 * Content first, behaviour next (docs/decisions/0015-content-before-scripts.md). The server's HTML
 * is a complete page whose links and forms work without JavaScript; the app's modules (Preact,
 * the router and the route code, about 90 KB) only add behaviour. On a slow connection they would
 * share the link with the stylesheet and the page's largest image, so the page paints later.
 *
 * This rewrites React Router's document, as Preact's server renderer writes it: its module preloads
 * and its inline module script are set aside in a JSON data block, and a small classic script starts
 * them once the page's hero image (the first `fetchpriority="high"` image) has been decoded and
 * painted, when the shopper first presses or taps something, or at the window's load event,
 * whichever comes first.
 *
 * On a payment page (decision 40) both carry the nonce of the response's policy, and the starter
 * gives the data block's nonce to the module script it adds (not its own: so a block injected into
 * the page, whose nonce cannot be right, runs nothing). The starter's text is the same on every page,
 * so the payment pages' script inventory names it by its hash.
 */

const NONCE = '(?: nonce="[^"]*")?';
const MODULE_PRELOAD = new RegExp(`<link rel="modulepreload" href="([^"]+)"${NONCE}/>`, "g");
const APP_MODULE_SCRIPT = new RegExp(`<script${NONCE} type="module" async>([\\s\\S]*?)</script>`);

/** Runs in the browser, as it is: what differs between pages is in the `odin-app` data block. */
const START_APP = `(() => {
  const data = document.getElementById("odin-app");
  const { preloads, source } = JSON.parse(data.textContent);
  let started = false;
  const preload = (href) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  };
  // Adding a module preload costs the main thread a few milliseconds: one per task, so the
  // page never stalls for all of them at once; the app's module script goes right after the first.
  const preloadRest = (rest) => {
    if (rest.length === 0) return;
    preload(rest[0]);
    setTimeout(() => preloadRest(rest.slice(1)), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    if (preloads.length > 0) preload(preloads[0]);
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = data.nonce;
    script.textContent = source;
    document.body.append(script);
    setTimeout(() => preloadRest(preloads.slice(1)), 0);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const hero = document.querySelector('img[fetchpriority="high"]');
  if (hero && typeof hero.decode === "function") hero.decode().then(afterPaint, afterPaint);
  else afterPaint();
  for (const type of ["pointerdown", "keydown", "touchstart"]) addEventListener(type, start, { once: true, capture: true, passive: true });
  addEventListener("load", start, { once: true });
})();`;

/** Serialised for a data block: no "<" can end the element early or open a comment in it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** `nonce`: the response's script nonce on a payment page, which the two scripts then carry. */
export function deferAppScripts(html: string, nonce?: string): string {
  const app = APP_MODULE_SCRIPT.exec(html);
  if (!app) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const data = inlineJson({ preloads, source: app[1] });
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      APP_MODULE_SCRIPT,
      () =>
        `<script type="application/json" id="odin-app"${attribute}>${data}</script>` +
        `<script${attribute}>${START_APP}</script>`,
    );
}
