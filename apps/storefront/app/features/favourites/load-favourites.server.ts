import { type CardView, cardView, type FavouriteBrand, MESSAGES } from "@odin/contracts";
import { type AppLoadContext, data } from "react-router";
import { PRIVATE_NO_STORE } from "../../lib/private-page";
import { BRANDS_TAB } from "./favourite-forms";

export type FavouritesTab = "products" | "brands";

/** What /favorites shows: the gate for a guest, else the shopper's favourite styles and brands. */
export type FavouritesPageData =
  | { signedIn: false }
  | { signedIn: true; tab: FavouritesTab; products: CardView[]; brands: FavouriteBrand[] };

const HEADERS = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * The favourites page's data, read on the server for the shopper the cookies name (personal, so
 * never cached). Both tabs are read: their counts show on the tabs.
 */
export async function loadFavourites(request: Request, context: AppLoadContext) {
  if (!context.shopper) return data<FavouritesPageData>({ signedIn: false }, { headers: HEADERS });
  const tab: FavouritesTab =
    new URL(request.url).searchParams.get("tab") === BRANDS_TAB ? "brands" : "products";
  const [styles, brands] = await Promise.all([
    context.services.favourites.styles(),
    context.services.favourites.brands(),
  ]);
  if (!styles.ok || !brands.ok) {
    context.log.warn({ styles: styles.ok, brands: brands.ok }, "favourites refused");
    throw data(MESSAGES.favourites.genericError, { status: 500, headers: HEADERS });
  }
  const products = styles.value.favourites.map((favourite) => cardView(favourite.product));
  return data<FavouritesPageData>(
    { signedIn: true, tab, products, brands: brands.value.brands },
    { headers: HEADERS },
  );
}
