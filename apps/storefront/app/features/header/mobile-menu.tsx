import { BREAKPOINTS_PX, LABELS, type NavLevel1 } from "@odin/contracts";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { trapFocus } from "../../ui/focus-trap";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { holdScroll } from "../../ui/scroll-lock";
import { preloadLoginModal } from "../auth/login-host";
import { LOGIN_LINK_HREF, openLogin } from "../auth/open-login";
import { useLogout } from "../auth/use-logout";
import { announcePanelOpened, useClosedByOtherPanels } from "./header-panels";
import { level3ClassName, subMenuColumns } from "./nav-entries";

export interface MenuLink {
  label: string;
  to: string;
  /** Opens the login modal, or logs out, instead of following a link. */
  action?: "login" | "logout";
}

/**
 * Mobile menu items (spec 2 §2 "Header (mobile)"); My Loyalty only for a logged-in shopper. The menu
 * is where phones log in and out (spec 1 §2: the modal "is opened … from the menu").
 */
export function mobileMenuLinks(loggedIn: boolean): MenuLink[] {
  return [
    { label: LABELS.header.myOrders, to: "/myorders" },
    { label: LABELS.header.myAccount, to: "/account" },
    ...(loggedIn ? [{ label: LABELS.header.myLoyalty, to: "/account#loyalty" }] : []),
    { label: LABELS.header.storeLocator, to: "/store-locator" },
    { label: LABELS.header.downloadApp, to: "/apps" },
    { label: LABELS.header.contactUs, to: "/contactus" },
    loggedIn
      ? { label: LABELS.header.signOut, to: "", action: "logout" }
      : { label: LABELS.header.login, to: LOGIN_LINK_HREF, action: "login" },
  ];
}

interface MobileMenuProps {
  entries: NavLevel1[];
  /** Fixed links below the navigation tree (the main menu's account links). */
  links?: MenuLink[];
  /** Which header panel this is; opening one closes the others (header-panels.ts). */
  panel?: "menu" | "brand-menu";
  /** Dialog name and title. */
  title?: string;
  navLabel?: string;
  toggleLabel?: string;
  closeLabel?: string;
  toggleContent?: ReactNode;
  /** Shown in place of the tree while it loads. */
  status?: string;
  /** Shown inside an opened section while its links load (a phone's page carries the outline). */
  sectionStatus?: string;
  onOpen?: () => void;
  /**
   * Leave the tree out of the first render and draw it when the drawer first opens: on a desktop
   * browser the drawer is hidden and its few hundred links would only slow hydration.
   */
  treeOnFirstOpen?: boolean;
}

/**
 * A mobile menu drawer (below 768 px): a `<details>` whose summary is the toggle, so it opens even
 * before hydration. Once hydrated, the panel behaves as a modal dialog: focus moves in and stays in,
 * Escape and the close button close it, focus returns to the toggle, and the page behind does not
 * scroll. The brand menu of brand pages is the same drawer with the brand's navigation.
 */
