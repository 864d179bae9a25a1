/** Fixed labels the spec gives (buttons, headings, link texts). */

export const listing = {
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
  metaDescription: "Shop {title} online at Odin: {total} styles from the brands you love, with easy returns.",
} as const;
export const product = {
  mrp: "MRP",
  sellingPrice: "Selling Price",
  youSave: "You Save",
  addToBag: "ADD TO BAG",
  checkout: "CHECKOUT",
} as const;
/** Product page (features/product). Wording not given by the spec. */
export const productPage = {
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
} as const;
export const brandsList = {
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
} as const;
