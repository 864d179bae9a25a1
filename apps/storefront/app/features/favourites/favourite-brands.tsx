import { type FavouriteBrand, formatMessage, LABELS } from "@odin/contracts";
import { useActionData, useFetcher } from "react-router";
import { INTENT_FIELD } from "../../lib/form-answer";
import { Button } from "../../ui/button";
import { Link } from "../../ui/link";
import { answerAbout, FAVOURITE_FIELDS, FAVOURITE_INTENTS, type FavouriteAnswer } from "./favourite-forms";

/** One favourite brand: its logo and name (a link to its page) and REMOVE, a form of its own. */
function FavouriteBrandItem({ brand }: { brand: FavouriteBrand }) {
  const fetcher = useFetcher<FavouriteAnswer>();
  const posted = useActionData() as FavouriteAnswer | undefined;
  const mine =
    posted?.intent === FAVOURITE_INTENTS.removeBrand &&
    answerAbout(posted, FAVOURITE_FIELDS.favouriteId) === String(brand.id);
  const answer = fetcher.data ?? (mine ? posted : undefined);
  return (
    <li className="favourite-brand" aria-busy={fetcher.state !== "idle" || undefined}>
      <img className="favourite-brand__logo" src={brand.logo} alt="" width={240} height={80} loading="lazy" />
      <Link href={brand.url}>{brand.brandName}</Link>
      <fetcher.Form method="post">
        <input type="hidden" name={INTENT_FIELD} value={FAVOURITE_INTENTS.removeBrand} />
        <input type="hidden" name={FAVOURITE_FIELDS.favouriteId} value={brand.id} />
        <input type="hidden" name={FAVOURITE_FIELDS.brand} value={brand.brand} />
        <Button
          type="submit"
          variant="secondary"
          aria-label={formatMessage.favouriteBrandRemove(brand.brandName)}
        >
          {LABELS.favourites.remove}
        </Button>
      </fetcher.Form>
      {answer && !answer.ok ? (
        <p className="favourite-brand__error" role="alert">
          {answer.message}
        </p>
      ) : null}
    </li>
  );
}

/** The brands tab: the shopper's favourite brands, most recently added first. */
export function FavouriteBrands({ brands }: { brands: FavouriteBrand[] }) {
  return (
    <ul className="favourite-brands">
      {brands.map((brand) => (
        <FavouriteBrandItem key={brand.id} brand={brand} />
      ))}
    </ul>
  );
}
