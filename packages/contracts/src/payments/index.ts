export * from "./constants";
export * from "./payment";
export * from "./payment-errors";
