export * from "./bank-transfer";
export * from "./bank-transfer-rules";
export * from "./constants";
export * from "./return";
