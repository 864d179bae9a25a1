export * from "./address";
export * from "./address-rules";
export * from "./constants";
export type * from "./page-services";
export * from "./pincode-rules";
export * from "./problems";
export * from "./shipping";
