export * from "./constants";
export * from "./loyalty";
export type * from "./page-services";
export * from "./problems";
