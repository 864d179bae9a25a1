export { OWNER } from "./bag.routes";
export type { BagOwner, BagService, LockedBag } from "./bag.service";
export { bagOwnerOf } from "./bag-session";
export { isBuyable } from "./bag-view";
export { gstContained, storeGstRates } from "./gst-rules";
export type { PricedBag } from "./pricing-rules";
