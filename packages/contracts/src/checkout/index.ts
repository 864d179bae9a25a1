export * from "./address";
export * from "./address-rules";
export * from "./constants";
export * from "./pincode-rules";
export * from "./shipping";
