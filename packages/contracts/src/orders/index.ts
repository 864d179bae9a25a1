export * from "./constants";
export * from "./order";
