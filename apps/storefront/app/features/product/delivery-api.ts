import { type DeliveryInfo, MESSAGES, routes, type StoresResponse } from "@odin/contracts";
import type { ApiResult } from "../../lib/api/types";
import { browserApi } from "../../lib/browser-api";

/** What a delivery or store look-up shows: loading, the answer, or a message. */
export type Lookup<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "failed"; message: string };

/** An unknown pincode (404) cannot be delivered to; anything else that failed is a generic error. */
function failure(result: ApiResult<unknown>): Lookup<never> {
  const message = result.status === 404 ? MESSAGES.pincode.notDelivered : MESSAGES.generic.somethingWentWrong;
  return { status: "failed", message };
}

/** `GET /api/delivery_info`; a size that reaches the pincode by no mode counts as not delivered. */
export async function fetchDeliveryInfo(pincode: string, skuId: number): Promise<Lookup<DeliveryInfo>> {
  const result = await browserApi().call(routes.deliveryInfo, { pincode, skuId, defaultRequired: "true" });
  if (!result.ok) return failure(result);
  if (!result.data.serviceable || result.data.deliveryOptions.length === 0) {
    return { status: "failed", message: MESSAGES.pincode.notDelivered };
  }
  return { status: "ready", value: result.data };
}

/** `POST /api/shipping/v3/stores`: stores near the pincode holding the size, nearest first. */
export async function fetchStores(pincode: string, skuId: number): Promise<Lookup<StoresResponse["stores"]>> {
  const result = await browserApi().call(routes.stores, { skuId, pincode });
  return result.ok ? { status: "ready", value: result.data.stores } : failure(result);
}
