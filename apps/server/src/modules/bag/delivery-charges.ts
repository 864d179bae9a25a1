import { type DeliveryChargesResponse, formatMessage, formatRupees } from "@odin/contracts";
import type { BagConfig } from "../../platform/config-bag";

/** The delivery charge rule as /delivery_charges explains it (spec 3 §2), from the operator's settings. */
export function deliveryChargeRules(config: BagConfig): DeliveryChargesResponse {
  const amount = formatRupees(config.freeDeliveryAbove);
  const charge = formatRupees(config.deliveryCharge);
  return {
    charge: config.deliveryCharge,
    freeAbove: config.freeDeliveryAbove,
    codCharge: config.codCharge,
    rules: [
      formatMessage.deliveryCharge("free", { amount }),
      formatMessage.deliveryCharge("charge", { amount, charge }),
      formatMessage.deliveryCharge("afterDiscounts", {}),
      formatMessage.deliveryCharge("cod", { charge: formatRupees(config.codCharge) }),
      formatMessage.deliveryCharge("gst", {}),
    ],
  };
}
