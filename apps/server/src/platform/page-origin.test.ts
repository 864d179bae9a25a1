import { describe, expect, it } from "vitest";
import { isCrossSite, type PageOrigins, pagePlaceOf } from "./page-origin";

const demo: PageOrigins = { configured: undefined, site: "http://localhost:3000" };
const production: PageOrigins = { configured: "https://www.example.in", site: "https://www.example.in" };

const request = (host: string, method = "GET", url = "/products?sort=new", protocol = "http") => ({
  method,
  url,
  host,
  protocol,
});

describe("pagePlaceOf, with no site origin (the demo)", () => {
  it.each([
    ["localhost:3000", "http://localhost:3000"],
    ["127.0.0.1:3000", "http://127.0.0.1:3000"],
    ["192.168.1.20:3000", "http://192.168.1.20:3000"],
    ["[::1]:3000", "http://[::1]:3000"],
    ["Shop.Local", "http://shop.local"],
  ])("answers on the address the browser used: %s", (host, origin) => {
    for (const method of ["GET", "HEAD", "POST"])
      expect(pagePlaceOf(demo, request(host, method))).toEqual({ kind: "serve", origin });
  });

  it("takes https from the request's protocol (a configured proxy's X-Forwarded-Proto)", () => {
    expect(pagePlaceOf(demo, request("shop.local", "POST", "/", "https"))).toEqual({
      kind: "serve",
      origin: "https://shop.local",
    });
  });

  it.each(["", "evil.example/path", "a b", "user@host", "host:port", "-bad-.example", "[zz]:1"])(
    "falls back to the demo's origin for a malformed Host %j",
    (host) => {
      expect(pagePlaceOf(demo, request(host))).toEqual({ kind: "serve", origin: demo.site });
    },
  );
});

describe("pagePlaceOf, with a site origin (production)", () => {
  it("answers on the site's host, its default port written or not", () => {
    for (const host of ["www.example.in", "WWW.example.in", "www.example.in:443"])
      for (const method of ["GET", "POST"])
        expect(pagePlaceOf(production, request(host, method))).toEqual({
          kind: "serve",
          origin: "https://www.example.in",
        });
  });

  it("sends a page asked for on another host to the same path and query on the site", () => {
    for (const host of ["example.in", "203.0.113.5:3000", "localhost", "www.example.in:8443", ""])
      for (const method of ["GET", "HEAD"])
        expect(pagePlaceOf(production, request(host, method))).toEqual({
          kind: "redirect",
          location: "https://www.example.in/products?sort=new",
        });
    expect(pagePlaceOf(production, request("example.in", "GET", "//evil.example/x"))).toEqual({
      kind: "redirect",
      location: "https://www.example.in//evil.example/x",
    });
  });

  it("refuses a form posted to another host", () => {
    expect(pagePlaceOf(production, request("example.in", "POST"))).toEqual({
      kind: "refuse",
      origin: "https://www.example.in",
    });
  });
});

describe("isCrossSite", () => {
  const origin = "http://127.0.0.1:3000";
  it("passes a post from the page's own origin, or without an Origin header", () => {
    expect(isCrossSite("http://127.0.0.1:3000", origin)).toBe(false);
    expect(isCrossSite(undefined, origin)).toBe(false);
  });

  it.each([
    "http://localhost:3000",
    "http://127.0.0.1:3001",
    "https://127.0.0.1:3000",
    "http://evil.example",
    "null",
    "not a url",
  ])("refuses a post from %s", (from) => {
    expect(isCrossSite(from, origin)).toBe(true);
  });
});
