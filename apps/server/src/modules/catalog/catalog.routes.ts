import { type ListingProblem, type Result, routes, unwrap } from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serve } from "../../platform/serve";
import type { CatalogService } from "./catalog.service";

/** Sends cached JSON text as it is (Fastify does not serialise a string again), or the problem. */
function sendJson(reply: FastifyReply, json: Result<string, ListingProblem>): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(unwrap(json));
}

/** Listings, their delivery and store filters, and product carousels (spec 2 §2 "Listing"). */
export function catalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  serve(app, routes.carousel, {
    tag: "catalog",
    summary: "Styles for a product carousel (at most 20)",
    handler: async (request) => catalog.carousel(request.body.query, request.body.limit),
  });

  serve(app, routes.listing, {
    tag: "catalog",
    summary: "A listing page: styles 1..p×24, facet counts, applied filters and sorts",
    description:
      "deeplinkurl is the listing's path and query in the filter keys of spec 2 §3 (f-co, f-pr, f-oc, f-br, f-pro, cpr, p-dl, p-st, sort, r, q, p, cid, na, os; values joined by --). Pages are cumulative. Delivery (p-dl) and store (p-st) filters apply when pincode is given. An invalid cpr answers 400 with the price-filter message of spec 2 §5; an address no collection, brand or catalog path answers, 404.",
    handler: async (request, reply) => sendJson(reply, await catalog.listingJson(request.body)),
  });

  serve(app, routes.omni, {
    tag: "catalog",
    summary: "Delivery-time (p-dl) and nearby-store (p-st) filters with counts for a pincode",
    handler: async (request, reply) => sendJson(reply, await catalog.omniJson(request.body)),
  });
}
