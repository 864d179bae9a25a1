/**
 * Business constants and limits: money, locale and country; the browser API client and page timings (spec 1
 * §8, §9; spec 2 §9); the server rendering cache (spec 1 §9, spec 2 §9, spec 3 §9); breakpoints and the date
 * format. Values the spec leaves open and that we chose are marked `// value not given by the spec`.
 * Shopper-facing wording lives in `messages.ts`.
 */

/** Spec 1 §9, spec 3 §5 and §9: INR, rupee symbol, 2 decimals; gateways take the smallest unit (×100). */
export const CURRENCY = {
  code: "INR",
  symbol: "₹",
  decimals: 2,
  locale: "en-IN",
  /** Amounts are sent to payment gateways in paise: rupees × 100. */
  gatewayAmountMultiplier: 100,
} as const;

/** Spec 1 §3 and §9, spec 3 §9. */
export const COUNTRY_CALLING_CODE = "+91";

export const API_CLIENT = {
  /** Default API timeout; spec 1 §9 "60000 ms in one reading" (a configuration setting, this default). */
  defaultTimeoutMs: 60_000,
  /** Calls taking this long or longer are reported as slow (spec 1 §8). */
  slowThresholdMs: 5_000,
  /** Default value of the `module` request header (spec 1 §3). */
  defaultModule: "odin",
  /** Synthetic status returned when the client aborts a call (spec 1 §8). */
  timeoutStatus: 504,
  /** Error code of the synthetic timeout answer. // value not given by the spec */
  timeoutErrorCode: "CLIENT_TIMEOUT",
  /** Client error reports to `errorMail` are "used when enabled"; off unless configured. // value not given by the spec */
  errorMailEnabledByDefault: false,
} as const;

export const TIMINGS = {
  /** Toast time-out; one toast at a time (spec 1 §9, spec 2 §9, spec 3 §9). */
  toastMs: 3_000,
  /** Top-bar toast (spec 2 §9). */
  topBarToastMs: 3_000,
  /** OTP verified message shown (spec 1 §9, spec 3 §9). */
  otpSuccessMessageMs: 5_000,
  /** Chunk load timeout (spec 1 §9). */
  chunkLoadTimeoutMs: 120_000,
  /** Hydration delay on a first mobile visit (spec 1 §9, spec 2 §9, spec 3 §9). */
  hydrationDelayMs: 4_000,
  /** "Timer size limit" (spec 2 §9). */
  timerSizeLimitMs: 5_000,
  /**
   * How often a hydrated confirmation page asks again about a payment still pending (spec 3 §2 says
   * processing takes up to 30 minutes, not how often to ask). // value not given by the spec
   */
  paymentStatusPollMs: 10_000,
} as const;

/** Only one toast shows at a time (spec 2 §9). */
export const MAX_TOASTS_SHOWN = 1;

export const RENDER_CACHE = {
  maxEntries: 500,
  homeTtlSeconds: 300,
  productTtlSeconds: 120,
  listingTtlSeconds: 120,
  defaultTtlSeconds: 120,
} as const;

/** Breakpoint widths in px (spec 2 §9). */
export const BREAKPOINTS_PX = { xs: 768, sm: 992, md: 1200 } as const;

/** Dates display as day, month abbreviation, apostrophe, two-digit year, e.g. 05 Mar '25. */
export const DATE_DISPLAY_FORMAT = "DD MMM 'YY";

/**
 * The funnel a shopper walks, by the names its events carry (`POST /api/events`, analytics-events.ts).
 * Here, apart from the schemas, so the browser's code takes them without zod (decision 13).
 */
export const FUNNEL_EVENTS = {
  pageView: "page_view",
  search: "search",
  addToBag: "add_to_bag",
  checkoutStep: "checkout_step",
  purchase: "purchase",
} as const;

/** Limits of a batch. // values not given by the spec */
export const ANALYTICS = {
  /** Events in one batch at most; the browser sends a full batch at once. */
  maxEventsPerBatch: 50,
  /** Fields of one event at most. */
  maxFields: 20,
  /** How long the browser holds events before it sends them. */
  flushDelayMs: 5_000,
  /** An event older than this when sent is refused (a day). */
  maxAgeMs: 86_400_000,
} as const;
