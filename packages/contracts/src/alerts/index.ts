export * from "./alerts";
export * from "./constants";
export type * from "./page-services";
export * from "./problems";
