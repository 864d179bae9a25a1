import { FILTER_KEYS, type FilterGroup, type OmniRequest, type OmniResponse, routes } from "@odin/contracts";
import { startTransition, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { currentPincode, savePincode } from "../../lib/pincode";
import type { ListingPageData } from "./load-listing";

const OMNI_KEYS = new Set<string>([FILTER_KEYS.delivery, FILTER_KEYS.store]);
export const isOmniGroup = (group: FilterGroup) => OMNI_KEYS.has(group.filterType);

export type OmniStatus = "no-pincode" | "loading" | "ready" | "not-serviceable" | "failed";

export interface OmniFilters {
  /** False until the browser's pincode history has been read (the server cannot know it). */
  hydrated: boolean;
  pincode: string | undefined;
  status: OmniStatus;
  /** The delivery-time (p-dl) and nearby-store (p-st) groups for the pincode. */
  groups: FilterGroup[];
  choosePincode(pincode: string): void;
}

interface Answer {
  pincode: string;
  deeplinkurl: string;
  response?: OmniResponse;
}

/**
 * Delivery and store filters (spec 2 §4): a separate omni call with the shopper's pincode, repeated
 * when the listing changes. When the server already computed them for the same pincode (the
 * address holds p-dl or p-st), those are used.
 */
export function useOmniFilters(data: ListingPageData): OmniFilters {
  const { listing, deeplinkurl, brandDetails } = data;
  const [pincode, setPincode] = useState(listing.pincode);
  const [hydrated, setHydrated] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const revalidator = useRevalidator();
  const serverGroups = listing.filters.filterBy.filter(isOmniGroup);
  const fromServer = pincode !== undefined && pincode === listing.pincode && serverGroups.length > 0;

  // A transition: the page re-renders in slices the browser can interrupt, not in one long task.
  useEffect(() => {
    startTransition(() => {
      setPincode((known) => currentPincode() ?? known);
      setHydrated(true);
    });
  }, []);

  useEffect(() => {
    if (!pincode || fromServer) return;
    let live = true;
    const body: OmniRequest = { deeplinkurl, pincode };
    if (brandDetails) body.brandDetails = brandDetails;
    browserApi()
      .call(routes.omni, body)
      .then((result) => {
        if (live) setAnswer({ pincode, deeplinkurl, ...(result.ok ? { response: result.data } : {}) });
      });
    return () => {
      live = false;
    };
  }, [pincode, deeplinkurl, brandDetails, fromServer]);

  // While the next answer loads, the last one for the same pincode stays on screen.
  const usable = answer?.pincode === pincode ? answer : undefined;
  const settled = usable?.deeplinkurl === deeplinkurl;
  const status: OmniStatus = !pincode
    ? "no-pincode"
    : fromServer
      ? "ready"
      : !usable || (!settled && !usable.response)
        ? "loading"
        : !usable.response
          ? "failed"
          : usable.response.serviceable
            ? "ready"
            : "not-serviceable";

  return {
    hydrated,
    pincode,
    status,
    groups: fromServer ? serverGroups : (usable?.response?.filters.filterBy.filter(isOmniGroup) ?? []),
    choosePincode(next) {
      savePincode(next);
      setPincode(next);
      const params = new URLSearchParams(data.search);
      if ([...OMNI_KEYS].some((key) => params.has(key))) revalidator.revalidate();
    },
  };
}
