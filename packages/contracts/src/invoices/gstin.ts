import { gstStateByCode } from "./gst-states";

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: the Luhn mod 36 algorithm the GST Network
 * uses (each character's value in 0-9A-Z, every second one doubled, the product's base-36 digits
 * summed).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const product = CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Whether a GSTIN has the 15-character shape, a known state code and the right check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_SHAPE.test(gstin) &&
    gstStateByCode(gstin.slice(0, 2)) !== undefined &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14)
  );
}
