export * from "./constants";
export * from "./loyalty";
