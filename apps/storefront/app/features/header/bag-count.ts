import { onAfterLogin, onAfterLogout } from "../auth/after-login";

/**
 * The header badge's count comes with the root loader's data (spec 1 §2), which reloads after every
 * form post (ADD TO BAG, a removal) and, through this flag, at the next navigation or revalidation
 * after a login or logout in this page: at sign-in the server merges the guest bag into the
 * shopper's (spec 3 §6), at sign-out the device's bag is gone (spec 1 §4). A login on a checkout
 * path leaves the bag alone (spec 1 §4). The flag stays up until the root's data has been read
 * again: React Router may ask the root's `shouldRevalidate` more than once for one navigation.
 */
let sessionChanged = false;

onAfterLogin(({ onCheckoutPath }) => {
  if (!onCheckoutPath) sessionChanged = true;
});
onAfterLogout(() => {
  sessionChanged = true;
});

/** A login or logout happened since the root loader's data was last read: read it again. */
export function sessionChangedSinceRootLoad(): boolean {
  return sessionChanged;
}

/** The root loader's data has been read (the root component got new data). */
export function rootDataLoaded(): void {
  sessionChanged = false;
}
