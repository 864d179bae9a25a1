export * from "./cancel";
export * from "./constants";
export * from "./exchange";
