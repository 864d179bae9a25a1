export * from "./constants";
export * from "./history";
export * from "./order";
