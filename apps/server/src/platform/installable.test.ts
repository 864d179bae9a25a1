import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createContext, runInContext, Script } from "node:vm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config";
import { scriptBodyOf, serviceWorkerScript, THEME_COLOUR, WEB_APP_MANIFEST } from "./installable";

const fromRepo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

interface FakeFetchEvent {
  request: { url: string; method: string; mode: string };
  respondWith: ReturnType<typeof vi.fn>;
  waitUntil: ReturnType<typeof vi.fn>;
}

/** Runs /sw.js in a context of its own with a stand-in `self`; answers the listeners it added. */
function startScript(enabled: boolean) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: "https://shop.example.in" },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInContext(serviceWorkerScript({ enabled, buildVersion: "b1" }), createContext({ self, URL, Response }));
  return listeners;
}

function fetchEvent(path: string, init: { method?: string; mode?: string } = {}): FakeFetchEvent {
  return {
    request: {
      url: `https://shop.example.in${path}`,
      method: init.method ?? "GET",
      mode: init.mode ?? "cors",
    },
    // The strategies' promises are left unsettled: only whether the worker answers is asked here.
    respondWith: vi.fn((answer: Promise<unknown>) => answer.catch(() => undefined)),
    waitUntil: vi.fn((work: Promise<unknown>) => work.catch(() => undefined)),
  };
}

describe("/sw.js as the server puts it together", () => {
  it("is one classic script: the worker's modules without their imports and exports", () => {
    for (const enabled of [true, false]) {
      const script = serviceWorkerScript({ enabled, buildVersion: "b1" });
      expect(() => new Script(script)).not.toThrow();
      expect(script).not.toMatch(/^\s*(?:import|export)\b/m);
    }
    expect(scriptBodyOf('import {\n  a,\n  b,\n} from "./rules.js";\nexport function f() {}\n')).toBe(
      "function f() {}\n",
    );
  });

  it("versions the caches by the build and by the worker's own text", () => {
    const script = serviceWorkerScript({ enabled: true, buildVersion: "b1" });
    expect(script).toMatch(/startWorker\(self, \{ version: "b1\.[\w-]{8}", productPath: new RegExp\(/);
    expect(serviceWorkerScript({ enabled: true, buildVersion: "b2" })).not.toBe(script);
  });

  it("answers pages, files and images, and leaves the API and posts to the network", () => {
    const fetch = startScript(true).get("fetch");
    const answered = (event: FakeFetchEvent) => {
      fetch?.(event);
      return event.respondWith.mock.calls.length > 0;
    };
    expect(answered(fetchEvent("/checkout/payment", { mode: "navigate" }))).toBe(true);
    expect(answered(fetchEvent("/nw-red-floral-kurta-NWKUR12345", { mode: "navigate" }))).toBe(true);
    expect(answered(fetchEvent("/assets/root-Cty5FtrM.css"))).toBe(true);
    expect(answered(fetchEvent("/img/p/shirt/navy/front/360.webp"))).toBe(true);
    expect(answered(fetchEvent("/admin/orders", { mode: "navigate" }))).toBe(true);
    expect(answered(fetchEvent("/api/v2/listing/products", { method: "POST" }))).toBe(false);
    expect(answered(fetchEvent("/admin/api/orders"))).toBe(false);
    expect(answered(fetchEvent("/checkout/payment", { method: "POST", mode: "navigate" }))).toBe(false);
    const data = fetchEvent("/nw-red-floral-kurta-NWKUR12345.data");
    expect(answered(data)).toBe(false);
    expect(data.waitUntil).toHaveBeenCalledOnce();
  });

  it("turned off, only deletes its caches and unregisters: it answers nothing", () => {
    expect([...startScript(false).keys()]).toEqual(["install", "activate"]);
    expect([...startScript(true).keys()]).toEqual(["install", "activate", "fetch"]);
  });
});

describe("the web app manifest", () => {
  it("opens the whole store at / on its own, in the brand's colour", () => {
    expect(WEB_APP_MANIFEST).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
    const css = readFileSync(fromRepo("apps/storefront/app/styles/global.css"), "utf8");
    expect(/--color-accent:\s*(#[0-9a-f]{6});/i.exec(css)?.[1]).toBe(THEME_COLOUR);
    const root = readFileSync(fromRepo("apps/storefront/app/root.tsx"), "utf8");
    expect(root).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
  });

  it("names icons of 192 and 512 pixels and a maskable one, each a PNG of its size in the public files", async () => {
    expect(WEB_APP_MANIFEST.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of [
      ...WEB_APP_MANIFEST.icons,
      { src: "/icons/apple-touch-icon.png", sizes: "180x180" },
    ]) {
      const { format, width, height } = await sharp(fromRepo(`apps/server/public${icon.src}`)).metadata();
      expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });
});

describe("ODIN_SERVICE_WORKER", () => {
  it("is on by default, off when the operator says so, and refuses anything else", () => {
    expect(loadConfig({}).serviceWorker).toBe(true);
    expect(loadConfig({ ODIN_SERVICE_WORKER: "off" }).serviceWorker).toBe(false);
    expect(loadConfig({ ODIN_SERVICE_WORKER: "on" }).serviceWorker).toBe(true);
    expect(() => loadConfig({ ODIN_SERVICE_WORKER: "false" })).toThrow(/ODIN_SERVICE_WORKER/);
  });
});
