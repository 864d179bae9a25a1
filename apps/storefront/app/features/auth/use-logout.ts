import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { browserStorage } from "../../lib/api/storage";
import { browserApi } from "../../lib/browser-api";
import { pageShell } from "./page-shell";

/**
 * The header's Sign Out: the logout code loads when it is pressed (it is rare, and every page
 * carries the header).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  return useCallback(async () => {
    const { logout } = await import("./logout");
    await logout({
      api: browserApi(),
      local: browserStorage("localStorage"),
      session: browserStorage("sessionStorage"),
      pathname,
      navigate: (to) => navigate(to),
      revalidate: () => revalidator.revalidate(),
      shell: pageShell,
    });
  }, [navigate, pathname, revalidator]);
}
