import type { Navigation } from "@odin/contracts";
import { HeaderActions } from "./header-actions";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { visibleNavEntries } from "./nav-entries";
import { PromoBand } from "./promo-band";
import { SearchForm } from "./search-form";
import { TopLinks } from "./top-links";

interface HeaderProps {
  navigation: Navigation;
  /** The brand with wide navigation shows 8 top-level entries instead of 7. */
  wideNavigation?: boolean;
  bagCount?: number;
}

/** Site header: promo band, utility links, logo, search, account/favourites/bag, navigation tree. */
export function Header({ navigation, wideNavigation = false, bagCount = 0 }: HeaderProps) {
  const entries = visibleNavEntries(navigation, { wide: wideNavigation });
  return (
    <header className="site-header" id="top" tabIndex={-1}>
      <PromoBand metaData={navigation.metaData} />
      <div className="site-header__utility">
        <TopLinks />
      </div>
      <div className="site-header__bar">
        <MobileMenu entries={entries} />
        <Logo />
        <SearchForm />
        <HeaderActions bagCount={bagCount} />
      </div>
      <MainNav entries={entries} />
    </header>
  );
}
