import type { AppModule } from "../../platform/composition";
import { productRoutes } from "./product.routes";
import { createProductService, type ProductService } from "./product.service";

declare module "../../platform/composition" {
  interface Services {
    product: ProductService;
  }
}

/** Product details, styles as cards, similar styles and size charts: the service, and its routes. */
export const productModule = {
  name: "product",
  register({ app, db, reads }, { changes }) {
    const product = createProductService({ db, reads, changes });
    productRoutes(app, product);
    return { product };
  },
  pages: {
    product:
      ({ product }) =>
      () =>
        product,
  },
} satisfies AppModule;
