import { LABELS } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import routeTable from "../routes";
import { serverHtml, textOf } from "../testing/server-page-kit";
import Offline, { headers, loader, meta } from "./offline";

describe("/offline", () => {
  it("is a route of its own, before the catch-all", () => {
    const paths = routeTable.map((route) => route.path);
    expect(paths.indexOf("offline")).toBeGreaterThan(-1);
    expect(paths.indexOf("offline")).toBeLessThan(paths.indexOf("*"));
  });

  it("is the same page for every shopper: shared by the page cache, kept out of search engines", () => {
    const answer = loader();
    const cacheControl = new Headers(answer.init?.headers).get("Cache-Control");
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const loaderHeaders = new Headers({ "Cache-Control": cacheControl ?? "" });
    expect(new Headers(headers({ loaderHeaders } as never) as HeadersInit).get("Cache-Control")).toBe(
      cacheControl,
    );
    expect(meta({} as never)).toEqual([
      { title: `${LABELS.offline.title} | Odin` },
      { name: "description", content: LABELS.offline.text },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("says the shopper is offline and links to the address asked for, to try again", () => {
    const html = serverHtml("/offline", Offline, null);
    expect(html).toContain(`<h1 class="offline-page__title">${LABELS.offline.title}</h1>`);
    expect(textOf(html)).toContain(LABELS.offline.text);
    expect(textOf(html)).toContain(LABELS.offline.savedPages);
    // An empty address is the document's own: where the worker served this page, the page asked for.
    expect(html).toContain(`<a href class="button button--primary">${LABELS.offline.retry}</a>`);
    expect(html).not.toContain("<script");
  });
});
