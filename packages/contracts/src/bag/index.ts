export * from "./bag";
export * from "./constants";
export * from "./guest-cart";
export type * from "./page-services";
export * from "./problems";
