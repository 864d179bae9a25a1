export * from "./constants";
export type * from "./page-services";
export * from "./problems";
export * from "./support";
export * from "./support-rules";
