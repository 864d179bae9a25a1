import { formatMessage, MESSAGES } from "@odin/contracts";
import { type FormEvent, useEffect } from "react";
import { useActionData, useFetcher, useRouteLoaderData } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import type { loader as rootLoader } from "../../root";
import { HeartIcon } from "../../ui/icons";
import { openLogin } from "../auth/open-login";
import { useLoggedIn } from "../auth/session-store";
import { answerAbout, FAVOURITE_FIELDS, FAVOURITE_INTENTS, type FavouriteAnswer } from "./favourite-forms";
import "../../styles/favourites.css";

/** A brand page's brand: its code, its name and, when the shopper keeps it, the favourite's id. */
export interface BrandFavourite {
  code: string;
  name: string;
  favouriteId: number | null;
}

/**
 * The brand page's heart (spec 2 §3 "Brand page … isFavoritable", §8 "Brand Added Successfully" /
 * "Brand Removed Successfully", 3 s): a toggle in a real form to the page's own action, as a style's
 * heart is. A guest is asked to log in first.
 */
export function FavouriteBrandHeart({ brand }: { brand: BrandFavourite }) {
  const fetcher = useFetcher<FavouriteAnswer>();
  const posted = useActionData() as FavouriteAnswer | undefined;
  const mine = answerAbout(posted, FAVOURITE_FIELDS.brand) === brand.code ? posted : undefined;
  const loggedIn = useLoggedIn(useRouteLoaderData<typeof rootLoader>("root")?.loggedIn ?? false);
  const sending = fetcher.formData?.get(INTENT_FIELD);
  const pressed = sending ? sending === FAVOURITE_INTENTS.addBrand : brand.favouriteId !== null;
  const answer = fetcher.data ?? mine;

  // The server found no shopper (a tap before the scripts ran, or a session that ended): log in first.
  useEffect(() => {
    if (answer?.loginRequired) openLogin({ toast: MESSAGES.session.loginToContinue });
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (loggedIn) return;
    event.preventDefault();
    openLogin({ toast: MESSAGES.session.loginToContinue });
  };

  return (
    <fetcher.Form method="post" className="favourite-heart favourite-heart--inline" onSubmit={onSubmit}>
      <input
        type="hidden"
        name={INTENT_FIELD}
        value={pressed ? FAVOURITE_INTENTS.removeBrand : FAVOURITE_INTENTS.addBrand}
      />
      <input type="hidden" name={FAVOURITE_FIELDS.brand} value={brand.code} />
      {brand.favouriteId !== null ? (
        <input type="hidden" name={FAVOURITE_FIELDS.favouriteId} value={brand.favouriteId} />
      ) : null}
      <button
        type="submit"
        className="favourite-heart__button"
        aria-pressed={pressed}
        aria-busy={sending ? true : undefined}
        aria-label={formatMessage.favouriteBrandHeart(brand.name)}
      >
        <HeartIcon />
      </button>
      {mine?.message ? (
        <p
          className={`favourite-heart__notice${mine.ok ? "" : " favourite-heart__notice--error"}`}
          role="status"
        >
          {mine.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
