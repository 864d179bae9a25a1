import type { Navigation } from "@odin/contracts";
import { useRef } from "react";
import { SearchBar } from "../search/search-bar";
import { HeaderActions } from "./header-actions";
import { BrandMenu, MobileMenu } from "./header-islands";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { mobileMenuLinks } from "./menu-links";
import { visibleNavEntries } from "./nav-entries";
import { PromoBand } from "./promo-band";
import { TopLinks } from "./top-links";
import { useCompactHeader } from "./use-compact-header";
import { useNavigationTree } from "./use-navigation-tree";

export interface PageBrand {
  code: string;
  /** The brand whose navigation shows 8 entries instead of 7. */
  wideNavigation?: boolean;
  /** First parent brand or legal brand name: the search's brand journey. */
  parentBrand?: string | undefined;
}

interface HeaderProps {
  navigation: Navigation;
  /** The brand with wide navigation shows 8 top-level entries instead of 7. */
  wideNavigation?: boolean;
  /** False when `navigation` is the outline of a phone's page: its links load when a menu opens. */
  navigationComplete?: boolean;
  /** Both token cookies present (spec 2 §3). */
  loggedIn?: boolean;
  /** Set on brand pages: the mobile header gets the brand's own menu. */
  brand?: PageBrand;
  bagCount?: number;
  /**
   * The device class the page was rendered for: only that one's navigation is drawn up front (the
   * desktop bar's sub-menus or the phone drawer's tree); the other draws on first use.
   */
  platform?: "mobile" | "desktop";
}

/**
 * Site header: promo band, utility links, then the bar (logo, search, account/favourites/bag) and the
 * navigation tree, which become the fixed compact header on scroll (compact-header.ts).
 */
export function Header({
  navigation,
  navigationComplete = true,
  wideNavigation = false,
  loggedIn = false,
  brand,
  bagCount = 0,
  platform = "desktop",
}: HeaderProps) {
  const tree = useNavigationTree(navigation, navigationComplete);
  const entries = visibleNavEntries(tree.navigation, { wide: wideNavigation });
  const headerRef = useRef<HTMLElement>(null);
  useCompactHeader(headerRef);
  return (
    <header className="site-header" id="top" tabIndex={-1} ref={headerRef}>
      <PromoBand metaData={navigation.metaData} />
      <div className="site-header__utility">
        <TopLinks loggedIn={loggedIn} />
      </div>
      <div className="site-header__slot">
        <div className="site-header__main">
          <div className="site-header__bar">
            <MobileMenu
              entries={entries}
              links={mobileMenuLinks(loggedIn)}
              treeOnFirstOpen={platform === "desktop"}
              sectionStatus={tree.status}
              onOpen={tree.load}
            />
            <Logo />
            {brand ? <BrandMenu key={brand.code} brandCode={brand.code} wide={brand.wideNavigation} /> : null}
            <SearchBar brand={brand} />
            <HeaderActions loggedIn={loggedIn} bagCount={bagCount} />
          </div>
          <MainNav
            entries={entries}
            menusOnFirstUse={platform === "mobile"}
            menusReady={tree.complete}
            onFirstUse={tree.load}
          />
        </div>
      </div>
    </header>
  );
}

/** The static minimal header some pages use (spec 2 §2): the logo only. */
export function MinimalHeader() {
  return (
    <header className="site-header site-header--minimal" id="top" tabIndex={-1}>
      <div className="site-header__bar">
        <Logo />
      </div>
    </header>
  );
}
