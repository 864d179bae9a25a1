import { loyaltyMoreInfoQuery } from "@odin/contracts";
import type { AppLoadContext } from "react-router";
import { LOYALTY_BRAND_PARAM, type LoyaltyView, type MoreInfoView } from "./loyalty-view";

async function moreInfoOf(context: AppLoadContext, brandName: string): Promise<MoreInfoView> {
  const query = loyaltyMoreInfoQuery.safeParse({ brandName });
  if (!query.success) return { brandName, problem: query.error.issues[0]?.message ?? "" };
  const info = await context.services.loyalty.moreInfo(query.data.brandName);
  return info.ok ? { brandName, info: info.value } : { brandName, problem: info.problem.detail };
}

/**
 * My Loyalty of /account (spec 3 §2 Loyalty) for the signed-in shopper, read on the server through
 * the same service as `/api/loyalty/*`: null while the loyalty flags are off; the failure state
 * ("Oops! Something went wrong while fetching Loyalty Data.") when the points cannot be read.
 */
export async function loadLoyalty(context: AppLoadContext, url: URL): Promise<LoyaltyView | null> {
  const { featureFlags, services, log } = context;
  if (!featureFlags.loyalty || !featureFlags.accountLoyalty) return null;
  try {
    const points = await services.loyalty.points();
    if (!points.ok) return { kind: "error" };
    const brandName = url.searchParams.get(LOYALTY_BRAND_PARAM);
    const moreInfo = brandName === null ? null : await moreInfoOf(context, brandName);
    return { kind: "points", points: points.value, moreInfo };
  } catch (error) {
    log.error({ err: error }, "loyalty points could not be read");
    return { kind: "error" };
  }
}
