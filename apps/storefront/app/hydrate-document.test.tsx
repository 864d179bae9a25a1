// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateDocument } from "./hydrate-document";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("hydrateDocument", () => {
  it("hydrates the server's <html> in place, keeping what other scripts added to <head> and <body>", async () => {
    document.head.innerHTML = '<title>Odin</title><style id="dev-style">p{}</style>';
    document.body.innerHTML = '<main id="main"><p>Hello</p></main><aside class="extension"></aside>';
    const main = document.getElementById("main");
    await act(async () => {
      hydrateDocument(
        <html lang="en-IN">
          <head>
            <title>Odin</title>
          </head>
          <body>
            <main id="main">
              <p>Hello</p>
            </main>
          </body>
        </html>,
      );
    });
    expect(document.querySelectorAll("html")).toHaveLength(1);
    expect(document.getElementById("main")).toBe(main);
    expect([...document.head.children].map((node) => node.tagName)).toEqual(["TITLE", "STYLE"]);
    expect([...document.body.children].map((node) => node.tagName)).toEqual(["MAIN", "ASIDE"]);
  });
});
