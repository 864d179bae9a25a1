/** The favourites page, the hearts and the bag's move control. // wording not given by the spec */

export const favourites = {
  /** The page /favorites (s2 §2 "Favourites"). */
  title: "My Favourites",
  productsTab: "PRODUCTS",
  brandsTab: "BRANDS",
  noProducts: "You have not added any products to your favourites yet.",
  noBrands: "You have not added any brands to your favourites yet.",
  browse: "CONTINUE SHOPPING",
  /** A style's heart: a toggle button, pressed while the style is a favourite; fill with `formatMessage.favouriteHeart`. */
  heart: "Favourite {name}",
  /** A brand page's heart; fill with `formatMessage.favouriteBrandHeart`. */
  brandHeart: "Favourite brand {name}",
  /** REMOVE of a favourite brand; fill with `formatMessage.favouriteBrandRemove`. */
  removeBrand: "Remove {name} from favourites",
  remove: "REMOVE",
  /** The bag's control that moves a size's style to the favourites. */
  moveToFavourites: "MOVE TO FAVOURITES",
  moveToFavouritesOf: "Move {name} to favourites",
} as const;
