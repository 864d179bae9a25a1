import { z } from "zod";
import { pincodeProblem } from "../catalog/input-rules";

/** The pincode box (spec 2 §5) for servers: the rules of `pincodeProblem`. */
export const pincodeInput = z.string().superRefine((value, context) => {
  const message = pincodeProblem(value);
  if (message) context.addIssue({ code: "custom", message });
});
