import type { AdminOrderItem } from "@odin/contracts";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { MOVE_WORDS, type Move, movesOf } from "./moves";

/**
 * The moves an item can make now, each a small form of its own posted to the page's action, named
 * "Ship item 41" and so on for a screen reader and a test; its button says the move ("Ship") and
 * names the item in words only a screen reader hears. Fields a move needs are required, and keep
 * what was typed when the server refuses.
 */
export function ItemMoves({ item, describedBy }: { item: AdminOrderItem; describedBy: string | undefined }) {
  const moves = movesOf(item);
  if (moves.length === 0) {
    return (
      <p className="hint">
        No move to make here: returns are handled by the returns desk, and a finished item moves no further.
      </p>
    );
  }
  return (
    <div className="move-forms">
      {moves.map((move) => (
        <MoveForm key={move} item={item} move={move} describedBy={describedBy}>
          <MoveFields item={item} move={move} describedBy={describedBy} />
        </MoveForm>
      ))}
    </div>
  );
}

function MoveForm({
  item,
  move,
  describedBy,
  children,
}: {
  item: AdminOrderItem;
  move: Move;
  describedBy: string | undefined;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("itemId") === String(item.itemId) &&
    navigation.formData?.get("to") === move;
  const { verb } = MOVE_WORDS[move];
  return (
    <Form method="post" className="move-form" aria-label={`${verb} item ${item.itemId}`}>
      <input type="hidden" name="itemId" value={item.itemId} />
      <input type="hidden" name="to" value={move} />
      {children}
      <button
        type="submit"
        className={move === "CANCELLED" ? "button button-danger" : "button"}
        disabled={busy}
        aria-describedby={describedBy}
      >
        {busy ? "Working…" : verb}
        <span className="visually-hidden"> item {item.itemId}</span>
      </button>
    </Form>
  );
}

function MoveFields({
  item,
  move,
  describedBy,
}: {
  item: AdminOrderItem;
  move: Move;
  describedBy: string | undefined;
}) {
  if (move === "SHIPPED") {
    return (
      <>
        <label className="field">
          <span>Carrier</span>
          <input name="carrier" required maxLength={80} autoComplete="off" aria-describedby={describedBy} />
        </label>
        <label className="field">
          <span>Tracking number</span>
          <input
            name="trackingNumber"
            required
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={describedBy}
          />
        </label>
      </>
    );
  }
  if (move === "CUSTOMERPICKCOMPLETE") {
    const hint = `pickup-hint-${item.itemId}`;
    return (
      <>
        <label className="field">
          <span>Pickup code</span>
          <input
            name="pickupCode"
            required
            maxLength={12}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={describedBy ? `${hint} ${describedBy}` : hint}
          />
        </label>
        <p id={hint} className="hint">
          Ask the shopper for the code they were sent when the order was ready; it is not shown here.
        </p>
      </>
    );
  }
  if (move === "CANCELLED") {
    const hint = `cancel-hint-${item.itemId}`;
    return (
      <>
        <label className="field">
          <span>Reason for cancelling</span>
          <textarea
            name="reason"
            required
            maxLength={255}
            rows={2}
            aria-describedby={describedBy ? `${hint} ${describedBy}` : hint}
          />
        </label>
        <p id={hint} className="hint">
          The item is refunded as the shopper's own cancel would be, and the shopper is told.
        </p>
      </>
    );
  }
  return null;
}
