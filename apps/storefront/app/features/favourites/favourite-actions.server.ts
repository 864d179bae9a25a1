import {
  type FavouritesProblem,
  favouriteBrandIdParams,
  favouriteBrandsRequest,
  favouriteStyleRequest,
  MESSAGES,
  type Problem,
} from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { formText, INTENT_FIELD } from "../../lib/form-answer";
import { refused } from "../../lib/form-answer.server";
import {
  FAVOURITE_FIELDS,
  FAVOURITE_INTENTS,
  type FavouriteAnswer,
  type FavouriteField,
} from "./favourite-forms";

type Favourites = AppLoadContext["services"]["favourites"];
type Values = Partial<Record<FavouriteField, string>>;

/** A refused favourites form, answered with the problem's status as the REST routes answer it. */
function refusal(intent: string, problem: Problem<FavouritesProblem>, values: Values) {
  if (problem.name === "signInRequired") {
    const answer: FavouriteAnswer = {
      intent,
      ok: false,
      fieldErrors: {},
      message: problem.detail,
      values,
      loginRequired: true,
    };
    return data(answer, { status: problem.status });
  }
  return refused(intent, { message: problem.detail, values }, problem.status);
}

function accepted(intent: string, message: string, values: Values, notice = false) {
  return data<FavouriteAnswer>({ intent, ok: true, message, values, ...(notice ? { notice: true } : {}) });
}

/** The posted style id as the REST route's contract reads it, or undefined. */
function styleIdOf(form: FormData): number | undefined {
  const parsed = favouriteStyleRequest.safeParse({
    styleId: Number(formText(form, FAVOURITE_FIELDS.styleId)),
  });
  return parsed.success ? parsed.data.styleId : undefined;
}

async function addStyle(favourites: Favourites, form: FormData) {
  const intent = FAVOURITE_INTENTS.add;
  const values = { styleId: formText(form, FAVOURITE_FIELDS.styleId) };
  const styleId = styleIdOf(form);
  if (styleId === undefined) return refused(intent, { message: MESSAGES.favourites.notAdded, values });
  const answer = await favourites.add(styleId);
  if (!answer.ok) return refusal(intent, answer.problem, values);
  return accepted(intent, answer.value.message, values, answer.value.alreadyAdded);
}

async function removeStyle(favourites: Favourites, form: FormData) {
  const intent = FAVOURITE_INTENTS.remove;
  const values = { styleId: formText(form, FAVOURITE_FIELDS.styleId) };
  const styleId = styleIdOf(form);
  if (styleId === undefined) return refused(intent, { message: MESSAGES.favourites.genericError, values });
  const answer = await favourites.remove({ styleId });
  return answer.ok ? accepted(intent, answer.value.message, values) : refusal(intent, answer.problem, values);
}

async function addBrand(favourites: Favourites, form: FormData) {
  const intent = FAVOURITE_INTENTS.addBrand;
  const brand = formText(form, FAVOURITE_FIELDS.brand);
  const values = { brand };
  const parsed = favouriteBrandsRequest.safeParse({ brand: [brand] });
  if (!parsed.success) return refused(intent, { message: MESSAGES.favourites.notAdded, values });
  const answer = await favourites.addBrands(parsed.data.brand);
  return answer.ok ? accepted(intent, answer.value.message, values) : refusal(intent, answer.problem, values);
}

async function removeBrand(favourites: Favourites, form: FormData) {
  const intent = FAVOURITE_INTENTS.removeBrand;
  const favouriteId = formText(form, FAVOURITE_FIELDS.favouriteId);
  const values = { favouriteId, brand: formText(form, FAVOURITE_FIELDS.brand) };
  const parsed = favouriteBrandIdParams.safeParse({ id: favouriteId });
  if (!parsed.success) return refused(intent, { message: MESSAGES.favourites.genericError, values }, 404);
  const answer = await favourites.removeBrand(parsed.data.id);
  return answer.ok ? accepted(intent, answer.value.message, values) : refusal(intent, answer.problem, values);
}

/**
 * The hearts' and the favourites page's forms (decision 26): each intent's fields go through the REST
 * route's contract to the favourites service of this request's shopper. A guest's add is refused
 * with "Please Login To Continue" and `loginRequired`: the page opens the login modal and posts the
 * add again once the shopper is in.
 */
export async function favouriteAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = await request.formData();
  const intent = formText(form, INTENT_FIELD);
  const favourites = context.services.favourites;
  switch (intent) {
    case FAVOURITE_INTENTS.add:
      return addStyle(favourites, form);
    case FAVOURITE_INTENTS.remove:
      return removeStyle(favourites, form);
    case FAVOURITE_INTENTS.addBrand:
      return addBrand(favourites, form);
    case FAVOURITE_INTENTS.removeBrand:
      return removeBrand(favourites, form);
    default:
      return refused(intent, { message: MESSAGES.favourites.genericError });
  }
}
