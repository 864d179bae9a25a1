export * from "./constants";
export * from "./order-rating";
export type * from "./page-services";
export * from "./problems";
export * from "./review";
export * from "./review-rules";
