import { BREAKPOINTS_PX, LABELS, type NavLevel1 } from "@odin/contracts";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { announcePanelOpened, useClosedByOtherPanels } from "../../lib/header-panels";
import { Dialog, dialogControl } from "../../ui/dialog";
import { ChevronDownIcon, MenuIcon } from "../../ui/icons";
import { Link } from "../../ui/link";
import { preloadLoginModal } from "../auth/login-host";
import { openLogin } from "../auth/open-login";
import { useLogout } from "../auth/use-logout";
import type { MenuLink } from "./menu-links";
import { level3ClassName, subMenuColumns } from "./nav-entries";

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
 * A mobile menu drawer (below 768 px): the one dialog (ui/dialog.tsx) in its drawer variant, opened
 * by its toggle even before hydration. Focus moves in and stays in, Escape, the close button and a
 * press beside it close it, focus returns to the toggle, and the page behind neither scrolls nor
 * takes focus. Following a link inside, another header panel opening, or the window growing past the
 * breakpoint closes it too. The brand menu of brand pages is the same drawer with the brand's
 * navigation.
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
  const dialogId = `mobile-menu-${panel}`;
  const [open, setOpen] = useState(false);
  const [treeShown, setTreeShown] = useState(!treeOnFirstOpen);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const location = useLocation();
  const logout = useLogout();
  const lastLocation = useRef(`${location.pathname}${location.search}`);

  const show = useCallback(() => {
    setOpen(true);
    setTreeShown(true);
    announcePanelOpened(panel);
    onOpenRef.current?.();
  }, [panel]);
  const close = useCallback(() => setOpen(false), []);

  useClosedByOtherPanels(panel, close);

  // A link followed inside the menu closes it.
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (current === lastLocation.current) return;
    lastLocation.current = current;
    close();
  }, [location.pathname, location.search, close]);

  // Growing past the mobile breakpoint hides the drawer's place in the header: close it with it.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS_PX.xs}px)`);
    const onChange = () => wide.matches && close();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [close]);

  return (
    <div className={`mobile-menu mobile-menu--${panel}`}>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-label={toggleLabel}
        {...dialogControl(dialogId, "show-modal", show)}
      >
        {toggleContent}
      </button>
      <Dialog
        id={dialogId}
        variant="drawer"
        title={title}
        closeLabel={closeLabel}
        open={open}
        onOpenChange={(next) => (next ? show() : close())}
        lightDismiss
      >
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
                      close();
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
                      close();
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
      </Dialog>
    </div>
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
