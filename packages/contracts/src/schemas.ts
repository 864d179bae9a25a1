// Every schema, message and constant of the contracts, what the route map may name (SchemaName in
// route-spec.ts), and the domains' page-service types.
export * from "./account";
export * from "./admin";
export * from "./alerts";
export * from "./bag";
export * from "./cancellations";
export * from "./catalog";
export * from "./checkout";
export * from "./content";
export * from "./delivery";
export * from "./favourites";
export * from "./invoices";
export * from "./loyalty";
export * from "./messages";
export * from "./orders";
export * from "./payments";
export * from "./result";
export * from "./returns";
export * from "./reviews";
export * from "./search";
export * from "./shared";
export * from "./support";
