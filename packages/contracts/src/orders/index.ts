export * from "./constants";
export * from "./history";
export * from "./order";
export type * from "./page-services";
export * from "./problems";
