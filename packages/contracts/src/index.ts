export * from "./admin/routes";
export type * from "./load-context";
export * from "./route-spec";
export * from "./routes";
export * from "./schemas";
