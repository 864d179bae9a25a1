export * from "./auth";
export * from "./catalog";
export * from "./changes";
export * from "./content";
export * from "./fulfilment";
export * from "./reviews";
export * from "./users";
