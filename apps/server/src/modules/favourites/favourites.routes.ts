import { FAVOURITES, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { FavouritesService } from "./favourites.service";

const OWNER =
  "For the signed-in shopper (access token in the Authorization header or the cookie); a guest or an " +
  "expired token answers 401. An id that is not one of the shopper's favourites answers 404, whether or " +
  "not it is someone else's.";

/** Favourite styles and brands (spec 2 §2 "Favourites", §3, §4, §7, §8; API.md "favourite products", "favourite brands"). */
export function favouritesRoutes(app: FastifyInstance, favourites: FavouritesService): void {
  serve(app, routes.favouriteStyles, {
    tag: "favourites",
    summary: "The shopper's favourite styles, most recently added first, with their cards",
    description: `\`favtype=products\` is accepted as spec 2 §7 sends it. Styles no longer sold are left out. ${OWNER}`,
    handler: async (request) => favourites.styles(signedInUserId(request)),
  });

  serve(app, routes.favouriteStyleAdd, {
    tag: "favourites",
    summary: "Keep a style as a favourite",
    description:
      'Answers "Good mooove! This item has been added to your favourites." with the new favourite\'s id; a ' +
      'style kept already answers 200 with `alreadyAdded: true` and "Oops! This product is already in your ' +
      'favourites" (one favourite per style, however many taps). An unknown style answers 404 and a shopper ' +
      `keeping ${FAVOURITES.maxStyles} styles 409 FAVOURITES_LIMIT_REACHED, both "Oops! This item has not ` +
      `been added to your favourites.". ${OWNER}`,
    handler: async (request) => unwrap(await favourites.add(signedInUserId(request), request.body.styleId)),
  });

  serve(app, routes.favouriteStyleRemove, {
    tag: "favourites",
    summary: "Stop keeping a style as a favourite",
    description:
      "Names the favourite by `styleId` or by `favouriteId` (exactly one). Answers " +
      '"This item has been removed from your favourites.", also for a style that was no longer kept (a ' +
      "second tap answers as the first); a `favouriteId` that is not the shopper's answers 404 \"Oops " +
      `something went wrong, plz try again". ${OWNER}`,
    handler: async (request) => {
      const { styleId, favouriteId } = request.query;
      const which = styleId !== undefined ? { styleId } : { favouriteId: favouriteId as number };
      return unwrap(await favourites.remove(signedInUserId(request), which));
    },
  });

  serve(app, routes.favouriteBrands, {
    tag: "favourites",
    summary: "The shopper's favourite brands, most recently added first",
    description: OWNER,
    handler: async (request) => favourites.brands(signedInUserId(request)),
  });

  serve(app, routes.favouriteBrandAdd, {
    tag: "favourites",
    summary: "Keep brands as favourites; answers the favourite brands as they now stand",
    description:
      `\`brand\` lists 1 to ${FAVOURITES.brandsPerCall} brand codes as the brands list names them (any ` +
      'case); a brand kept already stays as it was. Answers "Brand Added Successfully". A code the brands ' +
      `list lacks answers 404 with the codes in \`data.brand\`, and a call that would take the shopper past ` +
      `${FAVOURITES.maxBrands} brands 409 FAVOURITES_LIMIT_REACHED; either adds none. ${OWNER}`,
    handler: async (request) =>
      unwrap(await favourites.addBrands(signedInUserId(request), request.body.brand)),
  });

  serve(app, routes.favouriteBrandRemove, {
    tag: "favourites",
    summary: "Stop keeping a brand as a favourite; answers the favourite brands as they now stand",
    description: `\`id\` is the favourite's id (the \`id\` of the list). Answers "Brand Removed Successfully". ${OWNER}`,
    handler: async (request) =>
      unwrap(await favourites.removeBrand(signedInUserId(request), request.params.id)),
  });
}
