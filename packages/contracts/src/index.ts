export * from "./catalog";
export * from "./constants";
export * from "./content";
export * from "./errors";
export * from "./images";
export * from "./messages";
export type * from "./load-context";
export * from "./article-types";
