import { LABELS, MESSAGES, type Navigation } from "@odin/contracts";
import { useCallback, useRef, useState } from "react";
import { browserApi } from "../../lib/browser-api";

/** The whole navigation, once fetched in this page. */
let fetched: Navigation | undefined;

export interface NavigationTree {
  navigation: Navigation;
  /** True once the level-3 links are here. */
  complete: boolean;
  /** What an opened sub-menu shows while the links load, or after they failed to. */
  status: string | undefined;
  /** Fetches the links if they are not here yet; called when a menu is first used. */
  load(): void;
}

/**
 * Pages rendered for phones carry the navigation's outline (`navigationOutline`): both the drawer
 * and the desktop bar draw their sub-menus only when opened, so the page need not carry their links.
 * The first opening fetches the whole tree from `GET /api/v2/header?platform=desktop`, the document
 * the root loader reads; a failed fetch is tried again at the next opening.
 */
export function useNavigationTree(navigation: Navigation, complete: boolean): NavigationTree {
  const [full, setFull] = useState<Navigation | undefined>(fetched);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const loading = useRef(false);

  const load = useCallback(() => {
    if (complete || full || loading.current) return;
    loading.current = true;
    setState("loading");
    void browserApi()
      .get<Navigation>("/api/v2/header", { query: { platform: "desktop" } })
      .then((result) => {
        loading.current = false;
        if (!result.ok) return setState("failed");
        fetched = result.data;
        setFull(result.data);
      });
  }, [complete, full]);

  if (complete) return { navigation, complete, status: undefined, load };
  return {
    navigation: full ?? navigation,
    complete: full !== undefined,
    status: full ? undefined : state === "failed" ? MESSAGES.generic.oopsTryLater : LABELS.header.loading,
    load,
  };
}

/** Test support: forget the tree fetched by an earlier test. */
export function forgetFetchedNavigationForTests(): void {
  fetched = undefined;
}
