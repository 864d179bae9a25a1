import { cancelRequest, MESSAGES, RETURNS } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { CANCEL_FIELDS, CANCEL_INTENTS, type CancelAnswer, cancelPath } from "./cancel-forms";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * The cancel page's two forms (decision 26): the reason step is checked here (a reason chosen, the
 * comment at most 255 characters) and answered with the refund step; the refund step's CANCEL ITEM
 * posts the reason and comment again (hidden fields) and cancels through the same service as
 * `POST /api/cancel`, answered with the complete step; a refusal answers its problem's status, as
 * that call does.
 */
export async function cancelAction({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  const orderId = params.orderId ?? "";
  const itemId = params.itemId ?? "";
  if (!context.shopper) throw redirect(cancelPath(orderId, itemId), { status: 303, headers });
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const reasonId = formText(form, CANCEL_FIELDS.reasonId).slice(0, 4);
  const comment = formText(form, CANCEL_FIELDS.comment).slice(0, RETURNS.cancelCommentMaxChars + 100);
  const step = intent === CANCEL_INTENTS.confirm ? "refund" : "reason";
  const refuse = (failure: { message?: string; fieldErrors?: CancelAnswerErrors }, status = 400) =>
    data<CancelAnswer>(
      { step, refused: true, fieldErrors: failure.fieldErrors ?? {}, reasonId, comment, ...failure },
      { status, headers },
    );
  const parsed = cancelRequest.safeParse({
    orderId,
    itemId: Number(itemId),
    reasonId: Number(reasonId),
    comment,
  });
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const fieldErrors: CancelAnswerErrors = {
      ...(fields.has("reasonId") ? { reasonId: MESSAGES.cancel.chooseReason } : {}),
      ...(fields.has("comment") ? { comment: commentProblem(parsed.error.issues) } : {}),
    };
    if (Object.keys(fieldErrors).length === 0) return refuse({ message: MESSAGES.cancel.unknownItem }, 404);
    return refuse({ fieldErrors });
  }
  if (intent === CANCEL_INTENTS.reason)
    return data<CancelAnswer>({ step: "refund", reasonId, comment: parsed.data.comment }, { headers });
  if (intent !== CANCEL_INTENTS.confirm) return refuse({ message: MESSAGES.generic.somethingWentWrong });
  const cancelled = await context.services.cancellations.cancel(parsed.data);
  if (!cancelled.ok) {
    if (cancelled.problem.name === "signInRequired")
      throw redirect(cancelPath(orderId, itemId), { status: 303, headers });
    return refuse({ message: cancelled.problem.detail }, cancelled.problem.status);
  }
  return data<CancelAnswer>({ step: "complete", cancelled: cancelled.value }, { headers });
}

type CancelAnswerErrors = Partial<Record<"reasonId" | "comment", string>>;

function commentProblem(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues.find((issue) => issue.path[0] === "comment")?.message ?? MESSAGES.generic.somethingWentWrong;
}
