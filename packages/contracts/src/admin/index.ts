export * from "./audit";
export * from "./messages";
export * from "./permissions";
export * from "./problems";
export * from "./queues";
export * from "./staff";
export * from "./staff-admin";
