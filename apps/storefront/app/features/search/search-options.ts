import {
  type AutoSuggestGroup,
  type AutoSuggestItem,
  DEFAULT_SUGGESTION_WORDS,
  LABELS,
} from "@odin/contracts";

/**
 * What the search dropdown lists (spec 2 §2, §4): suggestions for the typed term once they arrive;
 * before that, or for a short term, the shopper's recent searches, or the brand's default words
 * when there are none. The combobox moves through the options of every section in order.
 */
export type SearchOption =
  | { kind: "query"; id: string; label: string }
  | { kind: "suggestion"; id: string; label: string; item: AutoSuggestItem };

export interface OptionSection {
  title: string;
  options: SearchOption[];
}

export function defaultWordsOf(brandCode: string | undefined): readonly string[] {
  if (!brandCode || !(brandCode in DEFAULT_SUGGESTION_WORDS)) return [];
  return DEFAULT_SUGGESTION_WORDS[brandCode as keyof typeof DEFAULT_SUGGESTION_WORDS];
}

export function optionSections(
  idPrefix: string,
  input: { suggestions: AutoSuggestGroup[] | null; recent: readonly string[]; words: readonly string[] },
): OptionSection[] {
  let index = 0;
  const nextId = () => `${idPrefix}-${index++}`;
  if (input.suggestions) {
    return input.suggestions.map((group) => ({
      title: group.title,
      options: group.list.map((item) => ({ kind: "suggestion", id: nextId(), label: item.value, item })),
    }));
  }
  const [title, queries] =
    input.recent.length > 0
      ? [LABELS.search.recentSearches, input.recent]
      : [LABELS.search.popularSearches, input.words];
  if (queries.length === 0) return [];
  return [{ title, options: queries.map((label) => ({ kind: "query", id: nextId(), label })) }];
}
