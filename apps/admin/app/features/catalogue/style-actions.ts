import { adminRoutes, formatRupees } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import {
  field,
  photoOrderOf,
  photoUploadOf,
  sizeAddOf,
  sizePriceOf,
  stockChangeOf,
  styleDeclarationsOf,
  styleUpdateOf,
} from "./catalogue-forms";
import { fieldsInWords, IMAGE_VIEWS, type ImageView, VIEW_LABELS } from "./catalogue-words";
import { type FieldErrors, fieldErrorsOf, fieldOfCode } from "./field-errors";

/**
 * What staff change on a style's page, each a form posted to the page's action with its `intent`:
 * the style's words and attributes, publishing, a size's prices, a new size, the style's legal
 * declarations, the stock of a size at a centre, and its photographs (a view's upload or removal, the
 * views the product page shows). Each needs catalogue:write. A refusal keeps what was typed in its
 * form, and names the fields at fault.
 */

export const CATALOGUE_WRITE = "catalogue:write";

export const STYLE_INTENTS = [
  "style",
  "publish",
  "unpublish",
  "size-price",
  "size-add",
  "declarations",
  "stock",
  "photo-upload",
  "photo-remove",
  "photo-order",
] as const;
export type StyleIntent = (typeof STYLE_INTENTS)[number];

export type StyleAnswer = {
  intent: StyleIntent;
  /**
   * The row whose form it answers: a size's id for its prices, `skuId-fcId` or "new" for stock, a view
   * for its photograph.
   */
  row?: string;
} & (
  | { done: string; error?: undefined; fields?: undefined; missing?: undefined; requestId?: string }
  | { error: string; fields?: FieldErrors; missing?: string[]; done?: undefined; requestId?: undefined }
);

const ID = /^[1-9]\d{0,9}$/;

const isIntent = (value: unknown): value is StyleIntent => STYLE_INTENTS.some((intent) => intent === value);

const COULD_NOT: Record<StyleIntent, string> = {
  style: "The style was not saved.",
  publish: "The style was not published.",
  unpublish: "The style was not unpublished.",
  "size-price": "The prices were not changed.",
  "size-add": "The size was not added.",
  declarations: "The declarations were not saved.",
  stock: "The stock was not changed.",
  "photo-upload": "The photograph was not uploaded.",
  "photo-remove": "The photograph was not removed.",
  "photo-order": "The views shown were not saved.",
};

/** Refusals the server names by a code that belong to one field of the form. */
const CODE_FIELDS: Partial<Record<StyleIntent, Record<string, string>>> = {
  style: { CATEGORY_NOT_ARTICLE_TYPE: "categoryId", UNKNOWN_SIZE_CHART: "sizeChartId" },
  "size-add": { SIZE_TAKEN: "size", EAN_TAKEN: "ean" },
  stock: { UNKNOWN_CENTRE: "fcId", STOCK_CHANGED: "units", STOCK_BELOW_ZERO: "units" },
  // The upload has one field: not a picture the server can read, or too large.
  "photo-upload": { VALIDATION_FAILED: "photo", PHOTO_TOO_LARGE: "photo" },
};

/** The form's problems in one sentence: the one problem, or how many fields to look at. */
function problemsOf(fields: FieldErrors): string {
  const messages = Object.values(fields).filter((message): message is string => message !== undefined);
  return messages.length === 1 ? (messages[0] ?? "") : `Check the ${messages.length} fields marked below.`;
}

/** The forms drawn once per row: a size's prices, a size's stock at a centre, a view's photograph. */
const ROW_INTENTS: readonly StyleIntent[] = ["size-price", "stock", "photo-upload", "photo-remove"];

/** The row a form is of: its size, its size and centre, or its view. */
function rowOf(intent: StyleIntent, form: FormData): string | undefined {
  return ROW_INTENTS.includes(intent) ? field(form, "row") || undefined : undefined;
}

/** The view of a photograph's form; any other is no form of this page. */
function viewOf(form: FormData): ImageView {
  const view = IMAGE_VIEWS.find((each) => each === field(form, "row"));
  if (!view) throw new Response("This form was not made by this page.", { status: 400 });
  return view;
}

/** The views shown, in words and in order: "Front, then Detail". */
const shownInWords = (views: readonly { view: ImageView; shown: boolean }[]) =>
  views
    .filter((entry) => entry.shown)
    .map((entry) => VIEW_LABELS[entry.view])
    .join(", then ");

/** What a form did, or the problems of its fields the page would not send. */
type Outcome =
  | { done: string; requestId?: string; fields?: undefined }
  | { fields: FieldErrors; done?: undefined };

