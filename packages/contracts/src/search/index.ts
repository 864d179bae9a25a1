export * from "./constants";
export * from "./search";
export * from "./search-rules";
