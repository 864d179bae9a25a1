import { createHash } from "node:crypto";

/**
 * Every script a checkout or payment page (payment-pages.ts) may load, and why. This list is the
 * inventory of PCI DSS v4.0 6.4.3 (each script authorised, with a written reason), and its check is
 * the change detection of 11.6.1: e2e/payment-pages.spec.ts opens the real pages in Chromium and
 * fails on any `<script>` element or script request that no entry here takes, and on a script file
 * that is not the one the build wrote. A change that adds a script to these pages adds its entry
 * here, with its reason, in the same commit (docs/decisions/0040-payment-page-scripts.md).
 *
 * Files are the storefront's own modules: same origin, under /assets/, named by the build with a
 * content hash, so they are listed by role and name pattern. Inline scripts are listed by kind: those
 * whose text never changes by its hash, those that carry the page's data by their shape.
 */

/** A script as a page has it: a file it requests, or an inline `<script>` element. */
export type PageScript =
  /** `url`: the path on this site, or the whole address of another site's file. */
  | { kind: "file"; url: string }
  /** `type`: the element's type attribute, "" when it has none (a classic script). */
  | { kind: "inline"; type: string; text: string };

export interface AuthorisedScript {
  name: string;
  /** Why the payment pages need it. */
  why: string;
  takes(script: PageScript): boolean;
}

/** A file the storefront's build wrote under /assets/: its name, a hyphen, an 8-character hash. */
const BUILT = String.raw`/assets/[\w.-]+-[\w-]{8}\.js`;

function builtFile(name: string): (script: PageScript) => boolean {
  const pattern = new RegExp(`^/assets/${name.replaceAll(".", "\\.")}-[\\w-]{8}\\.js$`);
  return (script) => script.kind === "file" && pattern.test(script.url);
}

/** The hash a content security policy would name the text by. */
export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

/** The JSON value of `text`; undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function classic(takes: (text: string) => boolean): (script: PageScript) => boolean {
  return (script) => script.kind === "inline" && script.type === "" && takes(script.text);
}

/** The text between `prefix` and `suffix`, when the script is exactly that. */
function between(text: string, prefix: string, suffix: string): string | undefined {
  if (!text.startsWith(prefix) || !text.endsWith(suffix)) return undefined;
  return text.slice(prefix.length, text.length - suffix.length);
}

