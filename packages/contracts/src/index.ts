export * from "./article-types";
export * from "./catalog";
export * from "./constants";
export * from "./content";
export * from "./errors";
export * from "./images";
export type * from "./load-context";
export * from "./messages";
export * from "./safe-html";
