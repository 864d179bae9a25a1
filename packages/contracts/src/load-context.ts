import type { AccountResponse } from "./account/auth";
import type { OtpSentResponse } from "./account/otp";
import type { PasswordRule } from "./account/password-rules";
import type { RegisterRequest } from "./account/registration";
import type {
  ApplicableCouponsResponse,
  BagOverview,
  CheckoutRequest,
  CheckoutResponse,
  DeliveryChargesResponse,
} from "./bag/bag";
import type {
  CancelDetailsRequest,
  CancelDetailsResponse,
  CancelItem,
  CancelRequest,
  CancelResponse,
} from "./cancellations/cancel";
import type { ExchangeRequest, ExchangeResponse } from "./cancellations/exchange";
import type { BrandListResponse } from "./catalog/brands";
import type { ListingRequest, ListingResponse, OmniRequest, OmniResponse } from "./catalog/listing";
import type { ProductDetail, SizeChart, StyleListResponse } from "./catalog/product";
import type { CarouselResponse } from "./catalog/product-cards";
import type { Address, AddressInput, AddressListResponse } from "./checkout/address";
import type { StaticPageKey } from "./content/constants";
import type { FooterLinks, MasterTemplate, Navigation, Platform, StaticPage } from "./content/content";
import type { PageTypeResponse } from "./content/page-type";
import type {
  StoreLocatorBrandsResponse,
  StoreLocatorProblem,
  StoreMapSettings,
  StoresListRequest,
  StoresListResponse,
} from "./delivery/store-locator";
import type {
  FavouriteAddResponse,
  FavouriteBrandsChange,
  FavouriteBrandsResponse,
  FavouriteRemoveResponse,
  FavouriteStylesResponse,
} from "./favourites/favourites";
import type { LoyaltyMoreInfo, LoyaltyPointsData } from "./loyalty/loyalty";
import type { OrderDetails, OrderHistoryResponse } from "./orders/history";
import type { OrderConfirmation } from "./orders/order";
import type { OnlinePaymentType } from "./payments/constants";
import type {
  PaymentHandoffView,
  PaymentStatusResponse,
  PaymentValidateRequest,
  SavedCardsResponse,
  WalletOtpResponse,
} from "./payments/online";
import type {
  PaymentMethodsRequest,
  PaymentMethodsResponse,
  PaymentRequest,
  PaymentResponse,
} from "./payments/payment";
import type { Result } from "./result";
import type { BankTransferInput, NeftDetail, NeftListResponse } from "./returns/bank-transfer";
import type {
  ReturnDetailsRequest,
  ReturnDetailsResponse,
  ReturnRequest,
  ReturnResponse,
} from "./returns/return";
import type { OrderRating, OrderRatingRequest, OrderRatingView } from "./reviews/order-rating";
import type {
  CustomerPhotos,
  ProductReviews,
  Review,
  ReviewEditRequest,
  ReviewList,
  ReviewRequest,
} from "./reviews/review";
import type { FeatureFlags } from "./shared/feature-flags";
import type {
  AppLinkRequest,
  ContactRequest,
  NewsletterConfirmRequest,
  NewsletterRequest,
  SupportAnswer,
} from "./support/support";

/** Why a cancel or an exchange was refused (the cancellations module's list), or nobody is signed in. */
export type CancellationProblem =
  | "signInRequired"
  | "unknownOrder"
  | "unknownItem"
  | "unknownBankDetails"
  | "notCancellable"
  | "cancelFailed"
  | "exchangeOff"
  | "notExchangeable"
  | "unknownSize";

/** What the exchange page offers: the delivered item, its EAN and the other sizes of its style. */
/** Why a return was refused (the returns module's list), or nobody is signed in. */
export type ReturnProblem =
  | "signInRequired"
  | "unknownOrder"
  | "unknownItem"
  | "unknownReturn"
  | "notReturnable"
  | "selfShipOff"
  | "addressRequired"
  | "unknownAddress"
  | "notEligibleForPickup"
  | "wrongCentre"
  | "neftRequired"
  | "unknownNeft"
  | "returnFailed";

