import { MESSAGES, pincodeInput } from "@odin/contracts";

/**
 * The contracts' pincode rule (spec 2 §5). It brings zod with it, so the pincode box loads this
 * module only when a pincode is first checked (`import()`), keeping zod out of the product page's
 * first-load JavaScript.
 */
export function pincodeProblem(value: string): string | undefined {
  const parsed = pincodeInput.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? MESSAGES.pincode.invalid);
}
