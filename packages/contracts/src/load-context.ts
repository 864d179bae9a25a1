import type { BrandListResponse } from "./catalog/brands";
import type { ListingRequest, ListingResponse, OmniRequest, OmniResponse } from "./catalog/listing";
import type { ProductDetail, SizeChart, StyleListResponse } from "./catalog/product";
import type { CarouselResponse } from "./catalog/product-cards";
import type { FooterLinks, MasterTemplate, Navigation, Platform } from "./content/content";
import type { PageTypeResponse } from "./content/page-type";
import type { ApiError } from "./shared/errors";
import type { FeatureFlags } from "./shared/feature-flags";

/** A business outcome: the value, or the problem with the spec's code and message (house rule 4). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: ApiError };

/**
 * What the server hands to the storefront's server-side loaders (React Router load context).
 * Loaders call the same service functions as the REST routes, so a rule lives in one place.
 */
export interface StorefrontServices {
  content: {
    navigation(platform: Platform, brand?: string): Promise<Navigation>;
    footer(host?: string): Promise<FooterLinks>;
    masterTemplate(query: {
      templateType: MasterTemplate["templateType"];
      brandId: string;
      platform: Platform;
      preview: boolean;
    }): Promise<MasterTemplate | null>;
  };
  catalog: {
    carousel(query: string, limit: number): Promise<CarouselResponse>;
    /** A listing page; fails with the price-filter message for an invalid custom price. */
    listing(request: ListingRequest): Promise<Outcome<ListingResponse>>;
    omni(request: OmniRequest): Promise<Outcome<OmniResponse>>;
  };
  brands: {
    /** Brands A-Z (spec 2 §2 "Brands list"). */
    list(): Promise<BrandListResponse>;
  };
  pages: {
    /** The page type of a path (spec 2 §2), or null when nothing lives there. */
    pageType(path: string, cid?: string): Promise<PageTypeResponse | null>;
  };
  product: {
    details(styleId: number): Promise<ProductDetail | null>;
    similar(styleId: number, limit: number): Promise<StyleListResponse>;
    sizeChart(id: number): Promise<SizeChart | null>;
  };
}

export interface StorefrontLoadContext {
  services: StorefrontServices;
  /** The request's correlation id, for log lines written during rendering. */
  correlationId: string;
  /** The server's feature flags: DEFAULT_FEATURE_FLAGS with the operator's ODIN_FEATURE_FLAGS applied. */
  featureFlags: FeatureFlags;
}
