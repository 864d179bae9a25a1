import { useEffect, useRef } from "react";

/**
 * The header's panels that may not be open together (spec 2 §2 "Header (mobile)"): opening the menu
 * closes the search and the brand menu, opening the search closes the menus, and the brand menu and
 * the main menu exclude each other; the login modal closes them all, the mini-bag popup included. A
 * panel announces its opening; every other panel closes itself.
 */
export type HeaderPanel = "menu" | "brand-menu" | "search" | "login" | "mini-bag";

const PANEL_OPENED = "odin:header-panel-opened";

export function announcePanelOpened(panel: HeaderPanel): void {
  window.dispatchEvent(new CustomEvent<HeaderPanel>(PANEL_OPENED, { detail: panel }));
}

/** Calls `close` whenever another header panel opens. */
export function useClosedByOtherPanels(panel: HeaderPanel, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const onOpened = (event: Event) => {
      if ((event as CustomEvent<HeaderPanel>).detail !== panel) latest.current();
    };
    window.addEventListener(PANEL_OPENED, onOpened);
    return () => window.removeEventListener(PANEL_OPENED, onOpened);
  }, [panel]);
}
