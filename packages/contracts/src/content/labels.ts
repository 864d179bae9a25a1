/** Fixed labels the spec gives (buttons, headings, link texts, the promo band). */

export const header = {
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
} as const;
export const footer = {
  whoWeAre: "WHO WE ARE",
  faq: "FREQUENTLY ASKED QUESTIONS",
  contactUs: "CONTACT US",
  backToTop: "BACK TO TOP",
  privacyPolicy: "Privacy Policy", // casing not given by the spec
  termsAndConditions: "Terms and Conditions", // casing not given by the spec
} as const;
/** Master templates (spec 2 §2 "Brand pages and master templates"). Wording not given by the spec. */
export const templates = {
  kinds: {
    CollectionTemplate: "Collection",
    CategoryTemplate: "Shop by Category",
    BlogTemplate: "Style Notes",
  },
  preview: "Preview: this page is not published yet.",
} as const;
/** Storefront shell: header, footer, home carousels, not-found page. Wording ours (the spec gives none). */
export const shell = {
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
} as const;
/** The offline page the service worker answers with when a page cannot be fetched (decision 77); wording not given by the spec. */
export const offline = {
  title: "You are offline",
  text: "We couldn't reach Odin. Check your internet connection, then try again.",
  savedPages:
    "Product pages you viewed recently are saved on this device and still open without a connection.",
  retry: "Try again",
} as const;
