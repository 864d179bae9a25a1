import type {
  AccountPageService,
  OtpPageService,
  PasswordResetPageService,
  Shopper,
} from "./account/page-services";
import type { BagPageService } from "./bag/page-services";
import type { CancellationsPageService } from "./cancellations/page-services";
import type { BrandsPageService, CatalogPageService, ProductPageService } from "./catalog/page-services";
import type { AddressesPageService } from "./checkout/page-services";
import type { ContentPageService, PagesPageService } from "./content/page-services";
import type { StoreLocatorPageService } from "./delivery/page-services";
import type { FavouritesPageService } from "./favourites/page-services";
import type { LoyaltyPageService } from "./loyalty/page-services";
import type { OrdersPageService } from "./orders/page-services";
import type { PaymentsPageService } from "./payments/page-services";
import type { BankTransferPageService, ReturnsPageService } from "./returns/page-services";
import type { OrderRatingsPageService, ReviewsPageService } from "./reviews/page-services";
import type { FeatureFlags } from "./shared/feature-flags";
import type { NewsletterPageService, SupportPageService } from "./support/page-services";

export type * from "./account/page-services";
export type * from "./bag/page-services";
export type * from "./cancellations/page-services";
export type * from "./catalog/page-services";
export type * from "./checkout/page-services";
export type * from "./content/page-services";
export type * from "./delivery/page-services";
export type * from "./favourites/page-services";
export type * from "./loyalty/page-services";
export type * from "./orders/page-services";
export type * from "./payments/page-services";
export type * from "./returns/page-services";
export type * from "./reviews/page-services";
export type * from "./support/page-services";

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
  content: ContentPageService;
  catalog: CatalogPageService;
  brands: BrandsPageService;
  pages: PagesPageService;
  product: ProductPageService;
  storeLocator: StoreLocatorPageService;
  account: AccountPageService;
  bag: BagPageService;
  addresses: AddressesPageService;
  payments: PaymentsPageService;
  orders: OrdersPageService;
  cancellations: CancellationsPageService;
  returns: ReturnsPageService;
  otp: OtpPageService;
  support: SupportPageService;
  newsletter: NewsletterPageService;
  reviews: ReviewsPageService;
  favourites: FavouritesPageService;
  bankTransfer: BankTransferPageService;
  loyalty: LoyaltyPageService;
  orderRatings: OrderRatingsPageService;
  passwordReset: PasswordResetPageService;
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
  /**
   * The nonce of this response's content security policy on a checkout or payment page (decision
   * 40): every inline script of the document must carry it. Absent on the other pages.
   */
  scriptNonce?: string | undefined;
}
