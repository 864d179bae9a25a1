import type { CustomerPage } from "@odin/contracts";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { MAX_POINTS } from "./customer-actions";
import { ReasonField } from "./reason-field";

/**
 * Adjusts the shopper's points at a brand (loyalty:write): positive adds, negative takes away, with
 * a reason kept in the ledger and the audit log. The request id is made when the form opens, so
 * sending the form twice adjusts once; the page draws a new form (and id) after each adjustment.
 * The brands offered are those the shopper holds points at; without any, the brand is given by id.
 */
export function PointsForm({
  loyalty,
  refusedBy,
}: {
  loyalty: CustomerPage["loyalty"];
  refusedBy: string | undefined;
}) {
  const [requestId] = useState(() => crypto.randomUUID());
  const [brandId, setBrandId] = useState(loyalty[0] ? String(loyalty[0].brandId) : "");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "points";
  const brandName = loyalty.find((brand) => String(brand.brandId) === brandId)?.brandName ?? "";
  const described = refusedBy ? `points-hint ${refusedBy}` : "points-hint";
  return (
    <Form method="post" className="panel stack" aria-labelledby="adjust-title">
      <h3 id="adjust-title" className="list-title">
        Adjust points
      </h3>
      <input type="hidden" name="intent" value="points" />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="brandName" value={brandName} />
      <div className="field-row">
        {loyalty.length > 0 ? (
          <label className="field">
            <span>Brand</span>
            <select name="brandId" value={brandId} onChange={(event) => setBrandId(event.target.value)}>
              {loyalty.map((brand) => (
                <option key={brand.brandId} value={brand.brandId}>
                  {brand.brandName}, balance {brand.balance}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="field">
            <span>Brand id</span>
            <input name="brandId" inputMode="numeric" pattern="[0-9]*" maxLength={10} required />
          </label>
        )}
        <label className="field">
          <span>Points</span>
          <input
            type="number"
            name="points"
            step={1}
            min={-MAX_POINTS}
            max={MAX_POINTS}
            required
            aria-describedby={described}
          />
        </label>
      </div>
      <p id="points-hint" className="hint">
        Positive adds points (they expire like earned ones), negative takes them away; the balance cannot go
        below zero.
      </p>
      <ReasonField
        id="points-reason"
        hint="Kept in the ledger and the audit log, e.g. goodwill for a late delivery."
        refusedBy={refusedBy}
      />
      <div className="actions">
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {busy ? "Adjusting…" : "Adjust points"}
        </button>
      </div>
    </Form>
  );
}
