import { MESSAGES, REVIEWS, reviewEditRequest, reviewRequest } from "@odin/contracts";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { formText } from "../../lib/form-answer";
import { accepted, refused } from "../../lib/form-answer.server";
import { REVIEW_FIELDS, REVIEW_INTENT, type ReviewField, reviewFormErrors } from "./review-form-rules";

type Args = ActionFunctionArgs<AppLoadContext>;

/** A form of text fields and at most `maxImages` photos: nothing else is read from the body. */
const LIMITS = {
  maxFiles: REVIEWS.maxImages,
  maxFileSize: REVIEWS.maxImageBytes,
  maxParts: 30,
  maxHeaderSize: 4 * 1024,
  maxTotalSize: REVIEWS.maxImages * REVIEWS.maxImageBytes + 64 * 1024,
};

/**
 * Reads the posted form. Files picked before the scripts ran (`photos`) are uploaded through the
 * reviews service as the body streams in, each becoming the address of its stored photo; a file that
 * is not a picture, or too large, is left out with the reason.
 */
async function readForm({ request, context }: Args) {
  const stored: string[] = [];
  let photoProblem: string | undefined;
  try {
    const form = await parseFormData(request, LIMITS, async (file) => {
      if (file.fieldName !== REVIEW_FIELDS.photos || file.size === 0) return null;
      const uploaded = await context.services.reviews.uploadImage(new Uint8Array(await file.arrayBuffer()));
      if (uploaded.ok) stored.push(uploaded.value.imagePath);
      else photoProblem ??= uploaded.problem.detail;
      return null;
    });
    return { form, stored, photoProblem };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError)
      return { stored, photoProblem: MESSAGES.reviews.imageTooLarge };
    if (error instanceof MaxFilesExceededError)
      return { stored, photoProblem: MESSAGES.reviews.tooManyImages };
    if (error instanceof MultipartParseError || error instanceof FormDataParseError)
      return { stored, photoProblem: MESSAGES.reviews.uploadFailed };
    throw error;
  }
}

/**
 * The write and edit form of /writereview/{styleId} (spec 2 §2, §5): photos first, then the form's
 * rules, the REST route's contract, and the reviews service for the shopper the cookies name. A
 * refusal sends back what was typed and the photos already stored, so nothing is lost.
 */
export async function reviewAction(args: Args) {
  const { context, params } = args;
  if (!context.shopper) return refused(REVIEW_INTENT, { message: MESSAGES.session.loginToContinue }, 401);
  const { form, stored, photoProblem } = await readForm(args);
  if (!form) return refused(REVIEW_INTENT, { message: photoProblem ?? MESSAGES.reviews.notSubmitted });
  const images = [
    ...form.getAll(REVIEW_FIELDS.images).filter((v): v is string => typeof v === "string"),
    ...stored,
  ];
  const values = {
    rating: formText(form, REVIEW_FIELDS.rating),
    text: formText(form, REVIEW_FIELDS.text),
    colour: formText(form, REVIEW_FIELDS.colour),
    size: formText(form, REVIEW_FIELDS.size),
    images: images.join("\n"),
  };
  const fieldErrors: Partial<Record<ReviewField, string>> = reviewFormErrors({ ...values, images });
  if (photoProblem) fieldErrors.images = photoProblem;
  if (Object.keys(fieldErrors).length > 0) return refused(REVIEW_INTENT, { fieldErrors, values });

  const fields = {
    rating: Number(values.rating),
    text: values.text,
    images,
    colour: values.colour || undefined,
    size: values.size || undefined,
  };
  const reviewId = Number(formText(form, REVIEW_FIELDS.reviewId));
  const target = reviewId > 0 ? { reviewId } : { styleId: Number(params.styleId) };
  const saved = await save(context, target, fields).catch((error: unknown): Saved => {
    context.log.error({ err: error, ...target }, "review not saved");
    return { ok: false, message: MESSAGES.reviews.genericError, status: 500 };
  });
  if (!saved.ok) return refused(REVIEW_INTENT, { message: saved.message, values }, saved.status);
  return accepted(REVIEW_INTENT, reviewId > 0 ? MESSAGES.reviews.updated : MESSAGES.reviews.submitted);
}

type Saved = { ok: true } | { ok: false; message: string; status: number };

/** A new review of `styleId`, or an edit of the shopper's `reviewId`, checked by the REST route's contract. */
async function save(
  context: AppLoadContext,
  target: { styleId: number } | { reviewId: number },
  fields: object,
): Promise<Saved> {
  const { reviews } = context.services;
  const body =
    "reviewId" in target
      ? reviewEditRequest.safeParse(fields)
      : reviewRequest.safeParse({ ...target, ...fields });
  if (!body.success) {
    return {
      ok: false,
      message: body.error.issues[0]?.message ?? MESSAGES.reviews.notSubmitted,
      status: 400,
    };
  }
  const saved =
    "reviewId" in target
      ? await reviews.edit(target.reviewId, body.data)
      : await reviews.write({ ...body.data, styleId: target.styleId });
  // A refusal by the reviews service answers its problem's status, as the REST routes do.
  return saved.ok ? { ok: true } : { ok: false, message: saved.problem.detail, status: saved.problem.status };
}
