import type { NavLevel1 } from "@odin/contracts";
import { LABELS } from "@odin/contracts";
import { type FocusEvent, type KeyboardEvent, useState } from "react";
import { Link } from "../../ui/link";
import { level3ClassName, subMenuColumns } from "./nav-entries";

/**
 * Desktop navigation tree. Sub-menus open on hover or keyboard focus with CSS alone; the only script
 * lets Escape dismiss an open sub-menu (WCAG 1.4.13), and the menu works fully before hydration.
 * With `menusOnFirstUse` (phones, where this bar is hidden) the sub-menus are drawn only when the
 * pointer or focus first enters the bar, so their few hundred links do not slow hydration; that
 * first use also asks for the links when the page carries only the navigation's outline
 * (`menusReady` false until they arrive).
 */
export function MainNav({
  entries,
  menusOnFirstUse = false,
  menusReady = true,
  onFirstUse,
}: {
  entries: NavLevel1[];
  menusOnFirstUse?: boolean;
  menusReady?: boolean;
  onFirstUse?: () => void;
}) {
  const [used, setUsed] = useState(!menusOnFirstUse);
  const use =
    used && menusReady
      ? undefined
      : () => {
          setUsed(true);
          onFirstUse?.();
        };
  return (
    <nav className="main-nav" aria-label={LABELS.shell.mainNavigation} onPointerEnter={use} onFocus={use}>
      <ul className="main-nav__list">
        {entries.map((entry) => (
          <NavItem key={`${entry.name}|${entry.url}`} entry={entry} withMenu={used && menusReady} />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({ entry, withMenu }: { entry: NavLevel1; withMenu: boolean }) {
  const hasMenu = entry.level2.length > 0;
  const dismiss = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !hasMenu) return;
    const item = event.currentTarget;
    item.dataset.dismissed = "true";
    item.querySelector<HTMLElement>(".main-nav__link")?.focus();
  };
  const reset = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      delete event.currentTarget.dataset.dismissed;
    }
  };
  return (
    <li
      className={hasMenu ? "main-nav__item main-nav__item--has-menu" : "main-nav__item"}
      onKeyDown={dismiss}
      onBlur={reset}
      onMouseLeave={(event) => delete event.currentTarget.dataset.dismissed}
    >
      <Link className="main-nav__link" href={entry.url}>
        {entry.name}
      </Link>
      {hasMenu && withMenu ? <MegaMenu entry={entry} /> : null}
    </li>
  );
}

function MegaMenu({ entry }: { entry: NavLevel1 }) {
  return (
    <div className="mega">
      <div className="mega__inner">
        <div className="mega__columns">
          {subMenuColumns(entry).map((column) => (
            <div className="mega__column" key={`${column.name}|${column.url}`}>
              <Link className="mega__heading" href={column.url}>
                {column.name}
              </Link>
              {column.level3.length > 0 ? (
                <ul className="mega__list">
                  {column.level3.map((node) => (
                    <li key={`${node.name}|${node.url}`}>
                      <Link className={level3ClassName(node, "mega")} href={node.url}>
                        {node.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
        {entry.bannerImage ? (
          <Link className="mega__banner" href={entry.bannerUrl || entry.url}>
            <img
              src={entry.bannerImage}
              alt={entry.name}
              width={1600}
              height={600}
              loading="lazy"
              decoding="async"
            />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
