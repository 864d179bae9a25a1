// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferAppScripts } from "./defer-app-scripts";

const APP_SOURCE = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const page = (hero: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.client.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
  `<link rel="modulepreload" href="/assets/root.js"/></head><body><main>${hero}</main>` +
  `<script>window.__ctx = 1;</script><script type="module" async="">${APP_SOURCE}</script></body></html>`;

/** Puts the rewritten page into the test document and runs its starter the way the browser would. */
function load(html: string) {
  const body = /<body>([\s\S]*)<\/body>/.exec(deferAppScripts(html))?.[1] ?? "";
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
    expect(html).toContain(`<script type="text/plain" id="odin-app">${APP_SOURCE}</script>`);
    expect(html).toContain('["/assets/entry.client.js","/assets/root.js"]');
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
});
