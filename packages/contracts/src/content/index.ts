export * from "./constants";
export * from "./content";
export * from "./page-type";
export * from "./safe-html";
