import { describe, expect, it } from "vitest";
import {
  contentLabel,
  inContentScope,
  previewPathOf,
  scheduleRefusal,
  stalePagesOf,
} from "./content-admin-rules";

describe("inContentScope", () => {
  it("lets staff of every brand change every document", () => {
    expect(inContentScope(null, "static_page", "terms")).toBe(true);
    expect(inContentScope(null, "master_template", "home")).toBe(true);
  });

  it("keeps staff limited to brands to their brands' templates and navigation", () => {
    expect(inContentScope(["nw"], "master_template", "nw")).toBe(true);
    expect(inContentScope(["nw"], "navigation", "nw")).toBe(true);
    expect(inContentScope(["nw"], "master_template", "us")).toBe(false);
    expect(inContentScope(["nw"], "master_template", "home")).toBe(false);
    expect(inContentScope(["nw"], "navigation", "default")).toBe(false);
    expect(inContentScope(["nw"], "static_page", "terms")).toBe(false);
  });
});

describe("stalePagesOf", () => {
  it("makes every page stale for the navigation (the header and its promo band are on each)", () => {
    expect(stalePagesOf("navigation", "default", [])).toEqual({ all: true });
    expect(stalePagesOf("footer_links", "default", [])).toEqual({ all: true });
  });

  it("makes a template's own pages stale, and only those", () => {
    expect(stalePagesOf("master_template", "home", ["/ignored"])).toEqual({ all: false, paths: ["/"] });
    expect(stalePagesOf("master_template", "nw", ["/nw"])).toEqual({ all: false, paths: ["/nw"] });
    expect(stalePagesOf("static_page", "terms", [])).toEqual({ all: false, paths: ["/termsconditions"] });
  });
});

describe("previewPathOf", () => {
  it("opens the page that shows the document, with cmsPreview=1", () => {
    expect(previewPathOf("master_template", "home", [])).toBe("/?cmsPreview=1");
    expect(previewPathOf("master_template", "nw", ["/nw"])).toBe("/nw?cmsPreview=1");
    expect(previewPathOf("navigation", "default", [])).toBe("/?cmsPreview=1");
    expect(previewPathOf("static_page", "privacy", [])).toBe("/privacypolicy?cmsPreview=1");
  });
});

describe("contentLabel", () => {
  it("names documents the way staff know them", () => {
    expect(contentLabel("master_template", "home", "Odin")).toBe("Home page");
    expect(contentLabel("master_template", "nw", "x", "Northwind")).toBe("Northwind sub-site");
    expect(contentLabel("navigation", "default", "")).toBe("Main navigation");
    expect(contentLabel("navigation", "nw", "", "Northwind")).toBe("Northwind navigation");
    expect(contentLabel("static_page", "terms", "Terms of use")).toBe("Terms of use");
  });
});

describe("scheduleRefusal", () => {
  const now = new Date("2026-11-29T10:00:00Z");
  it("takes a time in the future within a year", () => {
    expect(scheduleRefusal(new Date("2026-11-29T10:05:00Z"), now)).toBeNull();
  });
  it("refuses a time that has come, and one over a year ahead", () => {
    expect(scheduleRefusal(now, now)?.code).toBe("SCHEDULE_IN_PAST");
    expect(scheduleRefusal(new Date("2028-01-01T00:00:00Z"), now)?.code).toBe("SCHEDULE_TOO_FAR");
  });
});
