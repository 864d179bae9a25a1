import type { ReactNode } from "react";

/**
 * A table that scrolls sideways in its own region on a narrow screen instead of widening the page.
 * The region takes keyboard focus, so it can be scrolled without a pointer, and is named by the
 * table's caption, which only a screen reader hears.
 */
export function ScrollTable({
  id,
  caption,
  compact = false,
  children,
}: {
  /** Unique on the page: the caption's id is made from it. */
  id: string;
  caption: string;
  compact?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-labelledby={`${id}-caption`}>
      <table className={compact ? "table table-compact" : "table"}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
