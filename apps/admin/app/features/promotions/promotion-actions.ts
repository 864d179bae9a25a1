import { adminRoutes } from "@odin/contracts";
import { redirect } from "react-router";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import { field } from "../catalogue/catalogue-forms";
import { type FieldErrors, fieldErrorsOf } from "../catalogue/field-errors";
import { promotionCreateOf, promotionUpdateOf } from "./promotion-form";

/**
 * What staff change on promotions, each a form: a new promotion (answered by its page), and on a
 * promotion's page its rules, pausing, resuming and ending, each posted with its `intent`. Each needs
 * promotions:write. A refusal keeps what was typed, and names the fields at fault (the server names
 * the field of a taken code or a limit below the uses in `data.field`).
 */

export const PROMOTIONS_WRITE = "promotions:write";

export const PROMOTION_INTENTS = ["edit", "pause", "resume", "end"] as const;
export type PromotionIntent = (typeof PROMOTION_INTENTS)[number];

export type PromotionAnswer = {
  intent: PromotionIntent | "create";
} & (
  | { done: string; error?: undefined; fields?: undefined }
  | { error: string; fields?: FieldErrors; done?: undefined }
);

const COULD_NOT: Record<PromotionAnswer["intent"], string> = {
  create: "The promotion was not created.",
  edit: "The promotion was not saved.",
  pause: "The promotion was not paused.",
  resume: "The promotion was not resumed.",
  end: "The promotion was not ended.",
};

const DONE: Record<Exclude<PromotionIntent, "edit">, string> = {
  pause: "Paused: it applies nowhere, and shoppers no longer see it, until it is resumed.",
  resume: "Resumed: it applies again in shoppers' bags.",
  end: "Ended: it applies nowhere, and can no longer change.",
};

const isIntent = (value: unknown): value is PromotionIntent =>
  PROMOTION_INTENTS.some((intent) => intent === value);

/** The form's problems in one sentence: the one problem, or how many fields to look at. */
function problemsOf(fields: FieldErrors): string {
  const messages = Object.values(fields).filter((message): message is string => message !== undefined);
  return messages.length === 1 ? (messages[0] ?? "") : `Check the ${messages.length} fields marked below.`;
}

/** A refusal of the server, in the form's words, its field marked when the server names one. */
function refused(intent: PromotionAnswer["intent"], error: unknown): PromotionAnswer {
  if (!(error instanceof ApiFailure)) throw error;
  const named = typeof error.data?.field === "string" ? { [error.data.field]: error.detail } : undefined;
  const fields = named ?? fieldErrorsOf(error);
  return { intent, error: `${COULD_NOT[intent]} ${error.detail}`, ...(fields ? { fields } : {}) };
}

/** Whether the staff member may change promotions; the answer that says not, otherwise. */
async function writeRefusal(request: Request, intent: PromotionAnswer["intent"]) {
  const session = await currentSession(request);
  if (mayUse(session.staff.permissions, PROMOTIONS_WRITE)) return undefined;
  return { intent, error: `${COULD_NOT[intent]} ${refusal(PROMOTIONS_WRITE).detail}` };
}

/** Creates a promotion from the new promotion's form, and opens its page. */
export async function createAction(request: Request): Promise<PromotionAnswer | Response> {
  const form = await request.formData();
  const denied = await writeRefusal(request, "create");
  if (denied) return denied;
  const read = promotionCreateOf(form);
  if (read.fields)
    return { intent: "create", error: `${COULD_NOT.create} ${problemsOf(read.fields)}`, fields: read.fields };
  try {
    const page = await api.call(adminRoutes.promotionCreate, read.body, { request });
    return redirect(`/promotions/${page.promotion.promotionId}`);
  } catch (error) {
    return refused("create", error);
  }
}

/** Answers one of a promotion's page's forms. */
export async function promotionAction(request: Request, promotionId: string): Promise<PromotionAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw new Response("This form was not made by this page.", { status: 400 });
  const denied = await writeRefusal(request, intent);
  if (denied) return denied;
  const options = { params: { promotionId }, request };
  try {
    switch (intent) {
      case "edit": {
        const read = promotionUpdateOf(form, field(form, "keepsStyles") === "yes");
        if (read.fields)
          return { intent, error: `${COULD_NOT.edit} ${problemsOf(read.fields)}`, fields: read.fields };
        await api.call(adminRoutes.promotionUpdate, read.body, options);
        return { intent, done: "The promotion is saved. Shoppers' bags follow at once." };
      }
      case "pause":
        await api.call(adminRoutes.promotionPause, undefined, options);
        return { intent, done: DONE.pause };
      case "resume":
        await api.call(adminRoutes.promotionResume, undefined, options);
        return { intent, done: DONE.resume };
      case "end":
        await api.call(adminRoutes.promotionEnd, undefined, options);
        return { intent, done: DONE.end };
    }
  } catch (error) {
    return refused(intent, error);
  }
}
