export * from "./constants";
export * from "./content";
export type * from "./page-services";
export * from "./page-type";
export * from "./problems";
export * from "./safe-html";
