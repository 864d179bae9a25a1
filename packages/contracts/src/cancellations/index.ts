export * from "./cancel";
export * from "./constants";
export * from "./exchange";
export type * from "./page-services";
export * from "./problems";
