import { onAfterLogin, onAfterLogout } from "../auth/after-login";

/**
 * The header badge's count comes with the root loader's data (spec 1 §2), which reloads after every
 * form post (ADD TO BAG, a removal) and, through this flag, at the next navigation or revalidation
 * after a login or logout in this page: at sign-in the server merges the guest bag into the
 * shopper's (spec 3 §6), at sign-out the device's bag is gone (spec 1 §4). A login on a checkout
 * path leaves the bag alone (spec 1 §4).
 */
let sessionChanged = false;

onAfterLogin(({ onCheckoutPath }) => {
  if (!onCheckoutPath) sessionChanged = true;
});
onAfterLogout(() => {
  sessionChanged = true;
});

/** True once after a login or logout: the root loader's bag count must be read again. */
export function takeSessionChange(): boolean {
  const changed = sessionChanged;
  sessionChanged = false;
  return changed;
}
