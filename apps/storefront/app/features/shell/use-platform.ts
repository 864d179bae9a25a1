import type { Platform } from "@odin/contracts";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";

/**
 * The device class the page was rendered for (decision 11): controls that this device hides are
 * drawn on first use instead of up front. Desktop outside the root route (tests).
 */
export function usePlatform(): Platform {
  return useRouteLoaderData<typeof rootLoader>("root")?.platform ?? "desktop";
}
