export * from "./constants";
export * from "./support";
export * from "./support-rules";
