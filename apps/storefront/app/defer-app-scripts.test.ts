// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferAppScripts } from "./defer-app-scripts";

const APP_SOURCE = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
/** React Router's document as Preact writes it; with a nonce, as `<Scripts>` writes it on a payment page. */
const page = (hero: string, nonce?: string) => {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<html><head><link rel="modulepreload" href="/assets/entry.client.js"${attribute}/>` +
    '<link rel="stylesheet" href="/assets/app.css"/>' +
    `<link rel="modulepreload" href="/assets/root.js"${attribute}/></head><body><main>${hero}</main>` +
    `<script${attribute}>window.__ctx = 1;</script>` +
    `<script${attribute} type="module" async>${APP_SOURCE}</script></body></html>`
  );
};

/** Puts the rewritten page into the test document and runs its starter the way the browser would. */
function load(html: string, nonce?: string) {
  const body = /<body>([\s\S]*)<\/body>/.exec(deferAppScripts(html, nonce))?.[1] ?? "";
  document.head.innerHTML = "";
  document.body.innerHTML = body;
  const starter = [...document.body.querySelectorAll("script:not([type])")].at(-1)?.textContent ?? "";
  new Function(starter)();
}

const appScripts = () => [...document.body.querySelectorAll('script[type="module"]')];
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("deferAppScripts", () => {
  it("sets the module preloads and the app's module script aside and leaves the rest alone", () => {
    const html = deferAppScripts(page('<img src="/hero.webp" fetchpriority="high">'));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__ctx = 1;</script>");
    const data = /<script type="application\/json" id="odin-app">([^<]*)<\/script><script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? "")).toEqual({
      preloads: ["/assets/entry.client.js", "/assets/root.js"],
      source: APP_SOURCE,
    });
  });

  it("keeps the data block's end out of reach of what it carries", () => {
    const html = deferAppScripts(page("").replace(APP_SOURCE, 'import("/a.js"); // <!-- <script'));
    expect(html).toContain('"import(\\"/a.js\\"); // \\u003c!-- \\u003cscript"');
  });

  it("writes the same starter on every page, whatever the page's modules", () => {
    const starter = (html: string) => /<script>(\(\(\) => \{[\s\S]*?)<\/script>/.exec(html)?.[1];
    const other = page("").replaceAll("root.js", "product.js");
    expect(starter(deferAppScripts(other))).toBe(starter(deferAppScripts(page(""))));
    expect(starter(deferAppScripts(page("")))).toBeTruthy();
  });

  it("changes nothing in a document without the app's module script", () => {
    const html = '<html><body><link rel="modulepreload" href="/a.js"/></body></html>';
    expect(deferAppScripts(html)).toBe(html);
  });

  it("starts the app once the hero image is decoded and painted", async () => {
    vi.useFakeTimers();
    let decoded: () => void = () => {};
    vi.spyOn(HTMLImageElement.prototype, "decode").mockReturnValue(
      new Promise<void>((resolve) => {
        decoded = resolve;
      }),
    );
    load(page('<img src="/hero.webp" fetchpriority="high">'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(appScripts()).toHaveLength(0);

    decoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(appScripts().map((script) => script.textContent)).toEqual([APP_SOURCE]);
    expect(preloads()).toEqual(["/assets/entry.client.js", "/assets/root.js"]);
  });

  it("starts the app at once when the shopper presses something, and only once", async () => {
    vi.spyOn(HTMLImageElement.prototype, "decode").mockReturnValue(new Promise<void>(() => {}));
    load(page('<img src="/hero.webp" fetchpriority="high">'));
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("keydown"));
    window.dispatchEvent(new Event("load"));
    expect(appScripts()).toHaveLength(1);
  });

  it("starts the app at the load event when the hero never finishes", () => {
    vi.spyOn(HTMLImageElement.prototype, "decode").mockReturnValue(new Promise<void>(() => {}));
    load(page('<img src="/hero.webp" fetchpriority="high">'));
    expect(appScripts()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(appScripts()).toHaveLength(1);
  });

  it("starts the app after the first paint on a page without a hero image", async () => {
    vi.useFakeTimers();
    load(page("<h1>Brands</h1>"));
    expect(appScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(appScripts()).toHaveLength(1);
  });

  it("on a payment page, gives the nonce to the data block, the starter and the module script", async () => {
    // happy-dom has no `nonce` property; a browser keeps the nonce there once it hides the attribute.
    Object.defineProperty(HTMLElement.prototype, "nonce", {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute("nonce") ?? "";
      },
      set(this: HTMLElement, value: string) {
        this.setAttribute("nonce", value);
      },
    });
    vi.useFakeTimers();
    try {
      load(page("<h1>Payment</h1>", "n0nce"), "n0nce");
      const scripts = [...document.body.querySelectorAll("script")];
      expect(scripts.map((script) => script.getAttribute("nonce"))).toEqual(["n0nce", "n0nce", "n0nce"]);
      expect(document.head.innerHTML).not.toContain("modulepreload");
      await vi.advanceTimersByTimeAsync(50);
      expect(appScripts().map((script) => [script.getAttribute("nonce"), script.textContent])).toEqual([
        ["n0nce", APP_SOURCE],
      ]);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, "nonce");
    }
  });
});
