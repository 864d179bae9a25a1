import { formatMessage, LABELS, MESSAGES, REVIEWS, type Review } from "@odin/contracts";
import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { type FormAnswer, INTENT_FIELD } from "../../lib/form-answer";
import { useHydrated } from "../../lib/use-hydrated";
import { SubmitButton } from "../../ui/button";
import { focusField, SelectField, TextField } from "../../ui/field";
import { FormError } from "../../ui/form-error";
import { showToast } from "../../ui/toast";
import { THUMBNAIL } from "./review-card";
import { REVIEW_FIELDS, REVIEW_INTENT, type ReviewField, reviewFormErrors } from "./review-form-rules";
import { type FormPhoto, usePhotoUploads } from "./use-photo-uploads";

type Answer = FormAnswer<ReviewField>;

export interface ReviewFormProps {
  styleId: number;
  colour: string;
  sizes: readonly string[];
  /** The shopper's review, for an edit. */
  review: Review | null;
}

const ID = { rating: "review-rating-5", text: "review-text", photos: "review-photos" } as const;

/**
 * The write and edit form (spec 2 §2, §5). A multipart `<form method="post">` that works before the
 * scripts run (picked files go with the review, the action stores them); once hydrated its fetcher
 * posts it without a reload, and each picked photo is uploaded at once with its progress shown.
 */
export function ReviewForm({ styleId, colour, sizes, review }: ReviewFormProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<Answer>();
  const posted = useActionData() as Answer | undefined;
  const answer = fetcher.data ?? (posted?.intent === REVIEW_INTENT ? posted : undefined);
  const values = answer?.values;
  const kept =
    values?.images !== undefined ? values.images.split("\n").filter(Boolean) : (review?.images ?? []);
  const uploads = usePhotoUploads(styleId, kept);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [waitMessage, setWaitMessage] = useState<string | undefined>();
  const pending = fetcher.state !== "idle";
  const shown = { ...(answer && !answer.ok ? answer.fieldErrors : {}), ...errors };

  const saved = fetcher.data;
  useEffect(() => {
    if (saved?.ok) showToast(saved.message, { tone: "success" });
    else if (saved) showToast(saved.message ?? MESSAGES.reviews.notSubmitted, { tone: "danger" });
  }, [saved]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    uploads.add(files, uploads.photos.length);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setWaitMessage(undefined);
    if (uploads.uploading) {
      event.preventDefault();
      setWaitMessage(MESSAGES.reviews.waitForUpload);
      return;
    }
    const form = new FormData(event.currentTarget);
    const images = form
      .getAll(REVIEW_FIELDS.images)
      .filter((value): value is string => typeof value === "string");
    const found = reviewFormErrors({
      rating: String(form.get(REVIEW_FIELDS.rating) ?? ""),
      text: String(form.get(REVIEW_FIELDS.text) ?? ""),
      images,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      focusField(found.rating ? ID.rating : found.text ? ID.text : ID.photos);
    }
  };

  const rating = values?.rating ?? (review ? String(review.rating) : "");
  const formMessage = waitMessage ?? (answer && !answer.ok ? answer.message : undefined);
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="review-form"
      onSubmit={submit}
      aria-busy={pending || undefined}
      noValidate
    >
      <input type="hidden" name={INTENT_FIELD} value={REVIEW_INTENT} />
      {review ? <input type="hidden" name={REVIEW_FIELDS.reviewId} value={review.reviewId} /> : null}
      <fieldset
        className="review-form__rating"
        aria-describedby={shown.rating ? "review-rating-error" : undefined}
      >
        <legend>{LABELS.reviews.rating}</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars} className="review-form__star">
            <input
              type="radio"
              id={`review-rating-${stars}`}
              name={REVIEW_FIELDS.rating}
              value={stars}
              defaultChecked={rating === String(stars)}
            />
            {formatMessage.reviewStars(stars)}
          </label>
        ))}
        {shown.rating ? (
          <p className="field__error" id="review-rating-error">
            {shown.rating}
          </p>
        ) : null}
      </fieldset>
      <div className={`field${shown.text ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={ID.text}>
          {LABELS.reviews.text}
        </label>
        <textarea
          id={ID.text}
          name={REVIEW_FIELDS.text}
          className="field__input review-form__text"
          rows={6}
          maxLength={REVIEWS.maxChars}
          defaultValue={values?.text ?? review?.text ?? ""}
          aria-invalid={shown.text ? true : undefined}
          aria-describedby={shown.text ? "review-text-error" : undefined}
        />
        {shown.text ? (
          <p className="field__error" id="review-text-error">
            {shown.text}
          </p>
        ) : null}
      </div>
      <TextField
        id="review-colour"
        label={LABELS.reviews.colour}
        name={REVIEW_FIELDS.colour}
        maxLength={REVIEWS.maxColourChars}
        defaultValue={values?.colour ?? review?.colour ?? colour}
      />
      <SelectField
        id="review-size"
        label={LABELS.reviews.size}
        name={REVIEW_FIELDS.size}
        defaultValue={values?.size ?? review?.size ?? ""}
        options={[{ label: "", value: "" }, ...sizes.map((size) => ({ label: size, value: size }))]}
      />
      <PhotoList photos={uploads.photos} onRemove={hydrated ? uploads.remove : undefined} />
      <div className={`field${shown.images || uploads.problem ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={ID.photos}>
          {LABELS.reviews.photos}
        </label>
        <input
          id={ID.photos}
          type="file"
          name={REVIEW_FIELDS.photos}
          accept={REVIEWS.imageTypes.join(",")}
          multiple
          disabled={hydrated && uploads.room <= 0}
          onChange={pick}
          aria-describedby="review-photos-error"
        />
        <p className="field__error" id="review-photos-error" role="alert">
          {shown.images ?? uploads.problem ?? ""}
        </p>
      </div>
      <FormError message={formMessage} />
      {answer?.ok ? (
        <p className="review-form__done" role="status">
          {answer.message}
        </p>
      ) : null}
      <SubmitButton busy={pending}>{review ? LABELS.reviews.update : LABELS.reviews.submit}</SubmitButton>
    </fetcher.Form>
  );
}

/** Stored photos the form posts by address (checked: kept), and those on their way with their progress. */
function PhotoList({
  photos,
  onRemove,
}: {
  photos: readonly FormPhoto[];
  onRemove: ((photo: FormPhoto & { state: "stored" }) => void) | undefined;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="review-form__photos">
      {photos.map((photo) =>
        photo.state === "uploading" ? (
          <li key={photo.key} className="review-form__photo">
            <progress max={100} value={photo.percent} aria-label={photo.name} />
            <span>{formatMessage.uploadProgress(photo.percent)}</span>
          </li>
        ) : (
          <li key={photo.key} className="review-form__photo">
            <img src={photo.imagePath} alt="" {...THUMBNAIL} />
            {onRemove ? (
              <>
                <input type="hidden" name={REVIEW_FIELDS.images} value={photo.imagePath} />
                <button type="button" className="review-form__remove" onClick={() => onRemove(photo)}>
                  {LABELS.reviews.removePhoto}
                </button>
              </>
            ) : (
              <label>
                <input type="checkbox" name={REVIEW_FIELDS.images} value={photo.imagePath} defaultChecked />
                {LABELS.reviews.keepPhoto}
              </label>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
