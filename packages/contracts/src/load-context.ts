import type { AccountResponse } from "./account/auth";
import type { PasswordRule } from "./account/password-rules";
import type {
  ApplicableCouponsResponse,
  CheckoutRequest,
  CheckoutResponse,
  DeliveryChargesResponse,
} from "./bag/bag";
import type { BrandListResponse } from "./catalog/brands";
import type { ListingRequest, ListingResponse, OmniRequest, OmniResponse } from "./catalog/listing";
import type { ProductDetail, SizeChart, StyleListResponse } from "./catalog/product";
import type { CarouselResponse } from "./catalog/product-cards";
import type { Address, AddressInput, AddressListResponse } from "./checkout/address";
import type { FooterLinks, MasterTemplate, Navigation, Platform } from "./content/content";
import type { PageTypeResponse } from "./content/page-type";
import type { Result } from "./result";
import type { FeatureFlags } from "./shared/feature-flags";

/** Why a listing has no answer: no page at its address, or a custom price breaking a rule. */
export type ListingProblem = "unknownListing" | "invalidCustomPrice";

/**
 * Why a bag change or a shipping step's choice was refused (the REST route maps the same names to
 * statuses): the bag's failures, then the checkout's.
 */
export type BagProblem =
  | "unknownSku"
  | "bagFull"
  | "couponNotApplicable"
  | "signInRequired"
  | "unknownPincode"
  | "unknownAddress";

/**
 * Why an address call was refused: nobody is signed in, the pincode is outside the directory, no such
 * address among the shopper's (another shopper's is never revealed), or the address book is full.
 */
export type AddressProblem = "signInRequired" | "unknownPincode" | "addressNotFound" | "addressLimit";

/** The signed-in shopper of a page request, read from the token cookies on the server. */
export interface Shopper {
  userId: number;
  roles: string[];
}

/** The request's own log (the server's pino logger): every line carries the request's correlationId. */
export interface RequestLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * What the server hands to the storefront's server-side loaders and actions (React Router load
 * context). They call the same service functions as the REST routes, so a rule lives in one place,
 * and answer a failure by its name (the REST route maps the same names to statuses).
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
    }): Promise<Result<MasterTemplate, "unknownTemplate">>;
  };
  catalog: {
    carousel(query: string, limit: number): Promise<CarouselResponse>;
    /** A listing page; fails with the price-filter message for an invalid custom price. */
    listing(request: ListingRequest): Promise<Result<ListingResponse, ListingProblem>>;
    omni(request: OmniRequest): Promise<Result<OmniResponse, ListingProblem>>;
  };
  brands: {
    /** Brands A-Z (spec 2 §2 "Brands list"). */
    list(): Promise<BrandListResponse>;
  };
  pages: {
    /** The page type of a path (spec 2 §2). */
    pageType(path: string, cid?: string): Promise<Result<PageTypeResponse, "unknownPage">>;
  };
  product: {
    details(styleId: number): Promise<Result<ProductDetail, "unknownStyle">>;
    similar(styleId: number, limit: number): Promise<StyleListResponse>;
    sizeChart(id: number): Promise<Result<SizeChart, "unknownSizeChart">>;
  };
  /** The signed-in shopper's account pages (spec 3 §2 My Information, §5 change password). */
  account: {
    details(shopper: Shopper): Promise<Result<AccountResponse>>;
    /** The rule a new password follows: the operator's, else the default one (spec 1 §5). */
    passwordRule(): PasswordRule;
    /** Changes the shopper's own password; the new sign-in's token cookies go out with this answer. */
    changePassword(
      shopper: Shopper,
      input: { currentPassword: string; newPassword: string },
    ): Promise<Result<void>>;
  };
  /**
   * The bag of this request's shopper: the signed-in shopper's, else the guest bag the request's cookie
   * names (created by the first add; its cookie goes out with the page). A guest bag left in the browser
   * at sign-in is merged into the shopper's on the first call (spec 3 §6; decision 27).
   */
  bag: {
    checkout(request: CheckoutRequest): Promise<Result<CheckoutResponse, BagProblem>>;
    /** Sum of the quantities, for the header badge; 0 without a bag. */
    count(): Promise<number>;
    coupons(): Promise<ApplicableCouponsResponse>;
    deliveryCharges(): DeliveryChargesResponse;
  };
  /**
   * The address book of this request's signed-in shopper (spec 3 §2 Addresses, §4): the same service as
   * the `/api/shippingAddress` calls. Every call fails with `signInRequired` when nobody is signed in.
   */
  addresses: {
    /** Most recently added or edited first. */
    list(): Promise<Result<AddressListResponse, AddressProblem>>;
    add(input: AddressInput): Promise<Result<Address, AddressProblem>>;
    edit(id: number, input: AddressInput): Promise<Result<Address, AddressProblem>>;
    /** The list as it stands after the deletion. */
    remove(id: number): Promise<Result<AddressListResponse, AddressProblem>>;
    /** The list as it stands with the new default. */
    makeDefault(id: number): Promise<Result<AddressListResponse, AddressProblem>>;
  };
  /** The reset link's form (spec 1 §2, §5, §8). */
  passwordReset: {
    reset(input: { token: string; newPassword: string; ip: string }): Promise<Result<{ message: string }>>;
  };
}

export interface StorefrontLoadContext {
  services: StorefrontServices;
  /** Who is signed in, from the token cookies (refreshed on the server when only the access token expired). */
  shopper: Shopper | null;
  log: RequestLog;
  /** The client's address, for the rate limits of what an action sends or checks. */
  clientAddress: string;
  /** The server's feature flags: DEFAULT_FEATURE_FLAGS with the operator's ODIN_FEATURE_FLAGS applied. */
  featureFlags: FeatureFlags;
}
