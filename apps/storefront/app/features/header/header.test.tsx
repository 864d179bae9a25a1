import type { Navigation, NavLevel1 } from "@odin/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../testing/render-with-router";
import { preloadIslands } from "../../ui/island";
import { Header, MinimalHeader } from "./header";
import { subMenuColumns, visibleNavEntries } from "./nav-entries";

// The menus and the search box are islands (ui/island.tsx): drawn whole, as the server draws them.
beforeAll(() => preloadIslands());

function entry(name: string, buttons = 0): NavLevel1 {
  return {
    name,
    url: `/${name.toLowerCase()}`,
    bannerImage: `/img/b/${name.toLowerCase()}/2b2d77/mobile.webp`,
    bannerUrl: `/${name.toLowerCase()}?promo`,
    isMenuOpen: false,
    level2: [
      {
        name: `${name} Clothing`,
        url: `/${name.toLowerCase()}/clothing`,
        nodeType: "collapsible",
        level3: [
          { name: "Topwear", url: "/topwear", nodeType: "sub_header" },
          { name: "Shirts", url: "/shirts", nodeType: "collapsible" },
          ...Array.from({ length: buttons }, (_, i) => ({
            name: `Offer ${i + 1}`,
            url: `/offer-${i + 1}`,
            nodeType: "button_with_border" as const,
          })),
        ],
      },
    ],
  };
}

const NAMES = ["Men", "Women", "Kids", "Footwear", "Beauty", "Home", "Brands", "Gifts", "Sale"];

function navigation(overrides: Partial<Navigation["metaData"]> = {}): Navigation {
  return {
    menu: { level1: NAMES.map((name, i) => entry(name, i === 0 ? 6 : 0)) },
    logos: [],
    metaData: {
      topBandMessage: "clearance sale flat 70% off on top brands",
      topBandUrl: "/products?os",
      ...overrides,
    },
  };
}

function render(
  nav: Navigation,
  props: {
    wideNavigation?: boolean;
    bagCount?: number;
    loggedIn?: boolean;
    brand?: { code: string };
    platform?: "mobile" | "desktop";
  } = {},
): string {
  return renderWithRouter(<Header navigation={nav} {...props} />);
}

function desktopNav(html: string): string {
  const start = html.indexOf('<nav aria-label="Main" class="main-nav"');
  return html.slice(start, html.indexOf("</nav>", start));
}

