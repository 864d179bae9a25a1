export * from "./card-rules";
export * from "./constants";
export * from "./online";
export type * from "./page-services";
export * from "./payment";
export * from "./payment-errors";
export * from "./problems";
