import { MESSAGES, type ReturnDetailsResponse, type ReturnProblem, returnRequest } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { saveBankTransfer } from "../bank-transfer/bank-transfer-actions.server";
import { BANK_TRANSFER_INTENT } from "../bank-transfer/bank-transfer-forms";
import {
  RETURN_FIELDS,
  RETURN_INTENTS,
  type ReturnAnswer,
  type ReturnChoices,
  type ReturnField,
  returnPath,
} from "./return-forms";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

/** The step a refused return goes back to: where the choice it names is made. */
const STEP_OF: Partial<Record<ReturnProblem, "mode" | "refund">> = {
  selfShipOff: "mode",
  addressRequired: "mode",
  unknownAddress: "mode",
  notEligibleForPickup: "mode",
};

function postedChoices(form: FormData): ReturnChoices {
  const text = (field: ReturnField, max: number) => formText(form, RETURN_FIELDS[field]).slice(0, max);
  return {
    reasonId: text("reasonId", 4),
    comment: text("comment", 1_000),
    returnMode: text("returnMode", 16),
    addressId: text("addressId", 12),
    neftId: text("neftId", 12),
  };
}

/** The return request the choices make, checked by the same schema as `POST /api/returns`. */
function requestOf(orderId: string, itemId: string, choices: ReturnChoices) {
  return returnRequest.safeParse({
    orderId,
    itemId: Number(itemId),
    reasonId: Number(choices.reasonId),
    comment: choices.comment,
    returnMode: choices.returnMode || undefined,
    ...(choices.addressId ? { address: { addressId: Number(choices.addressId) } } : {}),
    ...(choices.neftId ? { neftId: Number(choices.neftId) } : {}),
  });
}

/** The mode step's own check: an offered mode, and for a pickup an address a courier serves. */
function modeProblem(details: ReturnDetailsResponse, choices: ReturnChoices): string | undefined {
  if (!details.returnModes.some((mode) => mode.mode === choices.returnMode))
    return MESSAGES.returns.selfShipOff;
  if (choices.returnMode !== "REVERSEPICKUP") return undefined;
  const address = details.addresses.find((candidate) => String(candidate.id) === choices.addressId);
  if (!address) return MESSAGES.returns.chooseAddress;
  return address.pickupEligible ? undefined : MESSAGES.returns.notEligibleForPickup;
}

/**
 * The return page's forms (decision 26): the reason step (a reason, a comment of at most 500
 * characters), the mode step (reverse pickup from an address a courier serves, or self-ship while its
 * flag is on), the bank-transfer details saved on the refund step, and RETURN ITEM, which returns the
 * item through the same service as `POST /api/returns`. A refusal keeps every choice and says why;
 * it never shows made-up data.
 */
export async function returnAction({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  const orderId = params.orderId ?? "";
  const itemId = params.itemId ?? "";
  if (!context.shopper) throw redirect(returnPath(orderId, itemId), { status: 303, headers });
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const choices = postedChoices(form);
  const answer = (value: ReturnAnswer, status = 200) => data<ReturnAnswer>(value, { status, headers });
  const parsed = requestOf(orderId, itemId, choices);
  const fields = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  if (fields.has("reasonId") || fields.has("comment")) {
    const comment = parsed.error?.issues.find((issue) => issue.path[0] === "comment")?.message;
    const fieldErrors = {
      ...(fields.has("reasonId") ? { reasonId: MESSAGES.returns.chooseReason } : {}),
      ...(comment ? { comment } : {}),
    };
    return answer({ step: "reason", choices, fieldErrors }, 400);
  }
  if (intent === RETURN_INTENTS.reason)
    return answer({
      step: "mode",
      choices: { ...choices, returnMode: choices.returnMode || "REVERSEPICKUP" },
    });
  if (intent === RETURN_INTENTS.mode) {
    const details = await context.services.returns.details({ orderId, itemId: Number(itemId) });
    if (!details.ok) return answer({ step: "mode", choices, message: details.problem.detail }, 400);
    const problem = modeProblem(details.value, choices);
    if (problem) return answer({ step: "mode", choices, fieldErrors: { addressId: problem } }, 400);
    return answer({ step: "refund", choices });
  }
  if (intent === BANK_TRANSFER_INTENT) {
    const saved = await saveBankTransfer(form, context);
    const neftId = saved.saved ? String(saved.saved.id) : choices.neftId;
    return data(
      { ...saved.answer.data, step: "refund" as const, choices: { ...choices, neftId } },
      saved.answer.init ?? { headers },
    );
  }
  if (intent !== RETURN_INTENTS.confirm || !parsed.success)
    return answer({ step: "refund", choices, message: MESSAGES.returns.submitFailed }, 400);
  const made = await context.services.returns.makeReturn(parsed.data);
  if (made.ok) return answer({ step: "complete", made: made.value });
  if (made.problem.name === "signInRequired")
    throw redirect(returnPath(orderId, itemId), { status: 303, headers });
  const step = STEP_OF[made.problem.name] ?? "refund";
  // The problem's status, as `POST /api/returns` answers it.
  return answer({ step, choices, message: made.problem.detail }, made.problem.status);
}
