export { type BrandsService, brandPagePath } from "./brands.service";
