/**
 * Business constants and limits: header, navigation and layout (spec 2 §2, §9); home carousels (spec 2 §2).
 * Values the spec leaves open and that we chose are marked `// value not given by the spec`. Shopper-facing
 * wording lives in `messages.ts`.
 */

export const HEADER = {
  maxNavEntries: 7,
  /** One special brand shows 8 top-level entries (which brand: not given by the spec). */
  maxNavEntriesSpecialBrand: 8,
  fixedAfterScrollDesktopPx: 185,
  fixedAfterScrollMobilePx: 100,
  /** Breadcrumbs show only when there are more than this many entries. */
  breadcrumbsMinEntriesExclusive: 1,
  /** Maximum button-style links per sub-menu. // value not given by the spec */
  maxButtonLinksPerSubMenu: 4,
  /** Offer-text max count (spec 2 §9). */
  offerTextMaxCount: 3,
} as const;

/** About 17 brands have their own sub-domain sites (spec 2 §1). */
export const BRAND_SUBSITE_COUNT = 17;

/** Routes whose scroll position is kept on navigation (spec 2 §2). */
export const SCROLL_KEEPING_PATHS = ["/search", "/products", "/customercare"] as const;

/** Top-level paths the catch-all /{type} must not take (spec 2 §2). */
export const RESERVED_TOP_LEVEL_PATHS = [
  "store-locator",
  "mybag",
  "account",
  "checkout",
  "orderdetails",
  "myorders",
  "orderconfirmation",
  "favorites",
  "whoweare",
  "customercare",
  "termsconditions",
  "contactus",
  "privacypolicy",
  "noresults",
  "apps",
  "reset-password",
  "404",
  "brandslist",
  // Ours: the review screens (spec 2 §2), and the page a refused form post answers (decision 50).
  "writereview",
  "allreviews",
  "refused",
] as const;

/** The error page (403) the server answers a form posted from another site with (decision 50). */
export const REFUSED_POST_PATH = "/refused";

export const CAROUSEL = {
  itemsPerSlide: { xs: 4, sm: 4, md: 4, lg: 6 },
  bannerAutoScrollMs: 5_000,
  bannerTransitionMs: 600,
  sectionCarouselMs: 3_000,
} as const;

/**
 * Static page documents (spec 2 §7 "Static and misc": whoweare, customercare, terms, privacy), and the
 * texts of the contact and app pages, served by `GET /api/static/:page`.
 */
export const STATIC_PAGE_KEYS = [
  "whoweare",
  "customercare",
  "terms",
  "privacy",
  "contactus",
  "apps",
] as const;
export type StaticPageKey = (typeof STATIC_PAGE_KEYS)[number];
