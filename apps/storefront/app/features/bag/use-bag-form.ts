import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { showToast } from "../../ui/toast";
import { BAG_FIELDS, type BagAnswer, type BagIntent, postedValue } from "./bag-forms";

/**
 * The toast of an answer (3 s): the change's own notices in red (spec 3 §8), else its success. A
 * refusal is said in place, by the form that was refused.
 */
export function toastAnswer(answer: BagAnswer): void {
  if (answer.notices && answer.notices.length > 0) showToast(answer.notices.join(" "), { tone: "danger" });
  else if (answer.ok) showToast(answer.message, { tone: "success" });
}

/** Which of several forms with one intent a posted answer belongs to (by the size or code it carried). */
export type AnswerOwner = (answer: BagAnswer) => boolean;

/** An item's forms own the answers about their size. */
export const aboutSize =
  (skuId: number): AnswerOwner =>
  (answer) =>
    postedValue(answer, BAG_FIELDS.skuId) === String(skuId);

/**
 * The answer the page's document was posted with (a form sent before the scripts ran, or without
 * them), when it was this form's: same intent and, where several forms share it, owned by this one.
 */
function usePostedAnswer(intent: BagIntent, owns?: AnswerOwner): BagAnswer | undefined {
  const posted = useActionData() as BagAnswer | undefined;
  if (posted?.intent !== intent) return undefined;
  return !owns || owns(posted) ? posted : undefined;
}

/**
 * One of the bag's forms. Once hydrated it is posted by its own fetcher, without a reload: the page's
 * loaders read the bag again, `pending` dims its line, and the answer is toasted and kept for the form
 * to show in place. Before that, the browser posts it and the answer comes with the page.
 */
export function useBagForm(intent: BagIntent, owns?: AnswerOwner) {
  const fetcher = useFetcher<BagAnswer>();
  const posted = usePostedAnswer(intent, owns);
  const answer = fetcher.data ?? posted;
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data) toastAnswer(fetcher.data);
  }, [fetcher.data]);

  return { intent, fetcher, answer, pending };
}

export type BagFormState = ReturnType<typeof useBagForm>;
