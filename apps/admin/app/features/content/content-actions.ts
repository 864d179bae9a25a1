import {
  adminRoutes,
  type EditableContentKind,
  type NavigationDraft,
  type StaticPageDraft,
  type TemplateDraft,
} from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import { field } from "../catalogue/catalogue-forms";
import type { FieldErrors } from "../catalogue/field-errors";
import { contentFieldErrorsOf } from "./content-fields";
import { formatWhen } from "./content-words";

/**
 * What staff do on a document's page, each a form posted to the page's action with its `intent`:
 * save the draft (the editor's document), publish it now, schedule or call off its publish, or
 * discard it. Each needs content:write. A refused draft keeps what was typed and names its fields.
 */

export const CONTENT_WRITE = "content:write";

export const CONTENT_INTENTS = ["save", "publish", "schedule", "cancel-schedule", "discard"] as const;
export type ContentIntent = (typeof CONTENT_INTENTS)[number];

export type ContentAnswer = { intent: ContentIntent } & (
  | { done: string; error?: undefined; fields?: undefined }
  | { error: string; fields?: FieldErrors; done?: undefined }
);

const COULD_NOT: Record<ContentIntent, string> = {
  save: "The draft was not saved.",
  publish: "The draft was not published.",
  schedule: "The publish was not scheduled.",
  "cancel-schedule": "The scheduled publish was not called off.",
  discard: "The draft was not discarded.",
};

const isIntent = (value: unknown): value is ContentIntent =>
  CONTENT_INTENTS.some((intent) => intent === value);

/** The editor's document, as its form carries it; anything else is no form of this page. */
function documentOf(form: FormData): object {
  try {
    const parsed: unknown = JSON.parse(field(form, "document"));
    if (typeof parsed === "object" && parsed !== null) return parsed;
  } catch {
    // falls through to the refusal below
  }
  throw new Response("This form was not made by this page.", { status: 400 });
}

async function perform(
  intent: ContentIntent,
  form: FormData,
  kind: EditableContentKind,
  key: string,
  request: Request,
): Promise<{ done: string } | { fields: FieldErrors }> {
  const options = { params: { kind, key }, request };
  switch (intent) {
    case "save": {
      const body = documentOf(form);
      const saved = { params: { key }, request };
      // The editor drew the document from the page's typed one; the server checks every field.
      if (kind === "master_template")
        await api.call(adminRoutes.templateDraftSave, body as TemplateDraft, saved);
      else if (kind === "navigation")
        await api.call(adminRoutes.navigationDraftSave, body as NavigationDraft, saved);
      else await api.call(adminRoutes.staticPageDraftSave, body as StaticPageDraft, saved);
      return { done: "The draft is saved. Preview it, then publish it now or at a time." };
    }
    case "publish":
      await api.call(adminRoutes.contentPublish, undefined, options);
      return { done: "Published: shoppers see it within seconds." };
    case "schedule": {
      const typed = field(form, "publishAt");
      const at = new Date(typed);
      if (typed === "" || Number.isNaN(at.getTime()))
        return { fields: { publishAt: "Choose a date and a time." } };
      const page = await api.call(adminRoutes.contentSchedule, { publishAt: at.toISOString() }, options);
      return {
        done: `The draft will be published on ${formatWhen(page.schedule?.publishAt ?? at.toISOString())}.`,
      };
    }
    case "cancel-schedule":
      await api.call(adminRoutes.contentScheduleCancel, undefined, options);
      return { done: "The scheduled publish is called off. The draft stays." };
    case "discard":
      await api.call(adminRoutes.contentDraftDiscard, undefined, options);
      return { done: "The draft is discarded: the editor shows what shoppers see." };
  }
}

export async function contentAction(
  request: Request,
  kind: EditableContentKind,
  key: string,
): Promise<ContentAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw new Response("This form was not made by this page.", { status: 400 });
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, CONTENT_WRITE)) {
    return { intent, error: `${COULD_NOT[intent]} ${refusal(CONTENT_WRITE).detail}` };
  }
  try {
    const outcome = await perform(intent, form, kind, key, request);
    if ("done" in outcome) return { intent, done: outcome.done };
    const [message] = Object.values(outcome.fields);
    return { intent, error: `${COULD_NOT[intent]} ${message}`, fields: outcome.fields };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const fields = contentFieldErrorsOf(error);
    const count = Object.keys(fields ?? {}).length;
    const detail = count > 1 ? `Check the ${count} fields marked below.` : error.detail;
    return { intent, error: `${COULD_NOT[intent]} ${detail}`, ...(fields ? { fields } : {}) };
  }
}
