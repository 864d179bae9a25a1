import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { ActionResult } from "../../ui/action-result";
import type { BulkAnswer } from "./bulk-moves";
import { BULK_MOVES, MOVE_WORDS } from "./moves";

const ERROR_ID = "bulk-move-error";

/**
 * The bulk move's own fields, under the list whose rows it moves (the rows' boxes and tracking
 * numbers belong to the same form): the move, the batch's carrier or the reason for cancelling, and
 * the button.
 */
export function BulkMoveFields({ refused }: { refused: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("to") === true;
  const described = refused ? ERROR_ID : undefined;
  return (
    <fieldset className="panel stack bulk-move">
      <legend>Move the chosen orders</legend>
      <p className="hint">
        Tick the orders in the list. Every item of a chosen order that can make the move is moved; store
        pickups are handed over on the order's page, one at a time, with the shopper's code.
      </p>
      <div className="field-row">
        <label className="field">
          <span>Move</span>
          <select name="to" defaultValue="PACKED" aria-describedby={described}>
            {BULK_MOVES.map((move) => (
              <option key={move} value={move}>
                {MOVE_WORDS[move].verb}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Carrier (to ship)</span>
          <input name="carrier" maxLength={80} autoComplete="off" aria-describedby={described} />
        </label>
      </div>
      <label className="field">
        <span>Reason (to cancel)</span>
        <textarea
          name="reason"
          maxLength={255}
          rows={2}
          aria-describedby={described ? `${described} bulk-reason-hint` : "bulk-reason-hint"}
        />
      </label>
      <p id="bulk-reason-hint" className="hint">
        A cancel refunds each item as the shopper's own cancel would, and tells them why.
      </p>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Moving…" : "Move chosen orders"}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * What became of the last bulk move, above the list (which may no longer hold the orders moved):
 * a sentence, then each order's items moved or its refusal in the server's words. Focus comes here
 * once the answer is in, so a keyboard or screen reader user lands on it from the button.
 */
export function BulkOutcome({ answer }: { answer: BulkAnswer | undefined }) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (answer) region.current?.focus();
  }, [answer]);
  const results = answer?.results ?? [];
  return (
    <section ref={region} tabIndex={-1} aria-label="Last bulk move" className="bulk-outcome">
      <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} />
      {results.length > 0 ? (
        <ul className="bulk-results">
          {results.map((result) => (
            <li key={result.orderNumber} className={result.ok ? undefined : "refused"}>
              <Link to={`/orders/${result.orderNumber}`}>{result.orderNumber}</Link>:{" "}
              {result.ok ? (
                `moved ${result.itemIds.length === 1 ? "item" : "items"} ${result.itemIds.join(", ")}.`
              ) : (
                <>
                  <strong>refused.</strong> {result.detail}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
