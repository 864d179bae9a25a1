import { routes, STORE_LOCATOR, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../platform/serve";
import type { StoreLocatorService } from "./store-locator.service";

/** The store locator's calls (spec 2 §7 "Store locator"). */
export function storeLocatorRoutes(app: FastifyInstance, storeLocator: StoreLocatorService): void {
  serve(app, routes.storeLocatorBrands, {
    tag: "store locator",
    summary: "Brands with stores in the store locator",
    description: "Brands with at least one store shown in the store locator, by name.",
    handler: () => storeLocator.brands(),
  });

  serve(app, routes.storesList, {
    tag: "store locator",
    summary: "A brand's stores, nearest to a pincode first",
    description:
      "The stores shown in the store locator of the brand named (any letter case; every brand when " +
      "`brandName` is empty or absent; none for an unknown name), sorted by distance from the pincode's " +
      `coordinates, at most ${STORE_LOCATOR.maxStores}, each with its marker colour and hours ` +
      `(${STORE_LOCATOR.defaultHours} unless the store has its own).` +
      ' The pincode must be 6 digits; a broken rule answers 400 with its message ("Please enter ' +
      'pincode", "Please enter only digits", "Please enter 6 Digits"). A pincode outside the directory ' +
      "answers 404.",
    handler: async (request) => unwrap(await storeLocator.storesList(request.body)),
  });
}
