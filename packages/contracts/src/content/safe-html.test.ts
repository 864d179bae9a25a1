import { describe, expect, it } from "vitest";
import { isSafeHtml } from "./safe-html";

describe("isSafeHtml", () => {
  it("accepts the editorial tags with site or web links", () => {
    expect(isSafeHtml('<p>Shop <strong>kurtas</strong> at <a href="/women-kurtas">Odin</a>.</p>')).toBe(true);
    expect(isSafeHtml("<ul><li><a href='https://example.in/x'>x</a></li></ul><br/>")).toBe(true);
    expect(isSafeHtml("plain text")).toBe(true);
  });

  it("refuses scripts, event handlers, styles, javascript: links and stray brackets", () => {
    expect(isSafeHtml("<script>alert(1)</script>")).toBe(false);
    expect(isSafeHtml('<p onclick="x()">hi</p>')).toBe(false);
    expect(isSafeHtml('<p style="color:red">hi</p>')).toBe(false);
    expect(isSafeHtml('<a href="javascript:alert(1)">x</a>')).toBe(false);
    expect(isSafeHtml("<img src=x onerror=alert(1)>")).toBe(false);
    expect(isSafeHtml("<p>a < b</p> <")).toBe(false);
    expect(isSafeHtml("<!-- hidden -->")).toBe(false);
    expect(isSafeHtml("<p data-x>unquoted</p>")).toBe(false);
  });
});
