import { z } from "zod";
import type { BaseEnv, EnvOf } from "./config-env";

/** `hsnPrefix=ratePercent` pairs, comma-separated, e.g. `4202=18,5407=5`. */
export const hsnRates = z.string().transform((value, ctx) => {
  const rates: Record<string, number> = {};
  for (const pair of value.split(",").map((item) => item.trim())) {
    if (pair === "") continue;
    const match = /^(\d{2,8})=(0|0\.25|3|5|18|40)$/.exec(pair);
    if (!match?.[1] || !match[2]) {
      ctx.addIssue({ code: "custom", message: `"${pair}" is not <HSN prefix>=<0|0.25|3|5|18|40>` });
      return z.NEVER;
    }
    rates[match[1]] = Number(match[2]);
  }
  return rates;
});

const paise = z.coerce.number().int().min(0).max(10_000_000);

/** The bag's environment variables (read with the others by config.ts). */
export const bagEnv = {
  ODIN_DELIVERY_CHARGE_PAISE: paise.default(9_900),
  ODIN_FREE_DELIVERY_ABOVE_PAISE: paise.default(99_900),
  ODIN_COD_CHARGE_PAISE: paise.default(4_900),
  ODIN_SERVICE_GST_RATE: z.coerce.number().min(0).max(40).default(18),
  ODIN_GST_HSN_RATES: hsnRates.prefault(""),
  /** Largest amount collected by cash on delivery (₹50,000). // value not given by the spec */
  ODIN_COD_MAX_PAISE: paise.default(5_000_000),
  /** Pincodes where cash on delivery is not offered, comma-separated. */
  ODIN_COD_BLOCKED_PINCODES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    )
    .pipe(z.array(z.string().regex(/^[1-9]\d{5}$/, { error: "a pincode is 6 digits, not starting with 0" }))),
};

/** What the bag charges and the GST rates it applies besides the notified ones (decision 28). */
export interface BagConfig {
  /** Delivery charge of a bag worth less than `freeDeliveryAbove` after discounts, paise. */
  deliveryCharge: number;
  freeDeliveryAbove: number;
  codCharge: number;
  /** GST % contained in the delivery and COD charges. */
  serviceGstRate: number;
  /** Rates by HSN prefix that replace or extend the default table. */
  hsnRates: Record<string, number>;
  /** Where cash on delivery is refused (decision 30). */
  cod: { maxAmount: number; blockedPincodes: ReadonlySet<string> };
}

type Env = BaseEnv & EnvOf<typeof bagEnv>;

export function bagConfig(env: Env): BagConfig {
  return {
    deliveryCharge: env.ODIN_DELIVERY_CHARGE_PAISE,
    freeDeliveryAbove: env.ODIN_FREE_DELIVERY_ABOVE_PAISE,
    codCharge: env.ODIN_COD_CHARGE_PAISE,
    serviceGstRate: env.ODIN_SERVICE_GST_RATE,
    hsnRates: env.ODIN_GST_HSN_RATES,
    cod: { maxAmount: env.ODIN_COD_MAX_PAISE, blockedPincodes: new Set(env.ODIN_COD_BLOCKED_PINCODES) },
  };
}
