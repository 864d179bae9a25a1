import { LABELS } from "@odin/contracts";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  useLoaderData,
} from "react-router";
import { favouriteAction } from "../features/favourites/favourite-actions.server";
import { favouriteClientAction } from "../features/favourites/favourite-client-action";
import { FavouritesPage } from "../features/favourites/favourites-page";
import { loadFavourites } from "../features/favourites/load-favourites.server";
import { privateHeaders, privateMeta } from "../lib/private-page";
import "../styles/listing.css";
import "../styles/product-card.css";
import "../styles/favourites.css";

/**
 * /favorites and /favorites/shortlists (spec 2 §2): the shopper's favourites, read on the server.
 * Personal, so never cached (decision 11). /favorites/shortlists is the shortlist of styles, the
 * PRODUCTS tab at its own address (decision 35).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadFavourites(request, context);
}

/** The hearts and REMOVE of the page post here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return favouriteAction(args);
}

/** Once hydrated, a heart's answer is toasted as it arrives (favourite-client-action.ts). */
export const clientAction = favouriteClientAction;

export const headers = privateHeaders;

export const meta = privateMeta(LABELS.favourites.title);

export default function Favorites() {
  return <FavouritesPage data={useLoaderData<typeof loader>()} />;
}
