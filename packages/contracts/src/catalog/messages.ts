/**
 * The catalog slice of MESSAGES and LABELS: listings and their filters, product pages and the brands list.
 * `../messages.ts` composes the slices into `MESSAGES`, `LABELS` and `formatMessage`: import those, not this
 * file.
 *
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is marked
 * `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`, `(n-2)`); fill
 * them through `formatMessage`, never by hand.
 */
import { fill } from "../shared/fill";

export const messages = {
  brandsList: {
    invalidBrand: "Please enter a valid brand to search", // s2 §5
    enterSomething: "Please enter something to search", // s2 §5
  },
  priceFilter: {
    numbersOnly: "Numbers only, please.", // s2 §5
    bothRequired: "Please enter both Min & Max.", // s2 §5
    maxGreaterThanMin: "Max price should be > Min price, please.", // s2 §5
    belowLimit: "Please enter an amount below ₹ 10 Lacs", // s2 §5
    cannotStartWithZero: "Sorry! price cannot start with 0.", // s2 §5
  },
  product: {
    selectSize: "Please select a size", // s2 §5
    selectSizeBeforeStores: "Please select a size before selecting stores for more relevant results", // s2 §5
    /** Popup of the pickup delivery option (s2 §2). */
    pickupInfo: "You can collect this order from a store near you.", // wording not given by the spec
    /** Return-policy text (s2 §9). */
    returnPolicy:
      "Easy returns within 15 days: items must be unwashed, undamaged and with tags intact. Innerwear, lingerie, fragrances and beauty products cannot be returned.", // wording not given by the spec
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts). */
export const labels = {
  listing: {
    filterBy: "Filter by:",
    refine: "REFINE",
    sort: "SORT",
    // Wording below not given by the spec.
    allProducts: "All Products",
    sortBy: "Sort by",
    sorts: {
      popularity: "Popularity",
      newest: "What's New",
      price_asc: "Price: Low to High",
      price_desc: "Price: High to Low",
      discount: "Discount",
    },
    filterNames: {
      "f-br": "Brand",
      "f-co": "Color",
      "f-pr": "Price",
      "f-oc": "Occasion",
      "f-pro": "Offers",
      r: "Rating",
      "p-dl": "Delivery Time",
      "p-st": "Nearby Stores",
    },
    /** Rating filter value: fill with `formatMessage.ratingAndAbove`. */
    ratingAndAbove: "{n}★ & above",
    priceBelow: "Below",
    priceAbove: "Above",
    newArrivals: "New Arrivals",
    onSale: "On Sale",
    // Listing page (storefront); wording not given by the spec.
    filters: "Filters",
    moreFilters: "More filters",
    appliedFilters: "Applied filters",
    /** Accessible name of a chip's link: "Remove filter: Red". */
    removeFilter: "Remove filter:",
    clearAll: "Clear all",
    customPrice: "Custom price range (₹)",
    min: "Min",
    max: "Max",
    applyPrice: "Apply",
    /** "24 of 1,234 styles"; filled by the storefront's listing-text.ts. */
    shownOfTotal: "{shown} of {total} styles",
    loadMore: "Load more",
    loading: "Loading…",
    loadingStyles: "Loading styles…",
    products: "Styles",
    layout: "Layout",
    gridView: "Grid view",
    blockView: "Single column view",
    closeRefine: "Close filters",
    closeSort: "Close sort options",
    done: "Done",
    noMatchesTitle: "No styles match these filters",
    noMatchesText: "Try removing a filter, or clear them all to see more styles.",
    noStylesTitle: "No styles here yet",
    noStylesText: "Have a look at everything else we have in store.",
    browseAll: "Browse all styles",
    deliveryAndStores: "Delivery & Stores",
    pincodePrompt: "Enter your pincode to filter by delivery time and nearby stores.",
    pincode: "Pincode",
    checkPincode: "Check",
    deliverTo: "Deliver to",
    changePincode: "Change",
    legalBrandNames: "Brands",
    parentBrand: "Part of",
    /** Meta description; filled by the storefront's listing-text.ts. */
    metaDescription:
      "Shop {title} online at Odin: {total} styles from the brands you love, with easy returns.",
  },
  product: {
    mrp: "MRP",
    sellingPrice: "Selling Price",
    youSave: "You Save",
    addToBag: "ADD TO BAG",
    checkout: "CHECKOUT",
  },
  /** Product page (features/product). Wording not given by the spec. */
  productPage: {
    images: "Product images",
    /** Thumbnail button; fill with `formatMessage.showProductImage`. */
    showImage: "Show image {n} of {total}",
    /** Video thumbnail button; fill with `formatMessage.showProductVideo`. */
    showVideo: "Play video {n}",
    /** Visible rating summary; fill with `formatMessage.productRating`. */
    rating: "{average} ★ ({count} ratings)",
    ratingSingle: "{average} ★ (1 rating)",
    /** Rating for screen readers; fill with `formatMessage.productRatingSpoken`. */
    ratingSpoken: "Rated {average} out of 5 from {count} ratings",
    priceDetails: "Price details",
    inclusiveOfTaxes: "MRP is inclusive of all taxes.",
    offers: "Offers",
    close: "Close",
    colour: "Colour",
    selectSize: "Select Size",
    sizeChart: "Size Chart",
    outOfStock: "Out of stock",
    soldOut: "OUT OF STOCK",
    addedToBag: "Added to your bag.",
    deliveryHeading: "Delivery & Store Options",
    pincode: "Pincode",
    pincodePlaceholder: "Enter pincode",
    checkPincode: "CHECK",
    /** Fill with `formatMessage.deliveryOptionsFor`. */
    deliveryOptionsFor: "Delivery options for {pincode}",
    loading: "Loading…",
    aboutPickup: "About store pickup",
    /** Fill with `formatMessage.distanceKm`. */
    distanceKm: "{km} km",
    storesNearYou: "STORES NEAR YOU",
    /** Fill with `formatMessage.storesNear`. */
    storesNear: "Stores near {pincode} with your size",
    noStoresNearby: "None of our stores near this pincode has your size right now.",
    returnPolicy: "Return Policy",
    notReturnable: "This item cannot be returned.",
    story: "Product Story",
    tags: "Highlights",
    similarStyles: "Similar Styles",
    recentlyViewed: "Recently Viewed",
  },
  brandsList: {
    viewAll: "View All",
    // Wording below not given by the spec.
    title: "Brands A-Z",
    metaDescription:
      "Every fashion brand at Odin from A to Z: find a brand, see who makes it and shop its range.",
    letterFilter: "Brands by letter",
    noBrandsForLetter: "(no brands)",
    searchLabel: "Search brands",
    searchPlaceholder: "Search for a brand",
    searchButton: "SEARCH",
    noMatch: "No brands match your search.",
  },
} as const;

/** Fills the templates above, so the wording stays in one place. */
export const formats = {
  ratingAndAbove: (n: number) => fill(labels.listing.ratingAndAbove, [["{n}", n]]),
  showProductImage: (n: number, total: number) =>
    fill(labels.productPage.showImage, [
      ["{n}", n],
      ["{total}", total],
    ]),
  showProductVideo: (n: number) => fill(labels.productPage.showVideo, [["{n}", n]]),
  /** "4.3 ★ (12 ratings)"; the average with one decimal. */
  productRating: (average: number, count: number) =>
    fill(count === 1 ? labels.productPage.ratingSingle : labels.productPage.rating, [
      ["{average}", average.toFixed(1)],
      ["{count}", count],
    ]),
  productRatingSpoken: (average: number, count: number) =>
    fill(labels.productPage.ratingSpoken, [
      ["{average}", average.toFixed(1)],
      ["{count}", count],
    ]),
  deliveryOptionsFor: (pincode: string) =>
    fill(labels.productPage.deliveryOptionsFor, [["{pincode}", pincode]]),
  distanceKm: (km: number) => fill(labels.productPage.distanceKm, [["{km}", km.toFixed(1)]]),
  storesNear: (pincode: string) => fill(labels.productPage.storesNear, [["{pincode}", pincode]]),
} as const;
