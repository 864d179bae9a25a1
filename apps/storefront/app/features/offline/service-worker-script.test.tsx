import { renderToString } from "react-dom/server";
import { UNSAFE_FrameworkContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { REGISTER_SERVICE_WORKER } from "./register-script";
import { ServiceWorkerScript } from "./service-worker-script";

/** Runs the registration script as a page would, with the switch of its element; answers what it did. */
async function runRegistration(switchValue: "on" | "off") {
  const onLoad: (() => void)[] = [];
  const unregister = vi.fn();
  const workers = {
    register: vi.fn(() => Promise.resolve({})),
    getRegistrations: vi.fn(() => Promise.resolve([{ unregister }, { unregister }])),
  };
  const caches = {
    keys: vi.fn(() => Promise.resolve(["odin-pages-b1", "odin-assets-b1", "other-app"])),
    delete: vi.fn(),
  };
  const run = new Function(
    "navigator",
    "document",
    "addEventListener",
    "window",
    "caches",
    REGISTER_SERVICE_WORKER,
  );
  run(
    { serviceWorker: workers },
    { currentScript: { dataset: { serviceWorker: switchValue } } },
    (type: string, listener: () => void) => type === "load" && onLoad.push(listener),
    { caches },
    caches,
  );
  expect(workers.register).not.toHaveBeenCalled();
  for (const listener of onLoad) listener();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { workers, unregister, caches };
}

describe("the service worker's registration", () => {
  it("registers /sw.js for the whole site at the load event when the worker is on", async () => {
    const { workers, unregister, caches } = await runRegistration("on");
    expect(workers.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(unregister).not.toHaveBeenCalled();
    expect(caches.delete).not.toHaveBeenCalled();
  });

  it("unregisters every worker and deletes the store's caches when the operator turned it off", async () => {
    const { workers, unregister, caches } = await runRegistration("off");
    expect(workers.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(caches.delete.mock.calls).toEqual([["odin-pages-b1"], ["odin-assets-b1"]]);
  });

  it("does nothing where the browser has no service workers", () => {
    const run = new Function("navigator", "document", REGISTER_SERVICE_WORKER);
    expect(() => run({}, { currentScript: null })).not.toThrow();
  });

  it("is the same text on every page, with the switch in an attribute and the page's nonce where it has one", () => {
    const off = renderToString(<ServiceWorkerScript enabled={false} />);
    expect(off).toBe(`<script data-service-worker="off">${REGISTER_SERVICE_WORKER}</script>`);
    const on = renderToString(
      <UNSAFE_FrameworkContext.Provider value={{ nonce: "bm9uY2U=" } as never}>
        <ServiceWorkerScript enabled />
      </UNSAFE_FrameworkContext.Provider>,
    );
    expect(on).toBe(`<script nonce="bm9uY2U=" data-service-worker="on">${REGISTER_SERVICE_WORKER}</script>`);
  });
});
