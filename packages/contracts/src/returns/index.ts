export * from "./bank-transfer";
export * from "./bank-transfer-rules";
export * from "./constants";
export type * from "./page-services";
export * from "./problems";
export * from "./return";
