export * from "./constants";
export * from "./delivery";
export type * from "./page-services";
export * from "./pincode";
export * from "./problems";
export * from "./store-locator";