describe("Header", () => {
  it("shows at most 7 top-level entries, 8 for the wide-navigation brand", () => {
    const html = desktopNav(render(navigation()));
    expect(html.match(/class="main-nav__link"/g)).toHaveLength(7);
    expect(html).toContain(">Brands<");
    expect(html).not.toContain(">Gifts<");
    expect(visibleNavEntries(navigation(), { wide: true })).toHaveLength(8);
  });

  it("draws only the rendered device's navigation up front: sub-menus on desktop, the drawer's tree on phones", () => {
    const desktop = render(navigation(), { platform: "desktop" });
    expect(desktopNav(desktop)).toContain('class="mega__heading"');
    expect(desktop).not.toContain('class="mobile-menu__tree"');
    const phone = render(navigation(), { platform: "mobile" });
    expect(desktopNav(phone)).not.toContain('class="mega');
    expect(desktopNav(phone).match(/class="main-nav__link"/g)).toHaveLength(7);
    expect(phone).toContain('class="mobile-menu__tree"');
  });

  it("renders the promo band from the navigation data", () => {
    const html = render(
      navigation({ topBandMessage: "festive edit: up to 50% off", topBandUrl: "/festive" }),
    );
    expect(html).toContain('href="/festive"');
    expect(html).toContain("festive edit: up to 50% off");
    expect(html).not.toContain("clearance sale");
    expect(render(navigation())).toContain("clearance sale flat 70% off on top brands");
  });

  it("renders sub_header, collapsible and button_with_border nodes, at most 4 buttons per sub-menu", () => {
    const html = desktopNav(render(navigation()));
    const menMenu = html.slice(html.indexOf(">Men<"), html.indexOf(">Women<"));
    expect(menMenu).toMatch(/<a href="\/topwear"[^>]*class="mega__subheader"[^>]*>Topwear<\/a>/);
    expect(menMenu).toMatch(/<a href="\/shirts"[^>]*class="mega__link"[^>]*>Shirts<\/a>/);
    expect(menMenu.match(/class="mega__button"/g)).toHaveLength(4);
    expect(menMenu).toMatch(/<a href="\/offer-4"[^>]*class="mega__button"[^>]*>Offer 4<\/a>/);
    expect(menMenu).not.toContain("Offer 5");
    expect(menMenu).toContain('href="/men?promo"');
    expect(subMenuColumns(entry("X", 6))[0]?.level3).toHaveLength(6);
  });

  it("has a search form that works without JavaScript", () => {
    const html = render(navigation());
    expect(html).toMatch(/<form method="get" action="\/search"/);
    expect(html).toContain('name="q"');
    expect(html).toContain('placeholder="Enter Search..."');
    expect(html).toMatch(/<label for="site-search" class="visually-hidden">/);
  });

  it("names the account and bag controls; the favourites heart shows only when logged in", () => {
    const html = render(navigation(), { bagCount: 0 });
    const actions = (page: string) => page.slice(page.indexOf('<ul class="header-actions"'));
    // Logged out: Login is a real link to the login fragment, so it works before hydration too.
    expect(actions(html)).toMatch(
      /^<ul class="header-actions"><li class="header-actions__login"><a href="#login=loginSubV2" aria-haspopup="dialog" class="header-actions__item">.*?<span>Login<\/span><\/a><\/li>/,
    );
    expect(actions(html)).not.toContain("Sign Out");
    expect(html).not.toContain('href="/favorites"');
    expect(html).toContain('aria-label="Bag, 0 items"');
    expect(render(navigation(), { bagCount: 1 })).toContain('aria-label="Bag, 1 item"');
    const member = render(navigation(), { loggedIn: true });
    expect(actions(member)).toMatch(
      /^<ul class="header-actions"><li class="header-actions__login"><a href="\/account" class="header-actions__item"[^>]*>.*?<span>My Account<\/span><\/a><\/li><li class="header-actions__login"><button type="button" class="header-actions__item header-actions__signout">Sign Out<\/button><\/li>/,
    );
    expect(actions(member)).not.toContain("#login=");
    expect(member).toMatch(/<a href="\/favorites" aria-label="Favorites" class="header-actions__item"/);
  });

  it("has the desktop top links and the mobile menu items, Loyalty only when logged in", () => {
    const html = render(navigation());
    for (const href of ["/myorders", "/apps", "/store-locator", "/contactus"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('href="/account#loyalty"');
    const mobile = html.slice(html.indexOf('<div class="mobile-menu'));
    // The toggle opens the drawer's native modal dialog, before hydration too.
    expect(mobile).toMatch(
      /<button type="button" aria-label="Menu" aria-haspopup="dialog" commandfor="mobile-menu-menu" command="show-modal" class="mobile-menu__toggle">/,
    );
    expect(mobile).toMatch(
      /<dialog id="mobile-menu-menu" aria-labelledby="mobile-menu-menu-title" closedby="any" class="dialog dialog--drawer"/,
    );
    expect(mobile).toContain('<h2 id="mobile-menu-menu-title" class="dialog__title">Menu</h2>');
    const items = (page: string) => {
      const start = page.indexOf('class="mobile-menu__links"');
      const list = page.slice(start, page.indexOf("</ul>", start));
      return [...list.matchAll(/<li><a[^>]*>([^<]+)<\/a><\/li>/g)].map((match) => match[1]);
    };
    expect(items(mobile)).toEqual([
      "My Orders",
      "My Account",
      "Store Locator",
      "Download App",
      "Contact Us",
      "Login",
    ]);
    expect(mobile).toContain('<a href="#login=loginSubV2" aria-haspopup="dialog">Login</a>');
    const member = render(navigation(), { loggedIn: true });
    expect(items(member)).toEqual([
      "My Orders",
      "My Account",
      "My Loyalty",
      "Store Locator",
      "Download App",
      "Contact Us",
    ]);
    expect(member).toContain('<li><button type="button" class="mobile-menu__action">Sign Out</button></li>');
    expect(member.slice(member.indexOf('<div class="mobile-menu'))).not.toContain("#login=");
    expect(member.slice(member.indexOf('class="top-links"'))).toContain('href="/account#loyalty"');
  });

  it("adds the brand menu on brand pages only, as a second drawer", () => {
    expect(render(navigation())).not.toContain("mobile-menu--brand-menu");
    const html = render(navigation(), { brand: { code: "us" } });
    expect(html).toContain('class="mobile-menu mobile-menu--brand-menu"');
    expect(html).toMatch(/<button type="button" aria-label="US Menu"[^>]*class="mobile-menu__toggle">/);
    expect(html.match(/<dialog /g)).toHaveLength(2);
  });

  it("keeps the bar and navigation in a slot that can reserve their height", () => {
    const html = render(navigation());
    expect(html).toMatch(
      /<div class="site-header__slot"><div class="site-header__main"><div class="site-header__bar">/,
    );
    expect(renderWithRouter(<MinimalHeader />)).toMatch(
      /<header[^>]* class="site-header site-header--minimal"/,
    );
    expect(renderWithRouter(<MinimalHeader />)).not.toContain("search");
  });
});
