/**
 * Every shopper-facing message of the spec, once, with the spec's exact wording (typos and odd spacing
 * included: support scripts and analytics refer to them). Spec references: "s1 §8" means
 * `spec/1-account-and-session.md` section 8, and so on.
 *
 * Where the spec says a message exists but does not give its wording, the text is ours and the line is
 * marked `// wording not given by the spec`. Templates keep their spec placeholders (`{n}`, `$count`,
 * `(n-2)`); fill them through `formatMessage`, never by hand.
 */
import { BAG, type PAYMENT_ERROR_CODES } from "./constants";

export const MESSAGES = {
  generic: {
    /** Generic toast, 3 s (s1 §8, s2 §8, s3 §8). */
    somethingWentWrong: "Sorry, Something went wrong...",
    oopsTryLater: "Oops Something went wrong. Please try again later.", // s2 §8
    /** Reviews, contact form, order confirmation, returns, exchange (s2 §8, s3 §8). */
    oops: "Oops! Something went wrong.",
    blockedIp: "Due to suspicious activity we have blocked your IP. Please try again later.", // s1 §8, s2 §8
  },
  session: {
    apiCancelledFromUi: "API cancelled from UI", // s1 §8 client timeout
    loginToContinue: "Please Login To Continue", // s1 §6, s2 §6, s3 §1
    staffLoggingOut: "Dude! You are a staff! Not a customer. Logging out..", // s1 §6
    staffLoggingOutGeneric: "Something went wrong, Logging out..", // s1 §6
    businessUserRefused: "This is a business account. Please sign in with a customer account.", // wording not given by the spec
    invalidRole: "This account cannot be used to shop here. Please contact customer care.", // wording not given by the spec
    invalidToken: "Invalid token", // s2 §8
  },
  login: {
    invalidEmail: "Please enter a valid email address.", // s1 §5
    invalidPhone: "Please enter a valid Phone number.", // s1 §5
    enterValidPhone: "Enter a valid phone number", // s1 §5
    enterValidEmailOrPhone: "Please enter valid email/phone number", // s1 §5
    invalidCredentials: "Please enter valid credentials", // s1 §8
    invalidId: "We could not find an account with that phone number or e-mail.", // wording not given by the spec
    enterEmailOrPhone: "Please enter your e-mail or phone number.", // wording not given by the spec
    defaultError: "We could not log you in. Please check your details and try again.", // wording not given by the spec
    /** Token missing in the login response (s1 §8). */
    invalidData: "We could not complete your login. Please try again.", // wording not given by the spec
    /** The failed-login maximum is reached: solve the captcha first (s1 §4). */
    captchaRequired: "Please complete the captcha to continue.", // wording not given by the spec
    captchaFailed: "The captcha could not be verified. Please try again.", // wording not given by the spec
    /** A missing, expired, tampered or revoked token (s1 §4 "Token refresh"). */
    sessionExpired: "Your session has expired. Please log in again.", // wording not given by the spec
    notYourAccount: "You can change only your own password.", // wording not given by the spec
    currentPasswordWrong: "Your current password is not correct.", // wording not given by the spec
    /** Code 605 on password sign-in: the right password, but the phone is not verified yet (s1 §4, §8). */
    phoneNotVerified: "Please verify your mobile number with the OTP we send to it to continue.", // wording not given by the spec
  },
  password: {
    noSpaceAllowed: "No Space Allowed", // s1 §5
    minLength: "Please enter at least 8 characters.", // s1 §5
    mismatch: "Passwords do not match", // s1 §5, s3 §5
    /** Password change needs current and new password (s3 §5). */
    currentAndNewRequired: "Please enter your current and new password.", // wording not given by the spec
    /** Success toast of the account page's password change. */
    changed: "Your password has been changed.", // wording not given by the spec
  },
  otp: {
    invalidCheckAgain: "Invalid OTP. Please check again.", // s1 §8, s3 §8
    invalidTryAgain: "Invalid OTP, please try again.", // s1 §8, s3 §8
    somethingWentWrong: "Oops Something went wrong. Please try again later.", // s1 §8, s3 §8
    /** Shown 5000 ms after a successful check (s3 §4). */
    verified: "Your phone number has been verified.", // wording not given by the spec
    /** Generate failure toast, verified user (s1 §8). */
    flashErrorVerified: "We could not send the OTP to your phone. Please try again in a while.", // wording not given by the spec
    /** Generate failure toast, non-verified user (s1 §8). */
    flashErrorUnverified: "We could not send an OTP to verify this number. Please check it and try again.", // wording not given by the spec
    attemptsExhaustedVerified: "You have used all your OTP attempts. Please log in with your password.", // wording not given by the spec
    attemptsExhaustedUnverified: "You have used all your OTP attempts. Please try again after some time.", // wording not given by the spec
    /** Account lockout, code 207 (s1 §8, s3 §8). */
    accountLockedVerified: "Your account is locked after too many attempts. Please reset your password.", // wording not given by the spec
    accountLockedUnverified: "This number is locked after too many attempts. Please try again later.", // wording not given by the spec
    /** The code's 5 minutes are over (or it was replaced by a newer one). */
    expired: "This OTP has expired. Please ask for a new one.", // wording not given by the spec
    /** Resend before the 30-second countdown ended (s1 §4). */
    resendTooSoon: "Please wait a few seconds before asking for a new OTP.", // wording not given by the spec
    /** Too many codes sent to one phone or asked from one address (429, toast 3 s). */
    tooManySends: "You have asked for too many OTPs. Please try again after some time.", // wording not given by the spec
    /** Login OTP for a number without an account (404). */
    noAccount: "There is no account with this mobile number. Please register first.", // wording not given by the spec
  },
  registration: {
    formError: "Hold on! Please enter all the required fields.", // s1 §5
    userAlreadyExists: "User Profile Already Exists", // s1 §8 default
    /** Registration name rules reuse the address-name wording of s3 §5. */
    nameLettersOnly: "Name must have only alpabets",
    nameMinLength: "Plug in atleast 3 characters.",
    invalidGender: "Please select your gender.", // wording not given by the spec
    invalidEmail: "Please enter a valid email address.", // wording not given by the spec (same as login)
    success: "Welcome! Your account has been created.", // wording not given by the spec
    /** Code 605 on registration: the phone must be verified with an OTP first (s1 §4). */
    verifyPhone: "Please verify your mobile number with the OTP we send to it.", // wording not given by the spec
  },
  reset: {
    genericError: "Failed to reset password. Please try again later.", // s1 §8
    linkAlreadyUsed: "Sorry! the reset link is already used once. Please do forgot password again.", // s1 §8
    success: "Yay! Password is updated, please login to continue.", // s1 §8
    alreadyLoggedIn: "Hey, You are already Logged-In!!", // s1 §2, §8
    nullPassword: "Please enter and confirm your new password.", // wording not given by the spec
    mismatch: "Passwords do not match", // s1 §5
  },
  forgotPassword: {
    smsSent: "We have sent a link to reset your password to your phone by SMS.", // wording not given by the spec
    emailSent: "We have sent a link to reset your password to your e-mail.", // wording not given by the spec
    defaultError: "We could not send the reset link. Please try again later.", // wording not given by the spec
    /** Too many reset links asked for one phone number or e-mail (429). */
    tooManyRequests: "You have asked for several reset links already. Please try again after some time.", // wording not given by the spec
  },
  social: {
    failed: "failed to login with social", // s1 §8
    googleFailed: "failed to login with Gmail", // s1 §8
    facebookCredentials: "We could not verify your Facebook credentials. Please try again.", // wording not given by the spec
    facebookUnavailable: "unable to connect to Facebook", // s1 §8
    /** socialLoginError view (s1 §2). */
    errorScreen:
      "Sorry! We could not log you in with your social account. Please log in with your phone number or e-mail.", // wording not given by the spec
    missedMobile: "Please add your mobile number to finish signing in.", // wording not given by the spec
    missedEmail: "Please add your e-mail address to finish signing in.", // wording not given by the spec
    /** The socialToken of the `missed` view is missing, expired or forged. */
    signInAgain: "Your social sign-in has expired. Please sign in with Google or Facebook again.", // wording not given by the spec
  },
  miniBag: {
    empty: "You don't have any items in your cart", // s1 §2
    /** Template, n = total items in the bag (s1 §2); fill with `formatMessage.miniBagMoreItems`. */
    moreItems: "(n-2) more item(s) in cart",
    /** Success toast after removing an item, 3 s (s1 §4). */
    itemRemoved: "{name} has been removed from your bag", // wording not given by the spec
  },
  search: {
    inputSomething: "Please input something to search!", // s2 §5, §8
    inputSomethingEllipsis: "Please input something to search...", // s2 §5
    noResults: "Sorry!! No Results Found", // s2 §2, §8
  },
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
  pincode: {
    enterPincode: "Please enter pincode", // s2 §5
    onlyDigits: "Please enter only digits", // s2 §5
    /** Template; fill with `formatMessage.pincodeDigits` (s2 §5). */
    enterDigits: "Please enter {n} Digits",
    validSixDigits: "We need a valid 6-digit pincode. Try again, please.", // s3 §5
    invalid: "Please enter a valid pincode", // s3 §5
    notDelivered: "Sorry! we currently don't deliver to this pincode", // s3 §5
    notServiceable: "This pincode is not serviceable.", // s3 §5
  },
  favourites: {
    added: "Good mooove! This item has been added to your favourites.", // s2 §8
    removed: "This item has been removed from your favourites.", // s2 §8
    alreadyAdded: "Oops! This product is already in your favourites", // s2 §8
    notAdded: "Oops! This item has not been added to your favourites.", // s2 §8
    genericError: "Oops something went wrong, plz try again", // s2 §8
    brandAdded: "Brand Added Successfully", // s2 §8, 3 s
    brandRemoved: "Brand Removed Successfully", // s2 §8, 3 s
  },
  storeLocator: {
    /** No-store state, shown with its image (s2 §2, §8). */
    noStores: "Sorry! We could not find any stores for this brand and pincode.", // wording not given by the spec
    enterBrandAndPincode: "Choose a brand and enter a pincode to find stores near you.", // wording not given by the spec
  },
  reviews: {
    notSubmitted: "Ooops! Your review was not submitted", // s2 §8
    uploadFailed: "Not able to upload image", // s2 §8
    deleteFailed: "Not able to delete image", // s2 §8
    descriptionRequiredWithImage: "Please include review description as well if image is uploaded", // s2 §5
    underModeration: "Review under Moderation", // s2 §4
    genericError: "Oops! Something went wrong.", // s2 §8
    submitted: "Thank you! Your review has been submitted and is under moderation.", // wording not given by the spec
    updated: "Your review has been updated and is under moderation.", // wording not given by the spec
    imageUploaded: "Image uploaded.", // wording not given by the spec
    imageDeleted: "Image deleted.", // wording not given by the spec
    lengthInvalid: "Your review must be between 3 and 10000 characters.", // wording not given by the spec
    waitForUpload: "Please wait for the image upload to finish.", // wording not given by the spec
  },
  contact: {
    success: "Yay! thanks for reaching out to us. We'll get back to you shortly.", // s2 §8
    subjectMinLength: "Plug in atleast 3 characters.", // s2 §5
    genericError: "Oops! Something went wrong.", // s2 §8
    allFieldsRequired: "Please fill in your name, e-mail, subject and message.", // wording not given by the spec
    subjectAlphanumeric: "Please use only letters and numbers in the subject.", // wording not given by the spec
  },
  appLink: {
    invalidMobile: "Please enter a valid mobile number.", // wording not given by the spec
    sent: "We have sent the app link to your phone.", // wording not given by the spec
  },
  newsletter: {
    enterEmail: "Please enter an email", // s2 §5
    invalidEmail: "Please enter a valid email", // s2 §5
    success: "Good Mooove! You've Just Signed Up For The Latest Updates", // s2 §8, 3 s
  },
  bag: {
    empty: "Oops! Your Cart is Empty", // s3 §2, §8
    /** Stock limit breach per sku (s3 §5, §8); fill with `formatMessage.quantityLimit`. */
    quantityLimit: "You can add only $count of $name",
    /** Fill with `formatMessage.maxSellableQuantity` (s3 §5). */
    maxSellableQuantity: "You Can Add Max $sellableQuantity Quantity of This Item.",
    /** Items not added (out of stock, or itemsHavingIssueInPricing), red 3 s toast (s3 §8); fill with `formatMessage.itemsNotAdded`. */
    itemsNotAdded: "Sorry! $count $product in your bag has gone out of stock and couldn't be added.",
    itemsNotAddedHsn: "Ooops! Currently this product is out of stock so couldn't be added.", // s3 §8 HSN variant
  },
  checkout: {
    removeOutOfStock: "Please remove out of stock items to continue", // s3 §8
    notServiceable:
      "Sorry! One or more items are not serviceable to your pincode. Try removing them to continue", // s3 §8
    selectDeliveryMethod: "Select Delivery method for each product", // s3 §8
    selectAddress: "Please select a delivery address", // s3 §8
    deliveryNoLongerValid: "Oops, one of your delivery selected isn't valid anymore", // s3 §8
    orderIdMissing: "This orderId doesn't exist", // s3 §8
    invalidCoupon: "This coupon is not valid for your bag.", // wording not given by the spec
    /** Title "Important" in LABELS; text of the delivery-delay notice (flag off) (s3 §8). */
    deliveryDelay: "Delivery timelines may vary in some areas because of government restrictions.", // wording not given by the spec
  },
  address: {
    invalidCharacters: "We allow only the following characters - a-z, 0-9, -/#().' and ,", // s3 §5
    enterAddress: "Please enter your address.", // s3 §5
    nameLettersOnly: "Name must have only alpabets", // s3 §5
    nameMinLength: "Plug in atleast 3 characters.", // s3 §5
    invalidPhone: "Please enter a valid Phone number.", // s3 §5
    mandatoryFields: "Please fill all the mandatory fields", // s3 §5
  },
  payment: {
    failed: "Something went wrong. Please try again.", // s3 §2 failure page
    loyaltyPointsReturned: "Any loyalty points deducted for this order will be returned within 2 hours.", // wording not given by the spec
    statusFetchError: "Oops! Something went wrong while fetching payment status.", // s3 §8
    noMethod: "Hold on! How would you like to pay for this order?", // s3 §8
    insufficientLoyalty: "Insufficient Loyalty money. Please select one more payment option available", // s3 §8
    paytmOtp: "Please enter the OTP sent by Paytm.", // s3 §8
    outOfStock: "One or more items have gone out of stock. The cart has been updated", // s3 §8 IMS_OUT_OF_STOCK
    invalidUpi: "Invalid UPI Id", // s3 §5
    invalidCardDetails: "Please enter valid card details", // s3 §5
    cardIdDigits: "Please enter card Id as Digits", // s3 §5
    invalidCharacters: "* Invalid characters", // s3 §5
    notValidCvv: "* Not a valid CVV", // s3 §5
    enterValidCvv: "Please enter a valid cvv", // s3 §5
    cvvBeforeProceed: "Hold On! Please enter a valid CVV before you proceed", // s3 §5
    invalidCardNumber: "Please enter a valid card number.", // wording not given by the spec
    missingCvv: "Please enter your card's CVV.", // wording not given by the spec
    mobileNotVerified: "Please verify your mobile number to continue.", // wording not given by the spec
    captchaNotVerified: "Please complete the security check to continue.", // wording not given by the spec
    otpNotVerified: "Please verify the OTP to continue.", // wording not given by the spec
    noAddress: "Please add a delivery address to continue.", // wording not given by the spec
    noBankOrWallet: "Please select a bank or wallet.", // wording not given by the spec
    noUpiId: "Please enter your UPI Id.", // wording not given by the spec
    insufficientWalletBalance: "Your wallet does not have enough balance for this order.", // wording not given by the spec
    paytmNotConnected: "We could not connect to Paytm. Please try again.", // wording not given by the spec
    paytmTokenExpired: "Your Paytm session has expired. Please link your wallet again.", // wording not given by the spec
    paytmOtpFetchFailed: "We could not send the Paytm OTP. Please try again.", // wording not given by the spec
    paytmOtpValidateFailed: "The Paytm OTP could not be verified. Please try again.", // wording not given by the spec
    paytmBalanceFetchFailed: "We could not fetch your Paytm balance. Please try again.", // wording not given by the spec
    paytmUserNotRegistered: "This mobile number is not registered with Paytm.", // wording not given by the spec
    paytmUserNotEligible: "This Paytm account cannot be used for this payment.", // wording not given by the spec
    loyaltyRedeemFailed: "We could not redeem your loyalty points. Please try again.", // wording not given by the spec
  },
  orders: {
    fetchError: "Error while fetching your orders!", // s2 §8, s3 §8
    empty: "You have not placed any orders yet!", // s2 §8, s3 §2
    genericError: "Oops! Something went wrong.", // s3 §8 order confirmation
    /** Success thanks with the order id (s3 §2); fill with `formatMessage.orderThanks`. */
    thanks: "Thank you for shopping with us! Your order {orderId} has been placed.", // wording not given by the spec
    pendingPayment:
      "We are processing your payment. This can take up to 30 minutes; we will e-mail you once it succeeds.", // wording not given by the spec
    storePickup:
      "Your store pickup will be confirmed by SMS and e-mail within 30 minutes. Orders not picked up within 7 days are cancelled automatically.", // wording not given by the spec
  },
  returns: {
    notEligibleForPickup: "Not eligible for Pickup", // s3 §8
    changesSaved: "Your changes have been saved .", // s3 §8 (space before the period is the spec's)
    genericError: "Oops! Something went wrong.", // s3 §8
    /** Replaces the original's fallback to placeholder data (spec README, "known defects"). */
    submitFailed: "We could not submit your return. Please try again.", // wording not given by the spec
  },
  cancel: {
    failed: "We could not cancel this item. Please try again.", // wording not given by the spec
  },
  bankTransfer: {
    alphabetsOnly: "Alphabets only, please", // s3 §5
    /** Fill with `formatMessage.enterYourField` (s3 §5). */
    enterYourField: "Please enter your {field}",
    enterAccountNumber: "Please enter your Account Number!", // s3 §5
    sameAccountNumber: "Please enter the same Account Number!", // s3 §5
    invalidIfsc: "Not a valid IFSC Code, please check", // s3 §5
    nameTooShort: "Please enter at least 3 characters.", // wording not given by the spec
    saveFailed: "We could not save your bank details. Please try again.", // wording not given by the spec
  },
  exchange: {
    genericError: "Oops! Something went wrong.", // s3 §8
    requestSent: "We'll get back to you within 5-6 business hours (9AM-10PM).", // wording not given by the spec
  },
  loyalty: {
    fetchError: "Oops! Something went wrong while fetching Loyalty Data.", // s2 §8, s3 §8
  },
} as const;

