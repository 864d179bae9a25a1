export * from "./constants";
export * from "./errors";
export * from "./feature-flags";
export * from "./money";
export * from "./patterns";
export * from "./primitives";
export * from "./request";
export * from "./storage";
