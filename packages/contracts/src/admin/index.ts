export * from "./audit";
export * from "./messages";
export * from "./permissions";
export * from "./problems";
export * from "./returns";
export * from "./returns-problems";
export * from "./reviews";
export * from "./staff";
