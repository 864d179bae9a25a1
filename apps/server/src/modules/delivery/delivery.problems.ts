import { defineProblems, ERROR_CODES, MESSAGES, type ProblemName } from "@odin/contracts";

/** The delivery calls' expected failures (spec 2 §5, §8). Their HTTP statuses are chosen in delivery.routes.ts. */
export const deliveryProblems = defineProblems({
  /** A pincode outside the directory: nothing is delivered there. */
  unknownPincode: () => ({ code: ERROR_CODES.notFound, detail: MESSAGES.pincode.notDelivered }),
  unknownSku: () => ({ code: ERROR_CODES.notFound, detail: "No size with this sku id." }),
});

export type DeliveryProblem = ProblemName<typeof deliveryProblems>;
