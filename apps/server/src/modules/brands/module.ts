import type { AppModule } from "../../platform/composition";
import { brandsRoutes } from "./brands.routes";
import { type BrandsService, createBrandsService } from "./brands.service";

declare module "../../platform/composition" {
  interface Services {
    brands: BrandsService;
  }
}

/** Brands A-Z and the brand carousels: the service, and its routes. */
export const brandsModule = {
  name: "brands",
  register({ app, db }, { catalog }) {
    const brands = createBrandsService(db, catalog);
    brandsRoutes(app, brands);
    return { brands };
  },
  pages: {
    brands:
      ({ brands }) =>
      () =>
        brands,
  },
} satisfies AppModule;
