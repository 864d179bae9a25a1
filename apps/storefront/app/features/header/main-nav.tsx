import type { NavLevel1 } from "@odin/contracts";
import { LABELS } from "@odin/contracts";
import type { FocusEvent, KeyboardEvent } from "react";
import { AnyLink } from "../../ui/any-link";
import { level3ClassName, subMenuColumns } from "./nav-entries";

/**
 * Desktop navigation tree. Sub-menus open on hover or keyboard focus with CSS alone; the only script
 * lets Escape dismiss an open sub-menu (WCAG 1.4.13), and the menu works fully before hydration.
 */
export function MainNav({ entries }: { entries: NavLevel1[] }) {
  return (
    <nav className="main-nav" aria-label={LABELS.shell.mainNavigation}>
      <ul className="main-nav__list">
        {entries.map((entry) => (
          <NavItem key={`${entry.name}|${entry.url}`} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({ entry }: { entry: NavLevel1 }) {
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
      <AnyLink className="main-nav__link" href={entry.url}>
        {entry.name}
      </AnyLink>
      {hasMenu ? <MegaMenu entry={entry} /> : null}
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
              <AnyLink className="mega__heading" href={column.url}>
                {column.name}
              </AnyLink>
              {column.level3.length > 0 ? (
                <ul className="mega__list">
                  {column.level3.map((node) => (
                    <li key={`${node.name}|${node.url}`}>
                      <AnyLink className={level3ClassName(node, "mega")} href={node.url}>
                        {node.name}
                      </AnyLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </div>
        {entry.bannerImage ? (
          <AnyLink className="mega__banner" href={entry.bannerUrl || entry.url}>
            <img
              src={entry.bannerImage}
              alt={entry.name}
              width={1600}
              height={600}
              loading="lazy"
              decoding="async"
            />
          </AnyLink>
        ) : null}
      </div>
    </div>
  );
}
