import { MESSAGES } from "@odin/contracts";
import type { ClientActionFunctionArgs } from "react-router";
import { showToast } from "../../ui/toast";
import { type FavouriteAnswer, isFavouriteIntent } from "./favourite-forms";

/** The toast of a favourites answer (3 s, spec 2 §8): added, removed, already there, or the failure. */
function toastFavouriteAnswer(answer: FavouriteAnswer): void {
  if (answer.loginRequired) return;
  const tone = !answer.ok ? "danger" : answer.notice ? "info" : "success";
  showToast(answer.message ?? MESSAGES.favourites.genericError, { tone });
}

function isFavouriteAnswer(answer: unknown): answer is FavouriteAnswer {
  const intent = (answer as { intent?: unknown } | null)?.intent;
  return typeof intent === "string" && isFavouriteIntent(intent);
}

/**
 * The client action of every page with hearts (a listing, a product or brand page, /favorites): once
 * hydrated, a heart's answer is toasted as it arrives, before the page's data is read again. A toast
 * from the heart itself would be lost where that reading removes the heart (REMOVE on /favorites
 * takes the style's card away in the same render that brings the answer).
 */
export async function favouriteClientAction({ serverAction }: ClientActionFunctionArgs) {
  const answer = await serverAction();
  if (isFavouriteAnswer(answer)) toastFavouriteAnswer(answer);
  return answer;
}
