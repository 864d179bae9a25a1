export type { SearchCorpus, StyleWords } from "./search-corpus";
export { createSearchEngine, type SearchEngine, type StyleMatches } from "./search-engine";
