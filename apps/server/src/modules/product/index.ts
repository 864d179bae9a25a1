export { DependentLru } from "./detail-cache";
export type { ProductService } from "./product.service";
