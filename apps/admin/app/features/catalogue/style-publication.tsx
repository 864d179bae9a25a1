import type { StyleFacts } from "@odin/contracts";
import { Form } from "react-router";
import { ActionResult } from "../../ui/action-result";
import { fieldsInWords } from "./catalogue-words";
import { Submit } from "./form-parts";
import type { StyleAnswer } from "./style-actions";

/**
 * Whether shoppers see the style, and for a role holding catalogue:write the button that publishes or
 * unpublishes it. The server refuses to publish a style whose product page would lack a declaration
 * the law asks for; the refusal lists them in words, to be filled under Legal declarations (or on the
 * brand's declarations).
 */
export function StylePublication({
  style,
  missing,
  canWrite,
  answer,
}: {
  style: StyleFacts;
  /** What publishing needs that is not declared yet, as the page's data says. */
  missing: readonly string[];
  canWrite: boolean;
  answer: StyleAnswer | undefined;
}) {
  const intent = style.published ? "unpublish" : "publish";
  const refusedFor = answer?.missing && answer.missing.length > 0 ? answer.missing : undefined;
  return (
    <section aria-labelledby="publication-title" className="panel stack">
      <h2 id="publication-title">Publishing</h2>
      <p>
        {style.published ? (
          <>
            <strong>Published</strong>: shoppers can find the style and buy its sizes in stock.
          </>
        ) : (
          <>
            <strong>Not published</strong>: shoppers do not see the style.
          </>
        )}{" "}
        <a href={style.url}>Its product page on the storefront</a>
      </p>
      {!style.published && missing.length > 0 && !refusedFor ? (
        <p className="hint">
          Publishing needs {missing.length === 1 ? "a declaration" : `${missing.length} declarations`} first:
          see Legal declarations below.
        </p>
      ) : null}
      {canWrite ? (
        <>
          <ActionResult id="publication-error" done={answer?.done} error={answer?.error} />
          {refusedFor ? (
            <div className="warning">
              <h3 id="publication-missing-title" className="list-title">
                Publishing needs
              </h3>
              <ul>
                {fieldsInWords(refusedFor).map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {/* One form for each state, so the button always says what it does now. */}
          <Form method="post" preventScrollReset key={intent} className="actions">
            <input type="hidden" name="intent" value={intent} />
            <Submit
              intent={intent}
              label={style.published ? "Unpublish the style" : "Publish the style"}
              busyLabel={style.published ? "Unpublishing…" : "Publishing…"}
              className={style.published ? "button button-danger" : "button"}
            />
          </Form>
        </>
      ) : null}
    </section>
  );
}
