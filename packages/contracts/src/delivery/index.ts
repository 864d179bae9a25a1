export * from "./constants";
export * from "./delivery";
export * from "./pincode";
export * from "./store-locator";
