export * from "./constants";