export function MobileMenu({
  entries,
  links = [],
  panel = "menu",
  title = LABELS.shell.menuDialog,
  navLabel = LABELS.shell.mainNavigation,
  toggleLabel = LABELS.shell.openMenu,
  closeLabel = LABELS.shell.closeMenu,
  toggleContent = <MenuIcon />,
  status,
  sectionStatus,
  onOpen,
  treeOnFirstOpen = false,
}: MobileMenuProps) {
  const [treeShown, setTreeShown] = useState(!treeOnFirstOpen);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(true);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const location = useLocation();
  const logout = useLogout();
  const lastLocation = useRef(`${location.pathname}${location.search}`);

  const close = useCallback((refocus: boolean) => {
    const details = detailsRef.current;
    if (!details?.open) return;
    returnFocus.current = refocus;
    details.open = false;
  }, []);

  const syncWithState = useCallback(() => {
    const details = detailsRef.current;
    if (!details) return;
    holdScroll(panel, details.open);
    if (details.open) {
      setTreeShown(true);
      announcePanelOpened(panel);
      onOpenRef.current?.();
      panelRef.current?.querySelector<HTMLElement>(".mobile-menu__close")?.focus();
    } else if (returnFocus.current) {
      summaryRef.current?.focus();
    }
    returnFocus.current = true;
  }, [panel]);

  useClosedByOtherPanels(panel, () => close(false));

  // Opened before hydration: lock the page now. Always unlock when the header goes away.
  useEffect(() => {
    if (detailsRef.current?.open) syncWithState();
    return () => holdScroll(panel, false);
  }, [syncWithState, panel]);

  // A link followed inside the menu closes it.
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (current === lastLocation.current) return;
    lastLocation.current = current;
    close(false);
  }, [location.pathname, location.search, close]);

  // Growing past the mobile breakpoint hides the menu: release the scroll lock with it.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS_PX.xs}px)`);
    const onChange = () => wide.matches && close(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      trapFocus(event);
    }
  };

  return (
    <details className={`mobile-menu mobile-menu--${panel}`} ref={detailsRef} onToggle={syncWithState}>
      <summary className="mobile-menu__toggle" ref={summaryRef} aria-label={toggleLabel}>
        {toggleContent}
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the close button do the same */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="mobile-menu__backdrop" onClick={() => close(true)} />
      <div
        className="mobile-menu__panel"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-menu__top">
          <span className="mobile-menu__title">{title}</span>
          <button
            type="button"
            className="mobile-menu__close"
            aria-label={closeLabel}
            onClick={() => close(true)}
          >
            <CloseIcon />
          </button>
        </div>
        {status ? (
          <p className="mobile-menu__status" role="status">
            {status}
          </p>
        ) : treeShown ? (
          <nav aria-label={navLabel}>
            <ul className="mobile-menu__tree">
              {entries.map((entry) => (
                <MobileNavEntry key={`${entry.name}|${entry.url}`} entry={entry} status={sectionStatus} />
              ))}
            </ul>
          </nav>
        ) : null}
        {links.length > 0 ? (
          <ul className="mobile-menu__links">
            {links.map((link) => (
              <li key={link.label}>
                {link.action === "logout" ? (
                  <button
                    type="button"
                    className="mobile-menu__action"
                    onClick={() => {
                      close(false);
                      void logout();
                    }}
                  >
                    {link.label}
                  </button>
                ) : link.action === "login" ? (
                  <a
                    href={link.to}
                    aria-haspopup="dialog"
                    onPointerEnter={preloadLoginModal}
                    onFocus={preloadLoginModal}
                    onClick={(event) => {
                      event.preventDefault();
                      close(false);
                      openLogin();
                    }}
                  >
                    {link.label}
                  </a>
                ) : (
                  <Link href={link.to}>{link.label}</Link>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}

function MobileNavEntry({ entry, status }: { entry: NavLevel1; status: string | undefined }) {
  if (entry.level2.length === 0) {
    return (
      <li>
        <Link className="mobile-menu__entry" href={entry.url}>
          {entry.name}
        </Link>
      </li>
    );
  }
  return <MobileNavSection entry={entry} status={status} />;
}

/**
 * A top-level entry with sub-menus. Its columns are drawn when it first opens: closed, they are
 * never seen, and the few hundred links of all sections would only slow every page's hydration.
 */
function MobileNavSection({ entry, status }: { entry: NavLevel1; status: string | undefined }) {
  const [opened, setOpened] = useState(false);
  return (
    <li>
      <details
        className="mobile-menu__section"
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary className="mobile-menu__entry">
          {entry.name}
          <ChevronDownIcon />
        </summary>
        <ul className="mobile-menu__sub">
          <li>
            <Link className="mobile-menu__all" href={entry.url}>
              {`${LABELS.shell.viewAllIn} ${entry.name}`}
            </Link>
          </li>
          {opened && status ? (
            <li className="mobile-menu__status" role="status">
              {status}
            </li>
          ) : null}
          {(opened && !status ? subMenuColumns(entry) : []).map((column) => (
            <li key={`${column.name}|${column.url}`}>
              <details className="mobile-menu__section mobile-menu__section--nested">
                <summary className="mobile-menu__column">
                  {column.name}
                  <ChevronDownIcon />
                </summary>
                <ul className="mobile-menu__leaves">
                  <li>
                    <Link className="mobile-menu__all" href={column.url}>
                      {`${LABELS.shell.viewAllIn} ${column.name}`}
                    </Link>
                  </li>
                  {column.level3.map((node) => (
                    <li key={`${node.name}|${node.url}`}>
                      <Link className={level3ClassName(node, "mobile-menu")} href={node.url}>
                        {node.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
