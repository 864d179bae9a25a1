import { createHmac } from "node:crypto";
import { deriveKey, sameSecret } from "../../platform/secrets";

/**
 * The code a store pickup is handed over against (decision 65). The shopper gets it in the SMS and
 * e-mail that tell them the order is packed and ready; the store's desk asks for it before handing
 * the parcel over, so the parcel goes to whoever placed the order, not to whoever knows its number.
 *
 * Nothing is stored: the code is six digits of an HMAC of the order number under a key derived from
 * the session secret, so it cannot be worked out from the order number, and the same order always
 * has the same code. With a generated secret (demo mode) the codes change when the store restarts,
 * as its sessions do.
 */
export interface PickupCodes {
  /** The order's code, six digits. */
  of(orderNumber: string): string;
  /** Whether `given` is the order's code (spaces ignored; compared in constant time). */
  matches(orderNumber: string, given: string): boolean;
}

const DIGITS = 6;

export function createPickupCodes(sessionSecret: string): PickupCodes {
  const key = deriveKey(sessionSecret, "store-pickup-code");
  const of = (orderNumber: string) => {
    const mac = createHmac("sha256", key).update(orderNumber).digest();
    return String(mac.readUInt32BE(0) % 10 ** DIGITS).padStart(DIGITS, "0");
  };
  return {
    of,
    matches: (orderNumber, given) => sameSecret(of(orderNumber), given.replace(/\s+/g, "")),
  };
}
