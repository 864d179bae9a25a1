/**
 * The back office's wording (decision 60). Staff-facing and not the spec's, so it stays out of the
 * storefront's MESSAGES: no shopper's page carries it.
 */
export const ADMIN_MESSAGES = {
  signIn: {
    wrongCredentials: "The e-mail or password is not right, or the account is not a staff account.",
    tooManyTries: "Too many tries. Wait a few minutes and sign in again.",
    codeWrong: "That code is not right.",
    codeExpired: "The code has expired or was used. Sign in again.",
    codeSent: "We sent a 6-digit code to {destination}. It works for {minutes} minutes.",
  },
  session: {
    signInRequired: "Sign in to the back office.",
    ended: "Your session has ended. Sign in again.",
    crossSite: "This request came from another site and was refused.",
  },
  permission: {
    refused: "Your role does not allow this ({permission}).",
    outOfScope: "This belongs to a brand or centre outside your scope.",
  },
  orders: {
    badDay: "Enter a day as yyyy-mm-dd.",
    daysReversed: "The last day comes before the first.",
    badCursor: "This page of the list has expired. Start the list again.",
    pickupCodeRequired: "Ask the shopper for the pickup code sent to them when the order was ready.",
    pickupCodeWrong: "That pickup code is not this order's. Check it with the shopper.",
    cancelReasonRequired: "Say why the item is cancelled.",
    handOverOneByOne: "Hand store pickups over one order at a time, each with its pickup code.",
    documentUnknown: "This order has no document with that number.",
  },
  audit: {
    retentionRange: "Keep the audit log for {min} to {max} days.",
  },
  staff: {
    ownerKeepsEverything: "The owner role keeps every permission, so someone can always manage staff.",
    lastOwner: "The store needs at least one active owner. Make someone else owner first.",
    roleTaken: "A role with this name exists already.",
    emailTaken: "This e-mail already has an account. Staff accounts are separate from shoppers' accounts.",
  },
  queues: {
    stateChanged: "It is {state} now, so this cannot be done. Reload to see where it stands.",
    dailyJobKept:
      "This job runs every day and schedules the next day's run when it runs, so it cannot be discarded. Let it run; if it fails, retry it once the cause is fixed.",
    notKept:
      "This message held a one-time code or link, which is not kept once sending failed. The shopper asks for a new one.",
  },
  returns: {
    selfShipped: "This return is self-shipped: there is no pickup to book or collect.",
    pickupDay: "Book the pickup for today or a day within the next {days} days.",
    notAwaitingPickup: "The item is {status}: a pickup can be booked only while the return is requested.",
    pickupNotBooked: "Book the pickup before marking the item picked up.",
    notReceivable:
      "The item is {status}: a parcel is received once picked up (or, self-shipped, while the return is requested).",
    alreadyReceived: "The parcel was already received.",
    notReceived: "Receive the parcel before recording its quality check.",
    alreadyChecked: "The quality check was already recorded: {result}.",
    noteRequired: "Say why the quality check failed: the shopper is sent this note.",
  },
  refunds: {
    notFailed: "Only a failed refund can be tried again; this one is {status}.",
    alreadyRetried: "This refund was already tried again ({retry}).",
    nothingLeft: "Nothing is left of the payment to give back.",
  },
  reviews: {
    rejectedReply: "A rejected review is not shown to anyone: publish it before replying.",
  },
  notFound: "Not found.",
  requestIdInvalid: "The request id must be a UUID made by the form.",
  /** A look-up's or a list's `after` that is no `next` this server answered. */
  badCursor: "This page link is not valid any more. Search again.",
  catalogue: {
    pricesReversed: "The highest price is below the lowest.",
    nameRequired: "Give the style a name of at least 3 characters.",
    colourCode: "Give the colour as #rrggbb.",
    hsnCode: "An HSN code has 4, 6 or 8 digits.",
    priceAboveMrp: "The selling price cannot be above the MRP.",
    eanInvalid: "An EAN has 13 digits, the last one its check digit.",
    reasonRequired: "Give a reason: it is kept with the change.",
    adjustNotZero: "Add or take away a number of units other than 0.",
    declarationsMissing: "Add the legal declarations a product page must show before publishing: {fields}.",
    notArticleType: "Choose an article type (a category of the third level), not a gender or a group.",
    unknownSizeChart: "There is no such size chart.",
    sizeTaken: "The style already has a size {size}.",
    eanTaken: "Another size already has this EAN.",
    stockChanged: "The units changed to {units} since the page was loaded. Check them and set again.",
    stockBelowZero: "Only {units} units are there: a centre cannot hold fewer than none.",
    stockRequestReused: "This request id was used for another change. Reload the page and try again.",
    unknownCentre: "There is no such fulfilment centre.",
    viewsRepeated: "Name each view once.",
    photoTooLarge: "The photograph is larger than {megabytes} MB.",
  },
  content: {
    url: "Give a path on this site (starting with /) or an https:// address.",
    unsafeHtml:
      "Only paragraphs, headings (h2-h4), lists, links, bold, italic, line breaks and spans are allowed, with no attributes but href, id and class.",
    altRequired: "Describe the picture for shoppers who cannot see it.",
    slideRequired: "A banner carousel needs at least one slide.",
    titleRequired: "Give the page a title.",
    key: "A document key has lower-case letters, digits and hyphens only.",
    noDraft: "There is no draft to publish: save one first.",
    scheduleInPast: "Choose a time in the future.",
    scheduleTooFar: "A publish can be scheduled at most {days} days ahead.",
    noSchedule: "No publish is scheduled for this document.",
  },
  customers: {
    queryTooShort: "Type at least 2 characters: a phone number, an e-mail or the start of a name.",
    reasonRequired: "Give a reason: it is kept in the audit log.",
    pointsNotZero: "Give a number of points other than 0: positive adds, negative takes away.",
    alreadyBlocked: "This shopper's sign-in is already blocked.",
    notBlocked: "This shopper's sign-in is not blocked.",
    pointsBelowZero: "The shopper has only {balance} points at this brand: the balance cannot go below zero.",
    requestReused: "This request id was used for another adjustment. Reload the page and try again.",
    unknownBrand: "There is no such brand.",
  },
} as const;
