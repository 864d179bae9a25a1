/**
 * Content first, behaviour next (docs/decisions/0015-content-before-scripts.md). The server's HTML
 * is a complete page whose links and forms work without JavaScript; the app's modules (React,
 * the router and the route code, about 140 KB) only add behaviour. On a slow connection they would
 * share the link with the stylesheet and the page's largest image, so the page paints later.
 *
 * This rewrites React Router's document: its module preloads and its inline module script are set
 * aside, and a small classic script starts them once the page's hero image (the first
 * `fetchpriority="high"` image) has been decoded and painted, when the shopper first presses or
 * taps something, or at the window's load event, whichever comes first.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Runs in the browser; `preloads` and the module's source are filled in on the server. */
const START_APP = `(() => {
  const preloads = PRELOADS;
  const source = document.getElementById("odin-app").textContent;
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

/** Serialised for an inline script: no "</" can end the element early. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll("</", "<\\/");

export function deferAppScripts(html: string): string {
  const app = APP_MODULE_SCRIPT.exec(html);
  if (!app) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const starter = START_APP.replace("PRELOADS", inlineJson(preloads));
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      APP_MODULE_SCRIPT,
      () => `<script type="text/plain" id="odin-app">${app[1]}</script><script>${starter}</script>`,
    );
}
