export type * from "./load-context";
export * from "./routes";
export * from "./schemas";
