export * from "./constants";
export * from "./order-rating";
export * from "./review";
export * from "./review-rules";
