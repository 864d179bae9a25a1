import { formatCount, LABELS } from "@odin/contracts";

/** "24 of 1,234 styles" (spec 2 §2 "x of N styles"). */
export const shownOfTotal = (shown: number, total: number) =>
  LABELS.listing.shownOfTotal.replace("{shown}", formatCount(shown)).replace("{total}", formatCount(total));

export const listingDescription = (title: string, total: number) =>
  LABELS.listing.metaDescription.replace("{title}", title).replace("{total}", formatCount(total));
