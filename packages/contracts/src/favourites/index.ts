export * from "./constants";
export * from "./favourites";
export type * from "./page-services";
export * from "./problems";
