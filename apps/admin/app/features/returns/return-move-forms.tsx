import type { AdminReturnDetails } from "@odin/contracts";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formatDay } from "../../lib/format";
import type { MoveAnswer, MoveIntent } from "./return-moves";
import { RETURN_LIMITS } from "./return-words";

/**
 * Where the return stands and what comes next, with the forms of the moves its stage allows, for
 * a role holding returns:write. A move out of turn is not offered; when the server refuses one all
 * the same (someone else moved it first), its reason is shown at the top of the page.
 */
export function NextStep({
  page,
  canWrite,
  answer,
}: {
  page: AdminReturnDetails;
  canWrite: boolean;
  answer: MoveAnswer | undefined;
}) {
  const { stage, mode } = page;
  const pickup = mode === "REVERSEPICKUP";
  // What was typed into a form the server refused, shown again in it.
  const typed = answer?.fields;
  return (
    <section aria-labelledby="next-step-title" className="panel stack">
      <h2 id="next-step-title">Next step</h2>
      <p>{nextStepOf(page)}</p>
      {canWrite ? (
        // Drawn afresh at each stage, so a move made empties the fields of the next one.
        <div className="move-forms" key={stage}>
          {pickup && (stage === "REQUESTED" || stage === "PICKUP_SCHEDULED") ? (
            <PickupForm rebook={stage === "PICKUP_SCHEDULED"} date={typed?.date ?? ""} />
          ) : null}
          {pickup && stage === "PICKUP_SCHEDULED" ? (
            <MoveForm intent="picked-up" title="Collected">
              <p className="hint">The courier has the parcel: the item becomes PICKED_UP.</p>
              <Submit intent="picked-up" label="Mark as picked up" />
            </MoveForm>
          ) : null}
          {stage === "PICKED_UP" || (!pickup && stage === "REQUESTED") ? (
            <MoveForm intent="receive" title="Received">
              <p className="hint">Once the parcel is at {page.centreName}. Its quality check comes next.</p>
              <Submit intent="receive" label="Receive the parcel" />
            </MoveForm>
          ) : null}
          {stage === "RECEIVED" ? <QualityCheckForm note={typed?.note ?? ""} /> : null}
        </div>
      ) : null}
    </section>
  );
}

function nextStepOf(page: AdminReturnDetails): string {
  switch (page.stage) {
    case "REQUESTED":
      return page.mode === "REVERSEPICKUP"
        ? "Book the courier's reverse pickup for a day."
        : "The shopper sends the parcel. Receive it when it arrives.";
    case "PICKUP_SCHEDULED":
      return `The courier collects the parcel on ${formatDay(page.pickupScheduledFor ?? "")}. Mark it picked up once collected.`;
    case "PICKED_UP":
      return `Receive the parcel when it reaches ${page.centreName}.`;
    case "RECEIVED":
      return "Check the item and record the result. A passed check pays the refund; a failed one sends the item back to the shopper with your note.";
    case "QC_PASSED":
      return "The refund is under way. The item becomes REFUNDED once every part of it is paid.";
    case "QC_FAILED":
      return "The item was sent back to the shopper with the note. Nothing is refunded.";
    case "REFUNDED":
      return "Every part of the refund is paid. Nothing is left to do.";
    case "WITHDRAWN":
      return "The return was withdrawn. Nothing is left to do.";
  }
}

function MoveForm({ intent, title, children }: { intent: MoveIntent; title: string; children: ReactNode }) {
  const id = `move-${intent}-title`;
  return (
    <Form method="post" className="stack move-form" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** Whether this move's form is on its way to the server. */
function useBusy(intent: MoveIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function Submit({ intent, label }: { intent: MoveIntent; label: string }) {
  const busy = useBusy(intent);
  return (
    <div className="actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Working…" : label}
      </button>
    </div>
  );
}

/** Today in India (yyyy-mm-dd): the first day a pickup may be booked for. */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The day `days` after `day` (both yyyy-mm-dd). */
function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Offers tomorrow, the courier's usual first day, unless the staff member typed a day already. */
function PickupForm({ rebook, date }: { rebook: boolean; date: string }) {
  const today = indiaToday();
  const last = daysAfter(today, RETURN_LIMITS.pickupDaysAhead);
  return (
    <MoveForm intent="schedule-pickup" title={rebook ? "Change the pickup day" : "Book the pickup"}>
      <label className="field">
        <span>Pickup day</span>
        <input
          type="date"
          name="date"
          required
          min={today}
          max={last}
          defaultValue={date === "" ? daysAfter(today, 1) : date}
          aria-describedby="pickup-day-hint"
        />
      </label>
      <p id="pickup-day-hint" className="hint">
        Today or a day within the next {RETURN_LIMITS.pickupDaysAhead} days.
      </p>
      <Submit intent="schedule-pickup" label="Book the pickup" />
    </MoveForm>
  );
}

/**
 * The quality check: one note and two buttons, Pass and Fail, each sending its result. A failed
 * check needs the note (the shopper is sent it); the server says so if it is missing.
 */
function QualityCheckForm({ note }: { note: string }) {
  const busy = useBusy("quality-check");
  return (
    <MoveForm intent="quality-check" title="Quality check">
      <label className="field">
        <span>Note</span>
        <textarea
          name="note"
          rows={3}
          maxLength={RETURN_LIMITS.maxNoteChars}
          defaultValue={note}
          aria-describedby="quality-note-hint"
        />
      </label>
      <p id="quality-note-hint" className="hint">
        Needed when the check fails: the shopper is sent it by SMS and e-mail. Kept with the return either
        way.
      </p>
      <div className="actions">
        <button type="submit" name="result" value="PASSED" className="button" disabled={busy}>
          Pass the check
        </button>
        <button type="submit" name="result" value="FAILED" className="button button-danger" disabled={busy}>
          Fail the check
        </button>
      </div>
    </MoveForm>
  );
}
