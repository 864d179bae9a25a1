import type { CatalogueOptions } from "@odin/contracts";

/**
 * The category tree of the catalogue's options, as the forms offer it: gender (level 1) > group
 * (level 2) > article type (level 3, the only level a style takes). The server's order is kept; a
 * category whose parent is not in the list is still offered, at the end.
 */

export type Category = CatalogueOptions["categories"][number];

export const ARTICLE_TYPE_LEVEL = 3;

/** One line of a category select: its id, its words, and how deep it sits (0 for a gender). */
export interface CategoryChoice {
  id: number;
  name: string;
  depth: number;
}

/** A gender's categories, itself first, each group followed by its article types. */
export interface CategoryGroup {
  label: string;
  choices: CategoryChoice[];
}

function childrenOf(categories: readonly Category[]): Map<number | null, Category[]> {
  const children = new Map<number | null, Category[]>();
  for (const category of categories) {
    const list = children.get(category.parentId) ?? [];
    list.push(category);
    children.set(category.parentId, list);
  }
  return children;
}

/** Every category for the list's filter, by gender, indented by level. */
export function categoryGroups(categories: readonly Category[]): CategoryGroup[] {
  const children = childrenOf(categories);
  const placed = new Set<number>();
  const walk = (category: Category, depth: number, into: CategoryChoice[]) => {
    placed.add(category.id);
    into.push({ id: category.id, name: category.name, depth });
    for (const child of children.get(category.id) ?? []) walk(child, depth + 1, into);
  };
  const groups = categories
    .filter((category) => category.level === 1)
    .map((gender) => {
      const choices: CategoryChoice[] = [];
      walk(gender, 0, choices);
      return { label: gender.name, choices };
    });
  const rest = categories.filter((category) => !placed.has(category.id));
  if (rest.length > 0) {
    groups.push({
      label: "Other categories",
      choices: rest.map((category) => ({
        id: category.id,
        name: `${category.name} (${category.gender})`,
        depth: 0,
      })),
    });
  }
  return groups;
}

/** The article types a style may take, grouped under "Women · Ethnic Wear". */
export function articleTypeGroups(categories: readonly Category[]): CategoryGroup[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const groups = new Map<string, CategoryChoice[]>();
  for (const category of categories) {
    if (category.level !== ARTICLE_TYPE_LEVEL) continue;
    const group = category.parentId === null ? undefined : byId.get(category.parentId);
    const label = group ? `${category.gender} · ${group.name}` : category.gender;
    const list = groups.get(label) ?? [];
    list.push({ id: category.id, name: category.name, depth: 0 });
    groups.set(label, list);
  }
  return [...groups].map(([label, choices]) => ({ label, choices }));
}

/** Indents a choice's words by its depth, for a select's option (which holds text only). */
export const indented = (choice: CategoryChoice) =>
  `${"\u00a0\u00a0\u00a0".repeat(choice.depth)}${choice.name}`;
