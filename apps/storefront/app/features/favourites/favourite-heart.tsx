import { formatMessage, LABELS, MESSAGES } from "@odin/contracts";
import { type FormEvent, useEffect } from "react";
import { useActionData, useFetcher, useRouteLoaderData } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import type { loader as rootLoader } from "../../root";
import { HeartIcon } from "../../ui/icons";
import { LOGIN_LINK_HREF, openLogin } from "../auth/open-login";
import { useLoggedIn } from "../auth/session-store";
import { answerAbout, FAVOURITE_FIELDS, FAVOURITE_INTENTS, type FavouriteAnswer } from "./favourite-forms";
import { rememberPendingFavourite, takePendingFavourite } from "./pending-favourite";
import "../../styles/favourites.css";

/** Keeps the style for after the login and opens the login modal ("Please Login To Continue"). */
function askLogin(styleId: number): void {
  rememberPendingFavourite(styleId);
  openLogin({ toast: MESSAGES.session.loginToContinue });
}

/** The answer the page's document was posted with, when it was about this style's heart. */
function usePostedAnswer(styleId: number): FavouriteAnswer | undefined {
  const posted = useActionData() as FavouriteAnswer | undefined;
  const mine =
    (posted?.intent === FAVOURITE_INTENTS.add || posted?.intent === FAVOURITE_INTENTS.remove) &&
    answerAbout(posted, FAVOURITE_FIELDS.styleId) === String(styleId);
  return mine ? posted : undefined;
}

interface FavouriteHeartProps {
  styleId: number;
  styleName: string;
  /** The style is the shopper's favourite, as the page's loader read it (never for a guest). */
  favoured: boolean;
  className?: string;
}

/**
 * A style's heart (spec 2 §2, §4, §8): a toggle button, pressed while the style is a favourite, in a
 * real `<form method="post">` to the page's own action, so a tap before the scripts run, or without
 * them, adds or removes it and the page comes back with the heart filled or emptied and the message.
 * Once hydrated its fetcher posts it in place: the heart changes at once, the page's data is read
 * again and the route's client action toasts the answer (favourite-client-action.ts). A guest's heart opens the login modal and, once the shopper is in,
 * posts the add (a guest's tap before hydration gets "Please Login To Continue", and the modal opens
 * as the scripts start).
 */
export function FavouriteHeart({ styleId, styleName, favoured, className }: FavouriteHeartProps) {
  const fetcher = useFetcher<FavouriteAnswer>();
  const posted = usePostedAnswer(styleId);
  const loggedIn = useLoggedIn(useRouteLoaderData<typeof rootLoader>("root")?.loggedIn ?? false);
  const sending = fetcher.formData?.get(INTENT_FIELD);
  const pressed = sending ? sending === FAVOURITE_INTENTS.add : favoured;
  const answer = fetcher.data ?? posted;
  const { submit } = fetcher;

  // The server found no shopper (a tap before the scripts ran, or a session that ended): log in first.
  useEffect(() => {
    if (answer?.loginRequired) askLogin(styleId);
  }, [answer, styleId]);

  // Once the shopper is in, the add their tap as a guest asked for is posted.
  useEffect(() => {
    if (!loggedIn || !takePendingFavourite(styleId)) return;
    void submit(
      { [INTENT_FIELD]: FAVOURITE_INTENTS.add, [FAVOURITE_FIELDS.styleId]: styleId },
      { method: "post" },
    );
  }, [loggedIn, styleId, submit]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (loggedIn) return;
    event.preventDefault();
    askLogin(styleId);
  };

  return (
    <fetcher.Form method="post" className={`favourite-heart ${className ?? ""}`.trim()} onSubmit={onSubmit}>
      <input
        type="hidden"
        name={INTENT_FIELD}
        value={pressed ? FAVOURITE_INTENTS.remove : FAVOURITE_INTENTS.add}
      />
      <input type="hidden" name={FAVOURITE_FIELDS.styleId} value={styleId} />
      <button
        type="submit"
        className="favourite-heart__button"
        aria-pressed={pressed}
        aria-busy={sending ? true : undefined}
        aria-label={formatMessage.favouriteHeart(styleName)}
      >
        <HeartIcon />
      </button>
      {posted ? (
        <p
          className={`favourite-heart__notice${posted.ok ? "" : " favourite-heart__notice--error"}`}
          role="status"
        >
          {posted.message}
          {posted.loginRequired ? (
            <>
              {" "}
              <a href={LOGIN_LINK_HREF}>{LABELS.login.login}</a>
            </>
          ) : null}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
