import type { adminRoutes, RouteBody } from "@odin/contracts";
import { BULK_EDIT_KINDS, BULK_LIMITS, PRICE_CHANGE_BY, PRICE_DIRECTIONS } from "./bulk-edit-words";
import type { Read } from "./catalogue-forms";
import { field } from "./catalogue-forms";
import { type StyleFilters, stylesQueryOf } from "./catalogue-query";
import { CATALOGUE_LIMITS } from "./catalogue-words";
import type { FieldErrors } from "./field-errors";

/**
 * The catalogue list's Bulk edit form read into the API's body: the list's filters (from the page's
 * address) and what to change, with what the server would refuse said first, field by field.
 * bulk-edit-forms.test.ts holds these rules to the contracts' schema.
 */

export type BulkEditBody = RouteBody<typeof adminRoutes.bulkEditPreview>;

const ID = /^[1-9]\d{0,9}$/;
const WHOLE = /^\d{1,7}$/;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  values.some((each) => each === value);

const wholeOf = (typed: string) => (WHOLE.test(typed) ? Number(typed) : Number.NaN);

function priceOf(form: FormData, fields: FieldErrors): BulkEditBody["operation"] {
  const direction = field(form, "direction");
  const by = field(form, "by");
  const value = wholeOf(field(form, "value").replace(/[\s,₹%]/g, ""));
  if (!isOneOf(PRICE_DIRECTIONS, direction)) fields.direction = "Choose up or down.";
  if (!isOneOf(PRICE_CHANGE_BY, by)) fields.by = "Choose rupees or percent.";
  const max = by === "percent" ? BULK_LIMITS.maxPercent : BULK_LIMITS.maxRupees;
  if (!(value >= 1 && value <= max)) {
    fields.value =
      by === "percent"
        ? `Give a whole percentage from 1 to ${max}.`
        : `Give whole rupees from 1 to ${max.toLocaleString("en-IN")}.`;
  }
  return {
    kind: "price",
    direction: direction === "down" ? "down" : "up",
    by: by === "percent" ? "percent" : "amount",
    value,
  };
}

function stockOf(form: FormData, fields: FieldErrors): BulkEditBody["operation"] {
  const fcId = field(form, "fcId");
  const units = wholeOf(field(form, "units"));
  const reason = field(form, "reason");
  if (!ID.test(fcId)) fields.fcId = "Choose the centre.";
  if (!(units >= 0 && units <= CATALOGUE_LIMITS.maxUnits)) {
    fields.units = `Give the units each size holds there, from 0 to ${CATALOGUE_LIMITS.maxUnits.toLocaleString("en-IN")}.`;
  }
  if (reason.length < 3) fields.reason = "Give a reason: it is kept with each change.";
  else if (reason.length > CATALOGUE_LIMITS.reasonMaxLength) {
    fields.reason = `At most ${CATALOGUE_LIMITS.reasonMaxLength} characters.`;
  }
  return { kind: "stock", fcId: Number(fcId), units, reason };
}

/** The form's edit of the styles the filters find, or the problem of each field. */
export function bulkEditOf(form: FormData, filters: StyleFilters): Read<BulkEditBody> {
  const fields: FieldErrors = {};
  const kind = field(form, "kind");
  if (!isOneOf(BULK_EDIT_KINDS, kind)) return { fields: { kind: "Choose what to change." } };
  const operation =
    kind === "price" ? priceOf(form, fields) : kind === "stock" ? stockOf(form, fields) : { kind };
  if (Object.keys(fields).length > 0) return { fields };
  return { body: { filters: stylesQueryOf(filters), operation } };
}