async function perform(
  intent: StyleIntent,
  form: FormData,
  styleId: string,
  request: Request,
): Promise<Outcome> {
  const params = { styleId };
  const options = { params, request };
  switch (intent) {
    case "style": {
      const read = styleUpdateOf(form);
      if (read.fields) return read;
      const body = read.body;
      await api.call(adminRoutes.styleUpdate, body, options);
      return { done: "The style is saved." };
    }
    case "publish":
      await api.call(adminRoutes.stylePublish, undefined, options);
      return { done: "Published: shoppers can find the style and buy its sizes in stock." };
    case "unpublish":
      await api.call(adminRoutes.styleUnpublish, undefined, options);
      return { done: "Unpublished: shoppers no longer see the style on the storefront." };
    case "size-price": {
      const read = sizePriceOf(form);
      if (read.fields) return read;
      const body = read.body;
      const size = await api.call(adminRoutes.sizePrice, body, {
        params: { styleId, skuId: field(form, "skuId") },
        request,
      });
      return {
        done: `Size ${size.size} now has the MRP ${formatRupees(size.mrp)} and sells at ${formatRupees(size.price)}.`,
      };
    }
    case "size-add": {
      const read = sizeAddOf(form);
      if (read.fields) return read;
      const body = read.body;
      const size = await api.call(adminRoutes.sizeAdd, body, options);
      return {
        done: `Size ${size.size} is added at ${formatRupees(size.price)} (MRP ${formatRupees(size.mrp)}). Set its stock at a centre below.`,
      };
    }
    case "declarations": {
      const read = styleDeclarationsOf(form);
      if (read.fields) return read;
      const body = read.body;
      const view = await api.call(adminRoutes.styleDeclarationsUpdate, body, options);
      return {
        done:
          view.missing.length === 0
            ? "The declarations are saved: nothing the product page must show is missing."
            : `The declarations are saved. Publishing still needs: ${fieldsInWords(view.missing).join("; ")}.`,
      };
    }
    case "stock": {
      const read = stockChangeOf(form);
      if (read.fields) return read;
      const body = read.body;
      const answer = await api.call(adminRoutes.stockChange, body, options);
      const where = `Size ${field(form, "sizeName")} at ${field(form, "centreName")}`;
      const units = `${answer.units} ${answer.units === 1 ? "unit" : "units"}`;
      if (!answer.created) {
        return {
          done: `This change was made already (the form was sent twice). ${where} holds ${units}.`,
          requestId: body.requestId,
        };
      }
      return {
        done: `${where} now holds ${units}. The change and its reason are kept.`,
        requestId: body.requestId,
      };
    }
    case "photo-upload": {
      const read = photoUploadOf(form);
      if (read.fields) return read;
      const view = viewOf(form);
      const photos = await api.upload(adminRoutes.stylePhotoUpload, read.body, {
        params: { styleId, view },
        request,
      });
      return {
        done: `The ${VIEW_LABELS[view].toLowerCase()} photograph is uploaded. The product page shows: ${shownInWords(photos.views)}.`,
      };
    }
    case "photo-remove": {
      const view = viewOf(form);
      const photos = await api.call(adminRoutes.stylePhotoRemove, undefined, {
        params: { styleId, view },
        request,
      });
      const drawing = photos.views.find((entry) => entry.view === view)?.drawing;
      return {
        done: `The ${VIEW_LABELS[view].toLowerCase()} photograph is removed: ${drawing ? "the view shows its drawing again" : "the view has no picture now"}.`,
      };
    }
    case "photo-order": {
      const read = photoOrderOf(form);
      if (read.fields) return read;
      const photos = await api.call(adminRoutes.stylePhotoOrder, read.body, options);
      return { done: `The product page shows: ${shownInWords(photos.views)}.` };
    }
  }
}

/**
 * Answers one of the style page's forms. Every refusal of the server (publishing without the
 * declarations, units changed meanwhile, a price above the MRP, a role without catalogue:write, a
 * server away) is shown next to the form; only the end of the session leaves the page.
 */
export async function styleAction(request: Request, styleId: string): Promise<StyleAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent) || !ID.test(styleId)) {
    throw new Response("This form was not made by this page.", { status: 400 });
  }
  const row = rowOf(intent, form);
  if (intent === "size-price" && !ID.test(field(form, "skuId"))) {
    throw new Response("This form was not made by this page.", { status: 400 });
  }
  if (intent === "photo-upload" || intent === "photo-remove") viewOf(form);
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, CATALOGUE_WRITE)) {
    return { intent, row, error: `${COULD_NOT[intent]} ${refusal(CATALOGUE_WRITE).detail}` };
  }
  try {
    const outcome = await perform(intent, form, styleId, request);
    if (outcome.fields) {
      return {
        intent,
        row,
        error: `${COULD_NOT[intent]} ${problemsOf(outcome.fields)}`,
        fields: outcome.fields,
      };
    }
    return { intent, row, done: outcome.done, requestId: outcome.requestId };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const refused = { intent, row, error: `${COULD_NOT[intent]} ${error.detail}` };
    if (error.code === "DECLARATIONS_MISSING") {
      const fields = error.data?.fields;
      const missing = Array.isArray(fields) ? fields.filter((name) => typeof name === "string") : [];
      return { ...refused, missing };
    }
    const fields = fieldOfCode(error, CODE_FIELDS[intent] ?? {}) ?? fieldErrorsOf(error);
    return fields ? { ...refused, fields } : refused;
  }
}
