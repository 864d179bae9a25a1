import type { Navigation } from "@odin/contracts";
import { useFetchedNavigation } from "./fetched-navigation";

export interface NavigationTree {
  navigation: Navigation;
  /** True once the level-3 links are here. */
  complete: boolean;
  /** What an opened sub-menu shows while the links load, or after they failed to. */
  status: string | undefined;
  /** Fetches the links if they are not here yet; called when a menu is first used. */
  load(): void;
}

const WHOLE_TREE = { platform: "desktop" };
const nothingToLoad = () => {};

/**
 * Pages rendered for phones carry the navigation's outline (`navigationOutline`): both the drawer
 * and the desktop bar draw their sub-menus only when opened, so the page need not carry their links.
 * The first opening fetches the whole tree from `GET /api/v2/header?platform=desktop`, the document
 * the root loader reads; a failed fetch is tried again at the next opening.
 */
export function useNavigationTree(navigation: Navigation, complete: boolean): NavigationTree {
  const whole = useFetchedNavigation(WHOLE_TREE);
  if (complete) return { navigation, complete, status: undefined, load: nothingToLoad };
  return {
    navigation: whole.navigation ?? navigation,
    complete: whole.navigation !== undefined,
    status: whole.status,
    load: whole.load,
  };
}
