export * from "./address";
export * from "./address-rules";
export * from "./constants";
