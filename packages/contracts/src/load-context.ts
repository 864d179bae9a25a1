import type { CarouselResponse } from "./catalog";
import type { FooterLinks, MasterTemplate, Navigation, Platform } from "./content";

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
  };
}

export interface StorefrontLoadContext {
  services: StorefrontServices;
  /** The request's correlation id, for log lines written during rendering. */
  correlationId: string;
}
