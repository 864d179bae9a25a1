export * from "./account-rules";
export * from "./auth";
export * from "./constants";
export * from "./otp";
export * from "./password-reset";
export * from "./password-rules";
export * from "./registration";
export * from "./social";
