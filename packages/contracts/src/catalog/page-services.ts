/** What the storefront's pages may ask of the catalog services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { BrandListResponse } from "./brands";
import type { ListingRequest, ListingResponse, OmniRequest, OmniResponse } from "./listing";
import type { ListingProblem, ProductProblem } from "./problems";
import type { ProductDetail, SizeChart, StyleListResponse } from "./product";
import type { CarouselResponse } from "./product-cards";

/** What the storefront's pages may ask of the catalog service. */
export interface CatalogPageService {
  carousel(query: string, limit: number): Promise<CarouselResponse>;
  /** A listing page; fails with the price-filter message for an invalid custom price. */
  listing(request: ListingRequest): Promise<Result<ListingResponse, ListingProblem>>;
  omni(request: OmniRequest): Promise<Result<OmniResponse, ListingProblem>>;
}

/** What the storefront's pages may ask of the brands service. */
export interface BrandsPageService {
  /** Brands A-Z (spec 2 §2 "Brands list"). */
  list(): Promise<BrandListResponse>;
}

/** What the storefront's pages may ask of the product service. */
export interface ProductPageService {
  details(styleId: number): Promise<Result<ProductDetail, ProductProblem>>;
  similar(styleId: number, limit: number): Promise<StyleListResponse>;
  sizeChart(id: number): Promise<Result<SizeChart, ProductProblem>>;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    catalog: CatalogPageService;
    brands: BrandsPageService;
    product: ProductPageService;
  }
}
