// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { loadStylesheet } from "./load-stylesheet";

afterEach(() => {
  for (const link of document.head.querySelectorAll("link")) link.remove();
});

describe("loadStylesheet", () => {
  it("adds the sheet once and resolves when it applies", async () => {
    const first = loadStylesheet("/assets/leaflet.css", "leaflet");
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-stylesheet="leaflet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.rel).toBe("stylesheet");
    links[0]?.dispatchEvent(new Event("load"));
    await first;
    await loadStylesheet("/assets/leaflet.css", "leaflet");
    expect(document.head.querySelectorAll("link")).toHaveLength(1);
  });

  it("resolves when the sheet fails, so the part opens anyway", async () => {
    const loading = loadStylesheet("/assets/missing.css", "missing");
    document.head.querySelector("link")?.dispatchEvent(new Event("error"));
    await expect(loading).resolves.toBeUndefined();
  });

  it("adds nothing without an address (a build without CSS processing)", async () => {
    await loadStylesheet(undefined, "login");
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });
});
