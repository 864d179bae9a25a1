export * from "./constants";
export * from "./review";
export * from "./review-rules";
