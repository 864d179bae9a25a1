import type { ContentPage } from "@odin/contracts";
import { Form } from "react-router";
import { ActionResult } from "../../ui/action-result";
import { Field, Submit } from "../catalogue/form-parts";
import type { ContentAnswer } from "./content-actions";
import { formatWhen } from "./content-words";

/**
 * Where a draft goes next: its preview (the storefront's page with `cmsPreview=1`, in a new tab),
 * publishing it now, scheduling its publish or calling a scheduled one off, and discarding it. With
 * no draft, only what shoppers see is said.
 */
export function ContentPublishing({
  page,
  canWrite,
  answer,
}: {
  page: ContentPage;
  canWrite: boolean;
  answer: ContentAnswer | undefined;
}) {
  const errorId = "publishing-error";
  const { schedule } = page;
  return (
    <section aria-labelledby="publishing-title" className="panel stack">
      <h2 id="publishing-title">Draft and publishing</h2>
      <ActionResult id={errorId} done={answer?.done} error={answer?.error} />
      {page.draft === null ? (
        <p>
          No draft: shoppers see the document below as it is. Change it and save the draft to preview it
          before it is published.
        </p>
      ) : (
        <>
          <p>
            A draft was saved on {formatWhen(page.updatedAt)}. Shoppers do not see it until it is published.{" "}
            <a href={page.previewPath} target="_blank" rel="noopener">
              Preview the draft as shoppers would see it (opens a new tab)
            </a>
          </p>
          {schedule ? (
            <p>
              <strong>Scheduled:</strong> it will be published on {formatWhen(schedule.publishAt)} (scheduled
              by {schedule.staffName}).
            </p>
          ) : null}
          {canWrite ? (
            <div className="stack">
              <Form method="post" preventScrollReset aria-label="Publish now" className="actions">
                <input type="hidden" name="intent" value="publish" />
                <Submit intent="publish" label="Publish now" busyLabel="Publishing…" />
              </Form>
              <Form
                method="post"
                preventScrollReset
                aria-label="Schedule the publish"
                className="field-row"
                aria-describedby={answer?.intent === "schedule" && answer.error ? errorId : undefined}
              >
                <input type="hidden" name="intent" value="schedule" />
                <Field
                  id="publish-at"
                  label="Publish on (date and time)"
                  hint="Your time zone. It publishes the draft as it is then."
                  error={answer?.fields?.publishAt}
                >
                  {(described) => <input {...described} name="publishAt" type="datetime-local" required />}
                </Field>
                <Submit
                  intent="schedule"
                  label={schedule ? "Change the scheduled time" : "Schedule the publish"}
                  busyLabel="Scheduling…"
                  className="button button-quiet"
                />
              </Form>
              {schedule ? (
                <Form
                  method="post"
                  preventScrollReset
                  aria-label="Call off the scheduled publish"
                  className="actions"
                >
                  <input type="hidden" name="intent" value="cancel-schedule" />
                  <Submit
                    intent="cancel-schedule"
                    label="Call off the scheduled publish"
                    busyLabel="Calling off…"
                    className="button button-quiet"
                  />
                </Form>
              ) : null}
              <Form method="post" preventScrollReset aria-label="Discard the draft" className="actions">
                <input type="hidden" name="intent" value="discard" />
                <Submit
                  intent="discard"
                  label="Discard the draft"
                  busyLabel="Discarding…"
                  className="button button-danger"
                />
              </Form>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
