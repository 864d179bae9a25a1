export * from "./constants";
export * from "./guest-cart";
