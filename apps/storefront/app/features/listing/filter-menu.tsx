import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { ChevronDownIcon } from "../../ui/icons";

const close = (details: HTMLDetailsElement) => {
  details.open = false;
};

/** Menus sharing this name are exclusive: opening one closes the others (native `<details name>`). */
const MENU_GROUP = "listing-menu";

interface FilterMenuProps {
  label: ReactNode;
  /** Id of the summary, so the panel's controls can be labelled by it. */
  id: string;
  className?: string;
  align?: "start" | "end";
  children: ReactNode;
}

/**
 * A desktop drop-down of the filter bar. A `<details>`, so it opens by click, Enter or Space before
 * hydration; once hydrated it also opens on mouse hover (spec 2 §2), and Escape, a click outside or
 * focus leaving it closes it.
 */
export function FilterMenu({ label, id, className, align = "start", children }: FilterMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const openedByHover = useRef(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(ref.current);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent<HTMLDetailsElement>) => {
    if (event.pointerType !== "mouse" || event.currentTarget.open) return;
    openedByHover.current = true;
    event.currentTarget.open = true;
  };
  const onPointerLeave = (event: PointerEvent<HTMLDetailsElement>) => {
    if (event.pointerType === "mouse" && openedByHover.current) close(event.currentTarget);
  };
  // A click on a menu that hover opened keeps it open instead of toggling it shut.
  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    if (!openedByHover.current) return;
    event.preventDefault();
    openedByHover.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.preventDefault();
    close(event.currentTarget);
    event.currentTarget.querySelector("summary")?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !openedByHover.current) {
      close(event.currentTarget);
    }
  };

  return (
    <details
      ref={ref}
      name={MENU_GROUP}
      className={className ? `filter-menu ${className}` : "filter-menu"}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (!event.currentTarget.open) openedByHover.current = false;
      }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button */}
      <summary className="filter-menu__summary" id={id} onClick={onSummaryClick}>
        {label}
        <ChevronDownIcon />
      </summary>
      <div className={`filter-menu__panel filter-menu__panel--${align}`}>{children}</div>
    </details>
  );
}
