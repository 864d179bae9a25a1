import {
  MESSAGES,
  STORE_LOCATOR,
  type StorefrontServices,
  type StoresListRequest,
  storesListRequest,
} from "@odin/contracts";
import type { AppLoadContext } from "react-router";
import { STORE_SEARCH_KEYS, type StoreLocatorView, type StoreSearchResult } from "./store-search";

/** Where a shopper is, when the query string holds a usable latitude and longitude. */
export function locationOf(params: URLSearchParams): { latitude: number; longitude: number } | undefined {
  const latitudeText = params.get(STORE_SEARCH_KEYS.latitude);
  const longitudeText = params.get(STORE_SEARCH_KEYS.longitude);
  if (!latitudeText || !longitudeText) return undefined;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  const onEarth = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return Number.isFinite(latitude) && Number.isFinite(longitude) && onEarth
    ? { latitude, longitude }
    : undefined;
}

async function search(services: StorefrontServices, request: StoresListRequest): Promise<StoreSearchResult> {
  const found = await services.storeLocator.storesList(request);
  if (!found.ok) return { state: "noStores", message: found.problem.detail };
  const { stores, currentLocation } = found.value;
  if (stores.length === 0) return { state: "noStores", message: MESSAGES.storeLocator.noStores };
  return { state: "list", pincode: currentLocation.pincode, centre: currentLocation.coordinates, stores };
}

/** The search of a query string, checked with the REST route's own contract (the pincode rules of spec 2 §5). */
async function searchOf(
  params: URLSearchParams,
  { services, log }: AppLoadContext,
): Promise<{ pincodeError: string | null; result: StoreSearchResult }> {
  if (!params.has(STORE_SEARCH_KEYS.pincode)) return { pincodeError: null, result: { state: "placeholder" } };
  const parsed = storesListRequest.safeParse({
    brandName: params.get(STORE_SEARCH_KEYS.brand) ?? "",
    pinCode: params.get(STORE_SEARCH_KEYS.pincode) ?? "",
  });
  if (!parsed.success) {
    const pincodeIssue = parsed.error.issues.find((issue) => issue.path[0] === "pinCode");
    if (pincodeIssue) return { pincodeError: pincodeIssue.message, result: { state: "placeholder" } };
    // A brand name no brand can have: no stores.
    return { pincodeError: null, result: { state: "noStores", message: MESSAGES.storeLocator.noStores } };
  }
  try {
    return { pincodeError: null, result: await search(services, parsed.data) };
  } catch (error) {
    log.error({ err: error }, "the store search failed");
    return { pincodeError: null, result: { state: "noStores", message: MESSAGES.storeLocator.noStores } };
  }
}

/** What the pincode box shows back of what was sent: enough for any typing mistake, never a page of text. */
const PINCODE_ECHO_LENGTH = 20;

export type StoreLocatorLoad =
  | { kind: "view"; view: StoreLocatorView }
  /** "Use my location" found its pincode: the search's own address. */
  | { kind: "redirect"; brand: string; pincode: string };

/**
 * The store locator for a query string: the brands for the form and the search's result. "Use my
 * location" (a latitude and longitude) answers the address of a search for the nearest pincode.
 */
export async function loadStoreLocator(url: URL, context: AppLoadContext): Promise<StoreLocatorLoad> {
  const params = url.searchParams;
  const { storeLocator } = context.services;
  const brand = (params.get(STORE_SEARCH_KEYS.brand) ?? "").slice(0, STORE_LOCATOR.brandNameMaxLength);
  const location = locationOf(params);
  let locationError: string | null = null;
  if (location) {
    const nearest = await storeLocator.nearestPincode(location);
    if (nearest.ok) return { kind: "redirect", brand, pincode: nearest.value };
    locationError = nearest.problem.detail;
  }
  const { pincodeError, result } = location
    ? { pincodeError: null, result: { state: "placeholder" } as const }
    : await searchOf(params, context);
  const { brands } = await storeLocator.brands();
  return {
    kind: "view",
    view: {
      brands,
      brand,
      pincode: location ? "" : (params.get(STORE_SEARCH_KEYS.pincode) ?? "").slice(0, PINCODE_ECHO_LENGTH),
      pincodeError,
      locationError,
      result,
      map: storeLocator.mapSettings(),
    },
  };
}
