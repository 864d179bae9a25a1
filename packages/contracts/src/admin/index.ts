export * from "./audit";
export * from "./customer-problems";
export * from "./customers";
export * from "./messages";
export * from "./permissions";
export * from "./problems";
export * from "./staff";
