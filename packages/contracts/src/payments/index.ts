export * from "./constants";
export * from "./payment-errors";
