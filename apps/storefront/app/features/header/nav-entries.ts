import { HEADER, type Navigation, type NavLevel1 } from "@odin/contracts";

export type NavLevel2 = NavLevel1["level2"][number];
export type NavLevel3 = NavLevel2["level3"][number];

/** The top-level entries the header shows: at most 7, or 8 for the brand with wide navigation. */
export function visibleNavEntries(navigation: Navigation, options: { wide?: boolean } = {}): NavLevel1[] {
  const max = options.wide ? HEADER.maxNavEntriesSpecialBrand : HEADER.maxNavEntries;
  return navigation.menu.level1.slice(0, max);
}

/**
 * The navigation without its level-3 links: what a page rendered for a phone needs to hydrate its
 * header, whose sub-menus are drawn only when opened (use-navigation-tree.ts fetches the rest).
 */
export function navigationOutline(navigation: Navigation): Navigation {
  const level1 = navigation.menu.level1.map((entry) => ({
    ...entry,
    level2: entry.level2.map((column) => ({ ...column, level3: [] })),
  }));
  return { ...navigation, menu: { ...navigation.menu, level1 } };
}

/**
 * The level-2 columns of one sub-menu, keeping at most `HEADER.maxButtonLinksPerSubMenu` button-style
 * (button_with_border) links across the whole sub-menu, in their original order.
 */
export function subMenuColumns(entry: NavLevel1): NavLevel2[] {
  let buttonsLeft: number = HEADER.maxButtonLinksPerSubMenu;
  return entry.level2.map((column) => ({
    ...column,
    level3: column.level3.filter((node) => {
      if (node.nodeType !== "button_with_border") return true;
      if (buttonsLeft === 0) return false;
      buttonsLeft -= 1;
      return true;
    }),
  }));
}

/** CSS class of a level-3 node: column heading, plain link or bordered button-style link. */
export function level3ClassName(node: NavLevel3, block: string): string {
  switch (node.nodeType) {
    case "sub_header":
      return `${block}__subheader`;
    case "button_with_border":
      return `${block}__button`;
    default:
      return `${block}__link`;
  }
}
