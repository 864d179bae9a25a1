import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useActionData, useFetcher } from "react-router";
import { showToast } from "../../ui/toast";
import { BAG_FIELDS, BAG_INTENTS, type BagAnswer, type BagIntent, postedValue } from "./bag-forms";

/**
 * The toast of an answer (3 s): the change's own notices in red (spec 3 §8), else its success. A
 * refusal is said in place, by the form that was refused.
 */
export function toastAnswer(answer: BagAnswer): void {
  if (answer.notices && answer.notices.length > 0) showToast(answer.notices.join(" "), { tone: "danger" });
  else if (answer.ok) showToast(answer.message, { tone: "success" });
}

/** The answers a fetcher of this page has already toasted: each is said once, whoever sees it first. */
const said = new WeakSet<BagAnswer>();

function sayOnce(answer: BagAnswer): void {
  if (said.has(answer)) return;
  said.add(answer);
  toastAnswer(answer);
}

const INTENTS: ReadonlySet<string> = new Set(Object.values(BAG_INTENTS));

function isBagAnswer(data: unknown): data is BagAnswer {
  return (
    typeof data === "object" && data !== null && INTENTS.has((data as { intent?: unknown }).intent as string)
  );
}

/**
 * Toasts the answers of the bag's forms as the router gets them (mounted once, by the bag page). An
 * item's REMOVE and MOVE TO FAVOURITES leave with the item: the bag read again without it can reach
 * the page in the same render as the answer (on a busy main thread React renders only the latest of
 * the router's states), and the item's own effect then never runs. The router tells its subscribers
 * of every state as it takes it, the fetcher done with its answer among them, whatever React renders.
 */
export function useBagAnswerToasts(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(
    () =>
      router?.subscribe((state) => {
        for (const fetcher of state.fetchers.values())
          if (fetcher.state === "idle" && isBagAnswer(fetcher.data)) sayOnce(fetcher.data);
      }),
    [router],
  );
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
    if (fetcher.data) sayOnce(fetcher.data);
  }, [fetcher.data]);

  return { intent, fetcher, answer, pending };
}

export type BagFormState = ReturnType<typeof useBagForm>;