export interface ExchangeOptions {
  orderId: string;
  item: CancelItem;
  ean: string;
  sizes: string[];
}

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

/**
 * Why placing an order, pricing a payment choice or reading an order back was refused (the orders
 * module's list, which the REST routes map to statuses), or nobody is signed in.
 */
export type OrderProblem =
  | "signInRequired"
  | "emptyBag"
  | "outOfStock"
  | "removeOutOfStock"
  | "bagChanged"
  | "priceChanged"
  | "couponNotApplicable"
  | "noAddress"
  | "notServiceable"
  | "selectMethod"
  | "methodNoLongerValid"
  | "codUnavailable"
  | "otpNotVerified"
  | "captchaNotVerified"
  | "insufficientLoyalty"
  | "loyaltyFailed"
  | "methodUnavailable"
  | "idempotencyKeyRequired"
  | "idempotencyKeyReused"
  | "unknownOrder"
  | "alreadyPaid"
  | "cannotRetry"
  | "illegalTransition"
  | "trackingRequired"
  | "unknownItem"
  // The online payment's (payments.problems.ts)
  | "unknownTransaction"
  | "gatewayUnavailable"
  | "verificationFailed"
  | "cardNotSaved"
  | "noBankOrWallet"
  | "invalidVpa"
  | "attemptClosed"
  | "wallet"
  | "tooManyLookups"
  | "blockedIp"
  | "tooManyCodes";

/**
 * Why a favourites call was refused: nobody is signed in, no such style or brand, the list is full, or
 * no such favourite among the shopper's (another shopper's is never revealed).
 */
export type FavouritesProblem =
  | "signInRequired"
  | "unknownStyle"
  | "unknownBrand"
  | "favouritesFull"
  | "favouriteNotFound";

/** Why sending or checking a one-time code was refused (the OTP module's list; decision 18). */
export type OtpProblem =
  | "signInRequired"
  | "tooManySends"
  | "resendTooSoon"
  | "noAccount"
  | "alreadyExists"
  | "captchaRequired"
  | "captchaFailed"
  | "unknownSession"
  | "wrongCode"
  | "expired"
  | "exhausted"
  | "locked"
  | "invalidPhone"
  | "accountGone"
  | "notYourNumber"
  | "smsBudgetSpent";

/**
 * Why saving bank-transfer details was refused: nobody is signed in, the shopper keeps the most records
 * allowed, or saved too often.
 */
export type BankTransferProblem = "signInRequired" | "neftLimit" | "tooManySaves";

/** Why a contact message or an app link was refused: too many from this client address or to this phone. */
export type SupportProblem = "blockedIp" | "tooManyAppLinks" | "smsBudgetSpent";

/** Why a newsletter sign-up or confirmation was refused. */
export type NewsletterProblem = "blockedIp" | "tooManySignUps" | "linkInvalid";

/** How the shopper pays: one payment type, and whether loyalty points pay part (or all) of it. */
export interface PaymentChoice {
  paymentTypeCode: PaymentRequest["paymentTypeCode"];
  useLoyalty: boolean;
}

/**
 * A payment choice priced as its order would be: the pricing lines (with Loyalty and COD Charges),
 * and the mode the order is placed in (loyalty points that cover everything make it a loyalty order,
 * with no COD charge and no code to verify).
 */
export interface PaymentQuote {
  overview: BagOverview;
  /** CASH_ON_DELIVERY, LOYALTY, or the online type the order is paid by. */
  mode: "CASH_ON_DELIVERY" | "LOYALTY" | OnlinePaymentType;
}

/** Why a review call was refused (the reviews module's list, which the REST routes map to statuses). */
export type ReviewProblem =
  | "signInRequired"
  | "unknownStyle"
  | "notPurchased"
  | "alreadyReviewed"
  | "unknownReview"
  | "unknownImage"
  | "notAnImage"
  | "imageTooLarge"
  | "imageTooManyPixels"
  | "tooManyImages"
  | "tooManyChanges"
  | "tooManyPhotoUploads"
  | "alreadyModerated";

/** Why a loyalty view was refused: nobody is signed in, or no programme at the brand named. */
export type LoyaltyViewProblem = "signInRequired" | "unknownProgramme";