const HANDOFF = "window.__reactRouterContext = ";
const STREAM =
  ";window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const ENQUEUE = "window.__reactRouterContext.streamController.enqueue(";
const CLOSE = "window.__reactRouterContext.streamController.close();";

/**
 * React Router's `<ScrollRestoration>`: its function's text, then its storage key and the page's key.
 * The text is the function as the storefront's server build bundles React Router (decision 76).
 */
const SCROLL_RESTORATION = "sha256-n6cSPKHbQx07/R71E3rgNSRK1cKN/UQlfDJ9VNIZxwA=";

function isScrollRestoration(text: string): boolean {
  const call = text.lastIndexOf(")(");
  if (call < 0 || scriptHash(text.slice(0, call + 1)) !== SCROLL_RESTORATION) return false;
  const keys = between(text.slice(call + 1), "(", ")");
  const values = keys === undefined ? undefined : parsed(`[${keys}]`);
  return (
    Array.isArray(values) &&
    values.length === 2 &&
    values.every((value) => value === null || typeof value === "string")
  );
}
/** The app's starter (apps/storefront/app/defer-app-scripts.ts), the same on every page. */
const STARTER = "sha256-sT+Zk5eNjyZZRIENWNZET8KG5tQC8gFXn1L/n57dJx4=";

/** The service worker's registration (apps/storefront/app/features/offline/register-script.ts), the same on every page. */
const WORKER_REGISTRATION = "sha256-YtJqprhQCJjDT2KfGxNz7aNfsE/YTbATo3fR1/LzlCk=";

/**
 * The app's module script as React Router writes it: imports of built files, the page's routes'
 * modules handed to the router, and the client entry started. Nothing else.
 */
const MODULE_STATEMENTS = new RegExp(
  [
    `import "${BUILT}";`,
    `import \\* as route\\d+ from "${BUILT}";`,
    String.raw`window\.__reactRouterRouteModules = \{(?:"[\w/.-]+":route\d+,?)*\};`,
    `import\\("${BUILT}"\\);`,
  ].join("|"),
  "g",
);
const isAppModule = (text: string) => text.replace(MODULE_STATEMENTS, "").trim() === "";

function isStarterData(text: string): boolean {
  const data = parsed(text);
  if (typeof data !== "object" || data === null) return false;
  const preload = new RegExp(`^${BUILT}$`);
  return (
    "preloads" in data &&
    "source" in data &&
    Array.isArray(data.preloads) &&
    data.preloads.every((href) => typeof href === "string" && preload.test(href)) &&
    typeof data.source === "string" &&
    isAppModule(data.source) &&
    Object.keys(data).length === 2
  );
}

export const PAYMENT_PAGE_SCRIPTS: readonly AuthorisedScript[] = [
  {
    name: "the client entry",
    why: "Preact (with its React compatibility layer) and React Router's client entry, built from this repository: hydrates the server's page and moves between pages without reloading",
    takes: builtFile("entry.client"),
  },
  {
    name: "the route manifest",
    why: "every route's address and modules, so links move between pages without asking the server where a page's code is",
    takes: builtFile("manifest"),
  },
  {
    name: "the shell",
    why: "what every page draws: header, footer, the shared interface parts and the API client",
    takes: builtFile("shell"),
  },
  {
    name: "the bundler's runtime",
    why: "the few helpers the build's modules share to load each other",
    takes: builtFile("rolldown-runtime"),
  },
  {
    name: "the captcha worker",
    why: "solves the cash-on-delivery captcha's proof of work (ALTCHA) off the main thread",
    takes: builtFile("captcha-worker"),
  },
  {
    name: "the pages' own modules",
    why: "the root route, the checkout and confirmation routes and the feature code they import, split by the build; the journey checks each file against the build output",
    takes: (script) => script.kind === "file" && new RegExp(`^${BUILT}$`).test(script.url),
  },
  {
    name: "React Router's handoff",
    why: "the server render's settings (routes matched, future flags) the client router hydrates with",
    takes: classic((text) => {
      const json = between(text, HANDOFF, STREAM);
      return json !== undefined && typeof parsed(json) === "object";
    }),
  },
  {
    name: "React Router's loader data",
    why: "the data the page was rendered with, streamed into the router so hydration does not fetch it again",
    takes: classic((text) => {
      const chunk = between(text, ENQUEUE, ");");
      return chunk !== undefined && typeof parsed(chunk) === "string";
    }),
  },
  {
    name: "the end of React Router's loader data",
    why: "closes the stream of loader data",
    takes: classic((text) => text === CLOSE),
  },
  {
    name: "React Router's scroll restoration",
    why: "puts the page back where the shopper left it on back and forward, before the page paints",
    takes: classic(isScrollRestoration),
  },
  {
    name: "the app's starter",
    why: "starts the app's modules once the page has painted or the shopper first acts (decision 15)",
    takes: classic((text) => scriptHash(text) === STARTER),
  },
  {
    name: "the service worker's registration",
    why: "registers the site's service worker at the window's load event (the offline page, product pages kept for reading offline), or removes it when the operator turned it off (decision 77)",
    takes: classic((text) => scriptHash(text) === WORKER_REGISTRATION),
  },
  {
    name: "the service worker",
    why: "the site's own worker, /sw.js from this server (decision 77): it answers a payment page's request with the network's answer, or the offline page when the network fails, and never keeps one",
    takes: (script) => script.kind === "file" && script.url === "/sw.js",
  },
  {
    name: "the starter's data",
    why: "a JSON data block, never run: the module preloads and the module script the starter adds",
    takes: (script) =>
      script.kind === "inline" && script.type === "application/json" && isStarterData(script.text),
  },
  {
    name: "the app's module script",
    why: "React Router's module script, added by the starter: imports the page's route modules and the client entry",
    takes: (script) => script.kind === "inline" && script.type === "module" && isAppModule(script.text),
  },
];

/** The inventory's entry that authorises `script`; none for a script the payment pages may not run. */
export function authorisationOf(script: PageScript): AuthorisedScript | undefined {
  return PAYMENT_PAGE_SCRIPTS.find((entry) => entry.takes(script));
}
