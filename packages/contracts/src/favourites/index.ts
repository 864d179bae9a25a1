export * from "./constants";
export * from "./favourites";