/** Fixed labels the spec gives (buttons, headings, link texts, the promo band). */
export const LABELS = {
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
  login: {
    continue: "Continue",
    backToLogin: "Back to login",
    login: "LOGIN",
  },
  search: {
    placeholder: "Enter Search...",
    wannaGetSpecific: "Wanna get specific?",
    findNow: "FIND NOW",
    color: "Color",
    price: "Price",
    occasion: "Occasion",
    brand: "Brand",
    below: "Below",
    above: "Above",
    // Wording below not given by the spec.
    dialog: "Search",
    close: "Close search",
    suggestions: "Search suggestions",
    recentSearches: "Recent Searches",
    popularSearches: "Popular Searches",
    /** Heading of /search; fill with `formatMessage.searchResultsFor`. */
    resultsFor: 'Search results for "{q}"',
    /** Heading of /noresults; fill with `formatMessage.noResultsFor`. */
    noResultsFor: 'We could not find anything for "{q}"',
    noResultsHint: "Check the spelling, or try a more general word.",
    youMayLike: "You may like these",
    loadingSuggestions: "Loading suggestions…",
  },
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
  deliveryOptions: {
    pickup: "Pickup from the nearest",
    sameDay: "Delivery Today",
    nextDay: "Delivery Tomorrow",
    standard: "Delivery within 5-7 days",
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
  /** Master templates (spec 2 §2 "Brand pages and master templates"). Wording not given by the spec. */
  templates: {
    kinds: {
      CollectionTemplate: "Collection",
      CategoryTemplate: "Shop by Category",
      BlogTemplate: "Style Notes",
    },
    preview: "Preview: this page is not published yet.",
  },
  bag: {
    checkout: "CHECKOUT",
    continueShopping: "CONTINUE SHOPPING",
    viewBag: "VIEW SHOPPING BAG", // wording not given by the spec
    subtotal: "Subtotal",
    discount: "Discount",
    gst: "GST",
    deliveryCharges: "Delivery Charges",
    loyalty: "Loyalty",
    codCharges: "COD Charges",
    gstBenefit: "GST Benefit",
    total: "Total",
  },
  checkout: {
    stepShipping: "Step 1 of 2: Shipping",
    stepPayment: "Step 2 of 2: Payment",
    couponGoBack: "Go back",
    proceedWithoutCoupon: "Proceed without coupon",
    deliveryDelayTitle: "Important",
  },
  payment: {
    failureTitle: "YOUR ORDER WAS NOT PLACED",
  },
  orders: {
    title: "MY ORDERS",
  },
  loyalty: {
    heading: "YOU'VE EARNED LOYALTY POINTS",
    brands: "Brands",
    pointsEarned: "Points Earned",
    loyaltyValue: "Loyalty Value",
    loyaltyBalance: "Loyalty Balance",
  },
  account: {
    myInformation: "My Information",
    myLoyalty: "My Loyalty",
    myAddresses: "My Addresses",
    myPaymentMethods: "My Payment Methods",
    // Account page (features/account); wording below not given by the spec.
    name: "Name",
    email: "E-mail",
    mobileNumber: "Mobile number",
    verified: "Verified",
    notVerified: "Not verified",
    notAdded: "Not added",
    loading: "Loading your details…",
    retry: "Try again",
    changePassword: "Change password",
    savePassword: "CHANGE PASSWORD",
  },
  /** Password fields of the reset and change-password forms. Wording not given by the spec. */
  passwords: {
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    show: "Show passwords",
    pasteBlocked: "Pasting is turned off for this field: please type the password again.",
  },
  /** /reset-password (spec 1 §2). Wording not given by the spec. */
  resetPassword: {
    title: "Reset password",
    intro: "Choose a new password for your account.",
    submit: "RESET PASSWORD",
  },
  bankTransfer: {
    savings: "Savings",
    current: "Current",
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
  /** The login modal (spec 1 §2); buttons the spec names are in `login` above. Wording not given by the spec. */
  loginModal: {
    titles: {
      loginSubV2: "Login or Sign up",
      loginOtp: "Login",
      registrationV2: "Sign up",
      forgotPasswordV2: "Forgot password",
      missed: "Complete your sign-up",
      socialLoginError: "Social login failed",
      resetPassword: "Reset password",
      forgotPassword: "Forgot password",
      login: "Login",
      register: "Sign up",
    },
    close: "Close",
    back: "Back",
    identifier: "Mobile number or e-mail",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    otp: "Enter OTP",
    name: "Name",
    gender: "Gender",
    email: "E-mail",
    mobileNumber: "Mobile number",
    verify: "VERIFY",
    finish: "CONTINUE",
    useOtp: "Login with OTP",
    usePassword: "Login with password",
    forgotPassword: "Forgot password?",
    resendOtp: "Resend OTP",
    /** Fill with `formatMessage.otpResendIn`. */
    resendIn: "Resend OTP in {seconds}s",
    /** Fill with `formatMessage.otpSentTo`. */
    otpSentTo: "Enter the OTP we sent to {mobile}",
    sending: "Sending…",
    google: "Continue with Google",
    facebook: "Continue with Facebook",
    socialDivider: "or",
    agreeTo: "By continuing, you agree to our",
    terms: "Terms of Use",
    and: "and",
    privacy: "Privacy Policy",
    newHere: "Looks like you are new here. Create your account.",
    signUp: "New here? Sign up",
    haveAccount: "Already have an account? Login",
    sendResetLink: "SEND RESET LINK",
    setNewPassword: "Set a new password",
    captchaChecking: "Checking that you are not a robot…",
    captchaRetry: "Try the check again",
    required: "This field is required.",
  },
} as const;

/** Messages shown for the payment error codes of spec 3 §8. */
export const PAYMENT_ERROR_MESSAGES: Record<(typeof PAYMENT_ERROR_CODES)[number], string> = {
  INSUFFICIENT_BALANCE_IN_WALLET: MESSAGES.payment.insufficientWalletBalance,
  NOT_ABLE_TO_CONNECT_PAYTM: MESSAGES.payment.paytmNotConnected,
  PAYTM_TOKEN_EXPIRED: MESSAGES.payment.paytmTokenExpired,
  FAILED_TO_FETCH_PAYTM_OTP: MESSAGES.payment.paytmOtpFetchFailed,
  FAILED_TO_VALIDATE_PAYTM_OTP: MESSAGES.payment.paytmOtpValidateFailed,
  FAILED_TO_FETCH_BALANCE_FROM_PAYTM: MESSAGES.payment.paytmBalanceFetchFailed,
  USER_NOT_REGISTERED: MESSAGES.payment.paytmUserNotRegistered,
  PAYTM_USER_NOT_ELIGIBLE: MESSAGES.payment.paytmUserNotEligible,
  WALLET_INSUFFICIENT_BALANCE: MESSAGES.payment.insufficientWalletBalance,
  IMS_OUT_OF_STOCK: MESSAGES.payment.outOfStock,
  LOYALTY_FAILED_TO_REDEEM: MESSAGES.payment.loyaltyRedeemFailed,
};

/** Replaces each placeholder literally; values never act as patterns. */
function fill(template: string, replacements: ReadonlyArray<readonly [string, string | number]>): string {
  return replacements.reduce(
    (text, [placeholder, value]) => text.split(placeholder).join(String(value)),
    template,
  );
}

/** Fills the message templates above. Each uses the MESSAGES template, so the wording stays in one place. */
export const formatMessage = {
  /** "Please enter 6 Digits" (s2 §5). */
  pincodeDigits: (n: number) => fill(MESSAGES.pincode.enterDigits, [["{n}", n]]),
  /** "(n-2) more item(s) in cart" with n the total number of items in the bag (s1 §2). */
  miniBagMoreItems: (totalItems: number) =>
    fill(MESSAGES.miniBag.moreItems, [["(n-2)", Math.max(0, totalItems - BAG.miniBagItemsListed)]]),
  miniBagItemRemoved: (name: string) => fill(MESSAGES.miniBag.itemRemoved, [["{name}", name]]),
  /** "You can add only 3 of Slim Fit Shirt" (s3 §5). */
  quantityLimit: (count: number, name: string) =>
    fill(MESSAGES.bag.quantityLimit, [
      ["$count", count],
      ["$name", name],
    ]),
  maxSellableQuantity: (sellableQuantity: number) =>
    fill(MESSAGES.bag.maxSellableQuantity, [["$sellableQuantity", sellableQuantity]]),
  /** "Sorry! 2 products in your bag …"; $product is "product" for one item, else "products". */
  itemsNotAdded: (count: number) =>
    fill(MESSAGES.bag.itemsNotAdded, [
      ["$count", count],
      ["$product", count === 1 ? "product" : "products"],
    ]),
  /** "Please enter your Bank Name" (s3 §5). */
  enterYourField: (field: string) => fill(MESSAGES.bankTransfer.enterYourField, [["{field}", field]]),
  orderThanks: (orderId: string) => fill(MESSAGES.orders.thanks, [["{orderId}", orderId]]),
  /** Accessible name of the header bag link: "Bag, 2 items". */
  bagLinkName: (count: number) => `${LABELS.shell.bag}, ${count} ${count === 1 ? "item" : "items"}`,
  ratingAndAbove: (n: number) => fill(LABELS.listing.ratingAndAbove, [["{n}", n]]),
  searchResultsFor: (q: string) => fill(LABELS.search.resultsFor, [["{q}", q]]),
  noResultsFor: (q: string) => fill(LABELS.search.noResultsFor, [["{q}", q]]),
  /** "2 of 5" for a carousel slide. */
  slidePosition: (position: number, total: number) => `${position} of ${total}`,
  showProductImage: (n: number, total: number) =>
    fill(LABELS.productPage.showImage, [
      ["{n}", n],
      ["{total}", total],
    ]),
  showProductVideo: (n: number) => fill(LABELS.productPage.showVideo, [["{n}", n]]),
  /** "4.3 ★ (12 ratings)"; the average with one decimal. */
  productRating: (average: number, count: number) =>
    fill(count === 1 ? LABELS.productPage.ratingSingle : LABELS.productPage.rating, [
      ["{average}", average.toFixed(1)],
      ["{count}", count],
    ]),
  productRatingSpoken: (average: number, count: number) =>
    fill(LABELS.productPage.ratingSpoken, [
      ["{average}", average.toFixed(1)],
      ["{count}", count],
    ]),
  deliveryOptionsFor: (pincode: string) =>
    fill(LABELS.productPage.deliveryOptionsFor, [["{pincode}", pincode]]),
  distanceKm: (km: number) => fill(LABELS.productPage.distanceKm, [["{km}", km.toFixed(1)]]),
  storesNear: (pincode: string) => fill(LABELS.productPage.storesNear, [["{pincode}", pincode]]),
  /** "Resend OTP in 27s" (login modal). */
  otpResendIn: (seconds: number) => fill(LABELS.loginModal.resendIn, [["{seconds}", seconds]]),
  /** "Enter the OTP we sent to 9876543210" (login modal). */
  otpSentTo: (mobile: string) => fill(LABELS.loginModal.otpSentTo, [["{mobile}", mobile]]),
} as const;

/** Convenience alias for the one placeholder helper most forms need. */
export const pincodeDigits = formatMessage.pincodeDigits;
