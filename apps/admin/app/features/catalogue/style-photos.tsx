import type { StylePhotos } from "@odin/contracts";
import { Form } from "react-router";
import { ActionResult } from "../../ui/action-result";
import { CATALOGUE_LIMITS, type ImageView, PHOTO_TYPES, placeInWords, VIEW_LABELS } from "./catalogue-words";
import { Field, Submit } from "./form-parts";
import type { StyleAnswer } from "./style-actions";

const ERROR_ID = "photos-error";

type ViewEntry = StylePhotos["views"][number];

const MEGABYTES = Math.round(CATALOGUE_LIMITS.maxPhotoBytes / 1024 / 1024);

/** "front": how a sentence names a view. */
const named = (view: ImageView) => VIEW_LABELS[view].toLowerCase();

/**
 * The style's photographs: each view (front, back, detail) with its thumbnail, the photograph when
 * one was uploaded, else the drawing the storefront draws for it, and whether the product page shows
 * it and where. For a role holding catalogue:write, each view uploads or replaces its photograph (the
 * server crops and re-encodes it) or removes it, and a form chooses the views shown and their order.
 */
export function StylePhotosSection({
  photos,
  styleName,
  canWrite,
  answer,
}: {
  photos: StylePhotos;
  styleName: string;
  canWrite: boolean;
  answer: StyleAnswer | undefined;
}) {
  const shown = photos.views.filter((entry) => entry.shown);
  const answerOf = (view: ImageView) => (answer?.row === view ? answer : undefined);
  return (
    <section aria-labelledby="photos-title" className="stack">
      <h2 id="photos-title">Photographs</h2>
      <p className="hint">
        The product page shows the views below marked shown, in that order. A view without a photograph shows
        its drawing.
      </p>
      {canWrite ? <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} /> : null}
      <ul className="photo-views">
        {photos.views.map((entry) => (
          <li key={entry.view} className="photo-view">
            <Thumbnail entry={entry} styleName={styleName} />
            <div className="stack">
              <h3 className="list-title">{VIEW_LABELS[entry.view]}</h3>
              <p>
                {entry.shown
                  ? `Shown ${placeInWords(shown.indexOf(entry) + 1)} of ${shown.length} on the product page.`
                  : "Not shown on the product page."}{" "}
                {entry.photo
                  ? "Showing its photograph."
                  : entry.drawing
                    ? "No photograph yet: showing its drawing."
                    : "No photograph, and no drawing to show."}
              </p>
              {canWrite ? (
                <>
                  <UploadForm entry={entry} answer={answerOf(entry.view)} />
                  {entry.photo ? (
                    <Form method="post" preventScrollReset className="actions">
                      <input type="hidden" name="intent" value="photo-remove" />
                      <input type="hidden" name="row" value={entry.view} />
                      <Submit
                        intent="photo-remove"
                        row={entry.view}
                        label={`Remove the ${named(entry.view)} photograph`}
                        busyLabel="Removing…"
                        className="button button-danger button-small"
                      />
                    </Form>
                  ) : null}
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {canWrite ? (
        <OrderForm
          // Drawn afresh from the server's answer once the order is saved.
          key={photos.views.map((entry) => `${entry.view}:${entry.shown}`).join(",")}
          views={photos.views}
          refused={answer?.intent === "photo-order" && answer.error !== undefined}
        />
      ) : null}
    </section>
  );
}

/** The view's picture, small: its photograph, else its drawing, said so in its alternative text. */
function Thumbnail({ entry, styleName }: { entry: ViewEntry; styleName: string }) {
  const label = VIEW_LABELS[entry.view];
  const src = entry.photo ?? entry.drawing;
  if (!src) {
    return (
      <div className="photo-thumb photo-none">
        <span>No picture</span>
      </div>
    );
  }
  return (
    <img
      className="photo-thumb"
      src={src}
      width={96}
      height={128}
      loading="lazy"
      alt={
        entry.photo
          ? `${label} photograph of ${styleName}`
          : `${label} drawing of ${styleName} (no photograph yet)`
      }
    />
  );
}

/** A view's upload: one picture file, sent as it is; the server takes one part, `photo`. */
function UploadForm({ entry, answer }: { entry: ViewEntry; answer: StyleAnswer | undefined }) {
  const view = entry.view;
  const replacing = entry.photo !== null;
  return (
    <Form
      // A new photograph's address is new: the form is drawn afresh, its file field empty.
      key={entry.photo ?? "none"}
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="stack"
      aria-label={`${VIEW_LABELS[view]} photograph`}
      aria-describedby={answer?.error ? ERROR_ID : undefined}
    >
      <input type="hidden" name="intent" value="photo-upload" />
      <input type="hidden" name="row" value={view} />
      <Field
        id={`photo-${view}`}
        label={replacing ? `A new ${named(view)} photograph` : `A ${named(view)} photograph`}
        hint={`JPEG, PNG, WebP, AVIF or TIFF, at most ${MEGABYTES} MB; cropped to 3:4.`}
        error={answer?.intent === "photo-upload" ? answer.fields?.photo : undefined}
      >
        {(attributes) => <input {...attributes} type="file" name="photo" accept={PHOTO_TYPES} required />}
      </Field>
      <div className="actions">
        <Submit
          intent="photo-upload"
          row={view}
          label={replacing ? `Replace the ${named(view)} photograph` : `Upload the ${named(view)} photograph`}
          busyLabel="Uploading…"
          className="button button-small"
        />
      </div>
    </Form>
  );
}

/** Which views the product page shows, each ticked with its place; a view left out keeps its photograph. */
function OrderForm({ views, refused }: { views: readonly ViewEntry[]; refused: boolean }) {
  const places = views.map((_, index) => index + 1);
  return (
    <Form
      method="post"
      preventScrollReset
      className="panel stack"
      aria-labelledby="photo-order-title"
      aria-describedby={refused ? ERROR_ID : undefined}
    >
      <h3 id="photo-order-title" className="list-title">
        Views on the product page
      </h3>
      <p className="hint">
        Tick the views to show and give each a place. A view not shown keeps its photograph.
      </p>
      <input type="hidden" name="intent" value="photo-order" />
      {views.map((entry, index) => (
        <div key={entry.view} className="photo-order-row">
          <label className="check">
            <input type="checkbox" name={`show-${entry.view}`} defaultChecked={entry.shown} />
            <span>Show the {named(entry.view)} view</span>
          </label>
          <label className="field">
            <span>Place of the {named(entry.view)} view</span>
            <select name={`position-${entry.view}`} defaultValue={String(index + 1)}>
              {places.map((place) => (
                <option key={place} value={place}>
                  {placeInWords(place)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ))}
      <div className="actions">
        <Submit intent="photo-order" label="Save the views shown" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
