import type { CancelResponse } from "@odin/contracts";
import { REASON_FIELDS } from "../order-changes/order-change-forms";

/** The cancel page's forms (spec 3 §4 "Cancel flow": reason, then refund, then complete). */
export const CANCEL_INTENTS = { reason: "cancel-reason", confirm: "cancel-confirm" } as const;

export const CANCEL_FIELDS = REASON_FIELDS;

export const cancelPath = (orderId: string, itemId: number | string) =>
  `/orderdetails/${orderId}/cancel/${itemId}`;

type Field = (typeof CANCEL_FIELDS)[keyof typeof CANCEL_FIELDS];

/**
 * What the route action answers: the reason step checked (the refund step comes next, carrying the
 * reason and comment in hidden fields), the cancel done (the complete step), or a refusal shown on
 * the step that was posted.
 */
export type CancelAnswer =
  | { step: "refund"; reasonId: string; comment: string }
  | { step: "complete"; cancelled: CancelResponse }
  | {
      step: "reason" | "refund";
      refused: true;
      message?: string;
      fieldErrors: Partial<Record<Field, string>>;
      reasonId: string;
      comment: string;
    };
