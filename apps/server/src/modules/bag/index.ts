import type { Database } from "@odin/db";
import type { FastifyInstance } from "fastify";
import type { BagConfig } from "../../platform/config-bag";
import { bagRoutes } from "./bag.routes";
import { type BagService, createBagService } from "./bag.service";

/** The bag: the service, and its routes on `app`. */
export function registerBag(app: FastifyInstance, deps: { db: Database; config: BagConfig }): BagService {
  const bag = createBagService(deps);
  bagRoutes(app, bag);
  return bag;
}
