import type { ReturnResponse } from "@odin/contracts";
import type { FormAnswer } from "../../lib/form-answer";
import { REASON_FIELDS } from "../order-changes/order-change-forms";

/**
 * The return page's forms (spec 3 §4 "Return flow": reason, then modes with the return-address step,
 * then refund with the add-bank-transfer-details step, then complete). Each step posts what was chosen
 * so far in hidden fields, so the flow keeps its state without scripts (decision 49). No zod here
 * (decision 13).
 */
export const RETURN_INTENTS = {
  reason: "return-reason",
  mode: "return-mode",
  confirm: "return-confirm",
} as const;

export const RETURN_FIELDS = {
  ...REASON_FIELDS,
  returnMode: "returnMode",
  addressId: "addressId",
  neftId: "neftId",
} as const;

export type ReturnField = (typeof RETURN_FIELDS)[keyof typeof RETURN_FIELDS];

/** What the shopper chose so far, as posted ("" when not chosen yet). */
export type ReturnChoices = Record<ReturnField, string>;

export const NO_CHOICES: ReturnChoices = {
  reasonId: "",
  comment: "",
  returnMode: "",
  addressId: "",
  neftId: "",
};

export const returnPath = (orderId: string, itemId: number | string) =>
  `/orderdetails/${orderId}/return/${itemId}`;
export const returnFormPath = (orderId: string, itemId: number | string) =>
  `${returnPath(orderId, itemId)}/form`;

/** The step the page shows next, with the choices carried on; a refusal stays on its step with its messages. */
export type ReturnAnswer =
  | {
      step: "reason" | "mode" | "refund";
      choices: ReturnChoices;
      message?: string;
      fieldErrors?: Partial<Record<ReturnField, string>>;
    }
  | { step: "complete"; made: ReturnResponse };

/** A bank-transfer form's answer on the refund step (the bank-transfer form reads its own part). */
export type ReturnPageAnswer = ReturnAnswer | (FormAnswer & ReturnAnswer);
