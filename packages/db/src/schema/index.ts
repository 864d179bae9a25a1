export * from "./catalog";
export * from "./content";
export * from "./fulfilment";
export * from "./users";
