import { ARTICLE_TYPES, type ArticleType } from "@odin/contracts";
import type { categories } from "../schema";
import type { Gender } from "./brands";
import { slugify } from "./text";

export const GENDERS: readonly Gender[] = ["Men", "Women", "Boys", "Girls"];

export type CategoryRow = typeof categories.$inferInsert & { id: number };

export interface CategoryTree {
  rows: CategoryRow[];
  /** Id of the article-type leaf for a gender, e.g. leafId("Women", "kurtis"). */
  leafId(gender: Gender, articleType: string): number;
}

/** Article types a gender can wear, grouped (Topwear, Bottomwear, ...) in catalog order. */
export function articleGroups(gender: Gender): Map<string, ArticleType[]> {
  const groups = new Map<string, ArticleType[]>();
  for (const type of ARTICLE_TYPES) {
    if (!type.genders.includes(gender)) continue;
    const list = groups.get(type.group) ?? [];
    list.push(type);
    groups.set(type.group, list);
  }
  return groups;
}

/**
 * Gender (level 1) > group (level 2) > article type (level 3), with slugs such as
 * `women-ethnic-wear-kurtis`. A group is returnable only when all its article types are.
 */
export function buildCategories(): CategoryTree {
  const rows: CategoryRow[] = [];
  const leaves = new Map<string, number>();
  const add = (row: Omit<CategoryRow, "id">): number => {
    const id = rows.length + 1;
    rows.push({ id, ...row });
    return id;
  };
  GENDERS.forEach((gender, genderIndex) => {
    const genderSlug = slugify(gender);
    const genderId = add({
      parentId: null,
      level: 1,
      name: gender,
      slug: genderSlug,
      gender,
      position: genderIndex + 1,
    });
    [...articleGroups(gender)].forEach(([group, types], groupIndex) => {
      const groupSlug = `${genderSlug}-${slugify(group)}`;
      const groupId = add({
        parentId: genderId,
        level: 2,
        name: group,
        slug: groupSlug,
        gender,
        returnable: types.every((type) => type.returnable),
        position: groupIndex + 1,
      });
      types.forEach((type, typeIndex) => {
        const id = add({
          parentId: groupId,
          level: 3,
          name: type.name,
          slug: `${groupSlug}-${type.slug}`,
          gender,
          articleType: type.slug,
          returnable: type.returnable,
          position: typeIndex + 1,
        });
        leaves.set(`${gender}/${type.slug}`, id);
      });
    });
  });
  return {
    rows,
    leafId(gender, articleType) {
      const id = leaves.get(`${gender}/${articleType}`);
      if (id === undefined) throw new Error(`no category for ${gender} ${articleType}`);
      return id;
    },
  };
}
