export * from "./card-rules";
export * from "./constants";
export * from "./online";
export * from "./payment";
export * from "./payment-errors";
