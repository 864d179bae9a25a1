import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { BagConfig } from "../../platform/config-bag";
import { bagRoutes } from "./bag.routes";
import { type BagService, createBagService } from "./bag.service";

export { type BagProblem, bagProblems } from "./bag.problems";
export { BAG_STATUSES, OWNER } from "./bag.routes";
export type { BagOwner, BagService, LockedBag } from "./bag.service";
export { bagOwnerOf } from "./bag-session";
export { isBuyable } from "./bag-view";
export { gstContained } from "./gst-rules";
export type { PricedBag } from "./pricing-rules";

/** The bag: the service, and its routes on `app`. */
export function registerBag(app: FastifyInstance, deps: { db: Database; config: BagConfig }): BagService {
  const bag = createBagService(deps);
  bagRoutes(app, bag);
  return bag;
}
