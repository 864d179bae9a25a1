/**
 * The content slice of MESSAGES and LABELS: header, footer, storefront shell, master templates, the
 * newsletter sign-up and the app link. `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and
 * `formatMessage`: import those, not this file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */

export const messages = {
  appLink: {
    invalidMobile: "Please enter a valid mobile number.", // wording not given by the spec
    sent: "We have sent the app link to your phone.", // wording not given by the spec
    tooMany: "We have already sent the app link to this number. Please try again later.", // wording not given by the spec
  },
  newsletter: {
    enterEmail: "Please enter an email", // s2 §5
    invalidEmail: "Please enter a valid email", // s2 §5
    success: "Good Mooove! You've Just Signed Up For The Latest Updates", // s2 §8, 3 s
    confirmed: "Thank you! Your e-mail address is confirmed for our updates.", // wording not given by the spec
    tooMany: "Too many sign-ups for this e-mail address. Please try again later.", // wording not given by the spec
    confirmLinkInvalid: "This confirmation link is not valid or has expired. Please sign up again.", // wording not given by the spec
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts, the promo band). */
export const labels = {
  header: {
    promoText: "clearance sale flat 70% off on top brands", // s1 §9, s2 §2
    trackOrder: "Track order",
    myOrders: "My Orders",
    loyalty: "Loyalty",
    getApp: "Get App",
    storeLocator: "Store Locator",
    contact: "Contact",
    login: "Login",
    myAccount: "My Account",
    favorites: "Favorites",
    signOut: "Sign Out",
    myLoyalty: "My Loyalty", // mobile menu
    downloadApp: "Download App", // mobile menu
    contactUs: "Contact Us", // mobile menu
    home: "Home", // first breadcrumb
    brandMenu: "Menu", // brand menu of brand pages, after the brand: "US Menu"; wording not given by the spec
    closeBrandMenu: "Close brand menu", // wording not given by the spec
    loading: "Loading…", // brand menu while its navigation loads; wording not given by the spec
  },
  footer: {
    whoWeAre: "WHO WE ARE",
    faq: "FREQUENTLY ASKED QUESTIONS",
    contactUs: "CONTACT US",
    backToTop: "BACK TO TOP",
    privacyPolicy: "Privacy Policy", // casing not given by the spec
    termsAndConditions: "Terms and Conditions", // casing not given by the spec
  },
  /** Master templates (spec 2 §2 "Brand pages and master templates"). Wording not given by the spec. */
  templates: {
    kinds: {
      CollectionTemplate: "Collection",
      CategoryTemplate: "Shop by Category",
      BlogTemplate: "Style Notes",
    },
    preview: "Preview: this page is not published yet.",
  },
  /** Storefront shell: header, footer, home carousels, not-found page. Wording ours (the spec gives none). */
  shell: {
    skipToContent: "Skip to content",
    homeLinkName: "Odin home",
    searchLabel: "Search products",
    searchButton: "Search",
    /** Accessible name of the bag link; fill with `bagLinkName`. */
    bag: "Bag",
    openMenu: "Menu",
    closeMenu: "Close menu",
    menuDialog: "Menu",
    mainNavigation: "Main",
    viewAllIn: "View all",
    newsletterHeading: "Sign up for the latest updates",
    newsletterEmailLabel: "E-mail address",
    newsletterPlaceholder: "Enter your e-mail address",
    newsletterSubmit: "SUBSCRIBE",
    followUs: "Follow us",
    opensInNewTab: "(opens in a new tab)",
    getTheApp: "Get the app",
    googlePlayPrefix: "GET IT ON",
    googlePlay: "Google Play",
    appStorePrefix: "Download on the",
    appStore: "App Store",
    footerNavigation: "Footer",
    carouselViewAll: "View All",
    previousProducts: "Previous products",
    nextProducts: "Next products",
    featured: "Featured",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    pauseSlideshow: "Pause slideshow",
    playSlideshow: "Play slideshow",
    slide: "slide",
    slideDot: "Slide",
    off: "OFF",
    notFoundTitle: "Page not found",
    notFoundText:
      "Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be out of date.",
    notFoundHome: "Go to the home page",
    notFoundNewArrivals: "Shop new arrivals",
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  /** Accessible name of the header bag link: "Bag, 2 items". */
  bagLinkName: (count: number) => `${labels.shell.bag}, ${count} ${count === 1 ? "item" : "items"}`,
  /** "2 of 5" for a carousel slide. */
  slidePosition: (position: number, total: number) => `${position} of ${total}`,
} as const;