/** Why rating an order was refused: nobody is signed in, not the shopper's order, or nothing delivered yet. */
export type OrderRatingProblem = "signInRequired" | "unknownOrder" | "notRateable";

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
    /** A static page's text (spec 2 §7), or `unknownStaticPage` when its document is missing. */
    staticPage(key: StaticPageKey): Promise<Result<StaticPage, "unknownStaticPage">>;
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
  /** The store locator (spec 2 §2, §4): the same service as `/api/storelocator/brands/v2` and `/api/storesList`. */
  storeLocator: {
    brands(): Promise<StoreLocatorBrandsResponse>;
    storesList(request: StoresListRequest): Promise<Result<StoresListResponse, StoreLocatorProblem>>;
    /** The pincode nearest to the shopper's location ("Use my location"). */
    nearestPincode(location: {
      latitude: number;
      longitude: number;
    }): Promise<Result<string, StoreLocatorProblem>>;
    mapSettings(): StoreMapSettings;
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
    /**
     * The `/login` page's forms (decision 54): the same services as `POST /api/user/exists`,
     * `/auth/token` (password and otp grants), `/api/user/register[/otp]` and `/api/forgotPassword`,
     * with their rules and rate limits. A sign-in's token cookies go out with this request's answer.
     */
    userExists(identifier: string): Promise<boolean>;
    signInWithPassword(input: {
      username: string;
      password: string;
      captchaToken?: string;
    }): Promise<Result<void>>;
    signInWithOtp(input: {
      mobileNumber: string;
      sessionID: string;
      passPhrase: string;
    }): Promise<Result<void>>;
    register(input: RegisterRequest): Promise<Result<void>>;
    registerWithOtp(
      input: Omit<RegisterRequest, "captchaToken"> & {
        otpDetails: { sessionID: string; passPhrase: string };
      },
    ): Promise<Result<void>>;
    forgotPassword(identifier: string): Promise<Result<{ message: string }>>;
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
  /**
   * The checkout's payment step for this request's signed-in shopper (spec 3 §2, §4): the same service
   * as `POST /api/payment/methods` and `/api/payment/make`. Every call fails with `signInRequired` when
   * nobody is signed in.
   */
  payments: {
    methods(request: PaymentMethodsRequest): Promise<Result<PaymentMethodsResponse, OrderProblem>>;
    /** The bag priced for a payment choice, as placing its order would price it now. */
    quote(choice: PaymentChoice): Promise<Result<PaymentQuote, OrderProblem>>;
    /** Places the order; the same idempotency key answers the same order. */
    make(idempotencyKey: string, request: PaymentRequest): Promise<Result<PaymentResponse, OrderProblem>>;
    /** The page that takes the shopper to the gateway (`/checkout/pay/{transactionId}`), or where to go instead. */
    handoff(transactionId: string): Promise<Result<PaymentHandoffView, OrderProblem>>;
    /** postPayment: the attempt asked of its gateway and settled. */
    validate(input: PaymentValidateRequest): Promise<Result<PaymentStatusResponse, OrderProblem>>;
    /** orderPaymentPending: the order's payment asked of its gateway while it is open. */
    pending(orderId: string): Promise<Result<PaymentStatusResponse, OrderProblem>>;
    /** My Payment Methods: the saved cards, and deleting one (at the gateway too). */
    savedCards(): Promise<Result<SavedCardsResponse, OrderProblem>>;
    deleteCard(cardToken: string): Promise<Result<SavedCardsResponse, OrderProblem>>;
    /** The Paytm wallet's steps on the handoff page (spec 3 §3, §8 Paytm codes). */
    wallet: {
      sendOtp(input: {
        transactionId: string;
        mobileNumber: string;
      }): Promise<Result<WalletOtpResponse, OrderProblem>>;
      validateOtp(input: {
        transactionId: string;
        otp: string;
      }): Promise<Result<WalletOtpResponse, OrderProblem>>;
      pay(transactionId: string): Promise<Result<PaymentStatusResponse, OrderProblem>>;
    };
  };
  /** This request's signed-in shopper's orders (spec 3 §2 Order confirmation, My Orders, Order details). */
  orders: {
    /** Another shopper's order, or an unknown id, is `unknownOrder`. */
    confirmation(orderId: string): Promise<Result<OrderConfirmation, OrderProblem>>;
    /** My Orders: one page (from 1) of the shopper's orders, newest first (spec 3 §2). */
    history(page: number): Promise<Result<OrderHistoryResponse, OrderProblem>>;
    /** Order details; another shopper's order, or an unknown id, is `unknownOrder`. */
    details(orderId: string): Promise<Result<OrderDetails, OrderProblem>>;
  };
  /**
   * This request's signed-in shopper's cancels and exchanges (spec 3 §4): the same services as
   * `POST /api/cancel/details`, `/api/cancel` and `/api/exchange`. Without a shopper every call fails
   * with `signInRequired`.
   */
  cancellations: {
    details(input: CancelDetailsRequest): Promise<Result<CancelDetailsResponse, CancellationProblem>>;
    cancel(input: CancelRequest): Promise<Result<CancelResponse, CancellationProblem>>;
    /** The delivered item and the other sizes of its style (the exchange page). */
    exchangeOptions(orderId: string, itemId: number): Promise<Result<ExchangeOptions, CancellationProblem>>;
    exchange(input: ExchangeRequest): Promise<Result<ExchangeResponse, CancellationProblem>>;
  };
  /**
   * This request's signed-in shopper's returns (spec 3 §4 "Return flow"): the same service as
   * `POST /api/returns/details`, `/api/returns` and `/api/returns/form`. Without a shopper every call
   * fails with `signInRequired`.
   */
  returns: {
    details(input: ReturnDetailsRequest): Promise<Result<ReturnDetailsResponse, ReturnProblem>>;
    makeReturn(input: ReturnRequest): Promise<Result<ReturnResponse, ReturnProblem>>;
    /** The shopper's own return's form, a PDF. */
    returnForm(returnId: string): Promise<Result<{ returnId: string; pdf: Uint8Array }, ReturnProblem>>;
  };
  /**
   * The cash-on-delivery code (spec 3 §4 OTP): the OTP service with purpose `cod`, counted against the
   * request's client address as `/api/otp/*` is.
   */
  otp: {
    sendCod(mobileNumber: string): Promise<Result<OtpSentResponse, OtpProblem>>;
    /** A new code for the same session, after the resend wait. */
    resendCod(input: {
      sessionID: string;
      mobileNumber: string;
    }): Promise<Result<OtpSentResponse, OtpProblem>>;
    validateCod(input: {
      sessionID: string;
      mobileNumber: string;
      passPhrase: string;
    }): Promise<Result<{ sessionID: string }, OtpProblem>>;
    /**
     * Checks and spends the cash-on-delivery captcha's solution (spec 3 §4); when valid, the page's
     * answer sets the `codCaptcha` cookie that placing the order accepts. False for a guest.
     */
    passCodCaptcha(payload: string): Promise<boolean>;
    /** The `/login` page's codes (decision 54), as `/api/otp/generate|resend` send them. */
    sendLogin(mobileNumber: string): Promise<Result<OtpSentResponse, OtpProblem>>;
    sendRegistration(
      mobileNumber: string,
      captchaToken?: string,
    ): Promise<Result<OtpSentResponse, OtpProblem>>;
    resend(input: { sessionID: string; mobileNumber: string }): Promise<Result<OtpSentResponse, OtpProblem>>;
  };
  /**
   * The contact form and the send-app-link box (spec 2 §5, §7), counted against the request's client
   * address as `POST /api/contactus` and `/api/appDownloadLink` are; and the WhatsApp link (spec 2 §1).
   */
  support: {
    contact(input: ContactRequest): Promise<Result<SupportAnswer, SupportProblem>>;
    appLink(input: AppLinkRequest): Promise<Result<SupportAnswer, SupportProblem>>;
    whatsappUrl(): string;
  };
  /** The newsletter sign-up and its confirmation link (spec 2 §4, §5), as `POST /api/newsletter` and `/confirm`. */
  newsletter: {
    subscribe(input: NewsletterRequest): Promise<Result<SupportAnswer, NewsletterProblem>>;
    confirm(input: NewsletterConfirmRequest): Promise<Result<SupportAnswer, NewsletterProblem>>;
  };
  /**
   * Reviews (spec 2 §2-§5): reading for everyone; writing, editing and photos for this request's
   * signed-in shopper (`signInRequired` for a guest), through the same service as `/api/reviews/*`.
   */
  reviews: {
    productReviews(styleId: number): Promise<ProductReviews>;
    published(styleId: number, pageNumber: number): Promise<ReviewList>;
    photos(styleId: number, pageNumber: number): Promise<CustomerPhotos>;
    /** The shopper's own review of the style (any state), and whether they may write one. */
    own(styleId: number): Promise<Result<{ review: Review | null; canReview: boolean }, ReviewProblem>>;
    uploadImage(bytes: Uint8Array): Promise<Result<{ imagePath: string }, ReviewProblem>>;
    deleteImage(imagePath: string): Promise<Result<void, ReviewProblem>>;
    write(request: ReviewRequest): Promise<Result<Review, ReviewProblem>>;
    edit(reviewId: number, request: ReviewEditRequest): Promise<Result<Review, ReviewProblem>>;
  };
  /**
   * The favourite styles and brands of this request's signed-in shopper (spec 2 §2, §4): the same
   * service as the `/api/fav/v2/products` and `/api/favourite/brand` calls. Every call but
   * `favouredAmong` fails with `signInRequired` when nobody is signed in.
   */
  favourites: {
    /** Most recently added first, with their cards. */
    styles(): Promise<Result<FavouriteStylesResponse, FavouritesProblem>>;
    /** Which of these styles are the shopper's favourites, in one query; none for a guest. */
    favouredAmong(styleIds: readonly number[]): Promise<number[]>;
    add(styleId: number): Promise<Result<FavouriteAddResponse, FavouritesProblem>>;
    remove(
      which: { styleId: number } | { favouriteId: number },
    ): Promise<Result<FavouriteRemoveResponse, FavouritesProblem>>;
    brands(): Promise<Result<FavouriteBrandsResponse, FavouritesProblem>>;
    /** Brand codes, as the brands list names them. */
    addBrands(codes: string[]): Promise<Result<FavouriteBrandsChange, FavouritesProblem>>;
    /** By the favourite's id. */
    removeBrand(id: number): Promise<Result<FavouriteBrandsChange, FavouritesProblem>>;
  };
  /**
   * The bank-transfer ("NEFT") records of this request's signed-in shopper (spec 3 §3, §4, §5): the same
   * service as `GET`,`POST /api/neft`; the account number always masked. Every call fails with
   * `signInRequired` when nobody is signed in.
   */
  bankTransfer: {
    /** Most recently added or used first. */
    list(): Promise<Result<NeftListResponse, BankTransferProblem>>;
    /** Saves the details (the same account again answers its record); answers the saved record. */
    add(input: BankTransferInput): Promise<Result<NeftDetail, BankTransferProblem>>;
  };
  /**
   * My Loyalty (spec 3 §2 Loyalty): the signed-in shopper's points, through the same service as
   * `/api/loyalty/*`. Every call fails with `signInRequired` when nobody is signed in.
   */
  loyalty: {
    points(): Promise<Result<LoyaltyPointsData, LoyaltyViewProblem>>;
    /** The programme of the brand with this name (any case). */
    moreInfo(brandName: string): Promise<Result<LoyaltyMoreInfo, LoyaltyViewProblem>>;
  };
  /**
   * Rating the signed-in shopper's own orders (spec 3 §2), through the same service as
   * `/api/reviews/orderConfirmation`. Every call fails with `signInRequired` when nobody is signed in.
   */
  orderRatings: {
    of(orderId: string): Promise<Result<OrderRatingView, OrderRatingProblem>>;
    save(request: OrderRatingRequest): Promise<Result<OrderRating, OrderRatingProblem>>;
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
  /**
   * The nonce of this response's content security policy on a checkout or payment page (decision
   * 40): every inline script of the document must carry it. Absent on the other pages.
   */
  scriptNonce?: string | undefined;
}
