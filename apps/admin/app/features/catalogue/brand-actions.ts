import { adminRoutes } from "@odin/contracts";
import { ApiFailure, api } from "../../lib/api";
import { mayUse } from "../../lib/areas";
import { currentSession, refusal } from "../../lib/session";
import { brandDeclarationsOf, field } from "./catalogue-forms";
import { type FieldErrors, fieldErrorsOf } from "./field-errors";
import { CATALOGUE_WRITE } from "./style-actions";

/**
 * A brand's legal declarations, saved from the brands' page: every field, the defaults every style of
 * the brand shows unless it declares its own. A refusal keeps what was typed and marks the fields.
 */

export type BrandAnswer = { brandId: number } & (
  | { done: string; error?: undefined; fields?: undefined }
  | { error: string; fields?: FieldErrors; done?: undefined }
);

const COULD_NOT = "The brand's declarations were not saved.";

export async function brandAction(request: Request): Promise<BrandAnswer> {
  const form = await request.formData();
  const brandId = field(form, "brandId");
  if (form.get("intent") !== "brand" || !/^[1-9]\d{0,9}$/.test(brandId)) {
    throw new Response("This form was not made by this page.", { status: 400 });
  }
  const id = Number(brandId);
  const session = await currentSession(request);
  if (!mayUse(session.staff.permissions, CATALOGUE_WRITE)) {
    return { brandId: id, error: `${COULD_NOT} ${refusal(CATALOGUE_WRITE).detail}` };
  }
  const read = brandDeclarationsOf(form);
  if (read.fields) {
    const count = Object.keys(read.fields).length;
    const problem = count === 1 ? Object.values(read.fields)[0] : `Check the ${count} fields marked below.`;
    return { brandId: id, error: `${COULD_NOT} ${problem}`, fields: read.fields };
  }
  try {
    const entry = await api.call(adminRoutes.brandDeclarationsUpdate, read.body, {
      params: { brandId },
      request,
    });
    return {
      brandId: id,
      done: `${entry.name}'s declarations are saved: every style of the brand shows them where it declares none of its own.`,
    };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const fields = fieldErrorsOf(error);
    return { brandId: id, error: `${COULD_NOT} ${error.detail}`, ...(fields ? { fields } : {}) };
  }
}
