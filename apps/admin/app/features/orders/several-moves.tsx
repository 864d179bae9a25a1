import type { AdminOrderItem } from "@odin/contracts";
import { Form, useNavigation } from "react-router";
import { ActionResult } from "../../ui/action-result";
import { itemName, MOVE_WORDS, MOVES, movesOf } from "./moves";
import { ITEM_STATUS_LABELS } from "./order-labels";
import type { MoveAnswer } from "./order-moves";

const ERROR_ID = "several-moves-error";

/**
 * One move for several items of the order at once (a parcel of three packed and shipped together):
 * the items ticked, the move, and what it needs. The lifecycle refuses the whole move when one
 * ticked item cannot make it, and the server says which.
 */
export function SeveralMoves({
  items,
  answer,
}: {
  items: readonly AdminOrderItem[];
  answer: MoveAnswer | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("form") === "several";
  const movable = items.filter((item) => movesOf(item).length > 0);
  const described = answer?.error ? ERROR_ID : undefined;
  return (
    <Form method="post" className="panel stack several-moves" aria-labelledby="several-moves-title">
      <h3 id="several-moves-title">Move several items</h3>
      <ActionResult id={ERROR_ID} done={answer?.done} error={answer?.error} />
      <input type="hidden" name="form" value="several" />
      <fieldset className="permissions">
        <legend>Items to move</legend>
        {movable.map((item) => (
          <label key={item.itemId} className="check">
            <input type="checkbox" name="itemId" value={item.itemId} aria-describedby={described} />
            <span>
              {itemName(item)} <span className="muted">({ITEM_STATUS_LABELS[item.status]})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <label className="field">
          <span>Move</span>
          <select name="to" defaultValue="PACKED" aria-describedby={described}>
            {MOVES.map((move) => (
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
        <label className="field">
          <span>Tracking number (to ship)</span>
          <input name="trackingNumber" maxLength={64} autoComplete="off" aria-describedby={described} />
        </label>
        <label className="field">
          <span>Pickup code (to hand over)</span>
          <input
            name="pickupCode"
            maxLength={12}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={described}
          />
        </label>
      </div>
      <label className="field">
        <span>Reason (to cancel)</span>
        <textarea name="reason" maxLength={255} rows={2} aria-describedby={described} />
      </label>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Moving…" : "Move ticked items"}
        </button>
      </div>
    </Form>
  );
}
