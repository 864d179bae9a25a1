import { useEffect } from "react";
import { useActionData } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";
import { showToast } from "../../ui/toast";
import { BAG_FIELDS, BAG_INTENTS, type BagAnswer, postedValue } from "./bag-forms";
import { toastAnswer } from "./use-bag-form";

/**
 * What the bag says about itself as read now (spec 3 §8: sizes not added, quantities the stock caps,
 * prices missing): red 3 s toasts once the page is hydrated, said again only when they change; in the
 * page before that, so a page without scripts says them too.
 */
export function BagNotices({ notices }: { notices: readonly string[] }) {
  const hydrated = useHydrated();
  const text = notices.join(" ");
  useEffect(() => {
    if (hydrated && text) showToast(text, { tone: "danger" });
  }, [hydrated, text]);
  if (hydrated || notices.length === 0) return null;
  return (
    <ul className="bag-notices">
      {notices.map((notice) => (
        <li key={notice}>{notice}</li>
      ))}
    </ul>
  );
}

/**
 * The answer the page's document was posted with (before the scripts ran, without them, or by the
 * mini-bag of another page): a success, or a REMOVE refused, which has no line of its own to say it.
 * Other refusals are said by their forms. Once hydrated it becomes a toast.
 */
export function PostedAnswer({ skuIds }: { skuIds: readonly number[] }) {
  const hydrated = useHydrated();
  const posted = useActionData() as BagAnswer | undefined;
  const lineless =
    posted?.intent === BAG_INTENTS.remove &&
    !skuIds.some((skuId) => postedValue(posted, BAG_FIELDS.skuId) === String(skuId));
  const shown = posted && (posted.ok || lineless) ? posted : undefined;
  useEffect(() => {
    if (!hydrated || !shown) return;
    if (shown.ok) toastAnswer(shown);
    else if (shown.message) showToast(shown.message, { tone: "danger" });
  }, [hydrated, shown]);
  if (hydrated || !shown) return null;
  return (
    <div className="bag-answer" role={shown.ok ? "status" : "alert"}>
      {shown.message ? <p className="bag-answer__message">{shown.message}</p> : null}
      {shown.notices?.map((notice) => (
        <p key={notice} className="bag-answer__notice">
          {notice}
        </p>
      ))}
    </div>
  );
}
