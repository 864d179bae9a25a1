/** What the storefront's pages may ask of the delivery services through the load context, and why they refuse. */
import type { Result } from "../result";
import type { StoreLocatorProblem } from "./problems";
import type {
  StoreLocatorBrandsResponse,
  StoreMapSettings,
  StoresListRequest,
  StoresListResponse,
} from "./store-locator";

/** The store locator (spec 2 §2, §4): the same service as `/api/storelocator/brands/v2` and `/api/storesList`. */
export interface StoreLocatorPageService {
  brands(): Promise<StoreLocatorBrandsResponse>;
  storesList(request: StoresListRequest): Promise<Result<StoresListResponse, StoreLocatorProblem>>;
  /** The pincode nearest to the shopper's location ("Use my location"). */
  nearestPincode(location: {
    latitude: number;
    longitude: number;
  }): Promise<Result<string, StoreLocatorProblem>>;
  mapSettings(): StoreMapSettings;
}

/** This domain's part of the load context's services (storefront-services.ts). */
declare module "../storefront-services" {
  interface StorefrontServices {
    storeLocator: StoreLocatorPageService;
  }
}
