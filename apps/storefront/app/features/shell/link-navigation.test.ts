// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { routedLink } from "./link-navigation";

const here = { origin: "https://odin.test", pathname: "/products", search: "?f-co=Red" };

/** A click on the element matched by `selector` inside `markup`, as the document's listener sees it. */
function click(markup: string, selector = "a", init: MouseEventInit = {}) {
  document.body.innerHTML = markup;
  const target = document.querySelector(selector) as Element;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("routedLink", () => {
  it("routes a plain click on a site link, from the anchor or anything inside it", () => {
    expect(routedLink(click('<a href="/men-shirts?sort=new">Shirts</a>'), here)).toEqual({
      to: "/men-shirts?sort=new",
      replace: false,
      preventScrollReset: false,
    });
    expect(routedLink(click('<a href="/men"><span>Men</span></a>', "span"), here)?.to).toBe("/men");
  });

  it("carries replace and scroll keeping from the link's markup", () => {
    const event = click('<a href="/products?p=2" data-replace="" data-keep-scroll="">Load more</a>');
    expect(routedLink(event, here)).toEqual({ to: "/products?p=2", replace: true, preventScrollReset: true });
  });

  it("replaces the entry when the link is the page the shopper is on", () => {
    expect(routedLink(click('<a href="/products?f-co=Red">Red</a>'), here)?.replace).toBe(true);
  });

  it("leaves modified, secondary and already handled clicks to the browser", () => {
    const link = '<a href="/men">Men</a>';
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(routedLink(click(link, "a", init), here)).toBeNull();
    }
    const handled = click(link);
    handled.preventDefault();
    expect(routedLink(handled, here)).toBeNull();
  });

  it("leaves other windows, downloads, other sites and server paths to the browser", () => {
    for (const markup of [
      '<a href="/men" target="_blank">Men</a>',
      '<a href="/men" download>Men</a>',
      '<a href="https://partner.example/men">Men</a>',
      '<a href="//partner.example/men">Men</a>',
      '<a href="/api/v2/listing/products">API</a>',
      '<a href="/auth/social/google">Google</a>',
      '<a href="/_sandbox/outbox">Outbox</a>',
      '<a href="/sitemap.xml">Sitemap</a>',
      '<a href="mailto:care@odin.test">Mail</a>',
      "<span>No link</span>",
    ]) {
      expect(routedLink(click(markup, "a, span"), here)).toBeNull();
    }
    expect(routedLink(click('<a href="/men" target="_self">Men</a>'), here)?.to).toBe("/men");
  });

  it("lets the browser scroll to an anchor on this page, and routes an anchor on another page", () => {
    expect(routedLink(click('<a href="#reviews">Reviews</a>'), here)).toBeNull();
    expect(routedLink(click('<a href="/products?f-co=Red#top">Top</a>'), here)).toBeNull();
    expect(routedLink(click('<a href="/account#loyalty">Loyalty</a>'), here)?.to).toBe("/account#loyalty");
  });

  it("follows the site address of a link that iframe mode pointed at the partner", () => {
    const markup = '<a href="//partner.example/shop/men" data-site-href="/men">Men</a>';
    expect(routedLink(click(markup), here)?.to).toBe("/men");
  });
});
