import {
  carouselRequest,
  carouselResponse,
  listingRequest,
  listingResponse,
  type Outcome,
  omniRequest,
  omniResponse,
} from "@odin/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProblemError } from "../../platform/problems";
import type { CatalogService } from "./catalog.service";

/** Sends cached JSON text as it is (Fastify does not serialise strings again), or the problem. */
function sendJson(reply: FastifyReply, outcome: Outcome<string>) {
  if (!outcome.ok) throw new ProblemError(outcome.problem);
  return reply.type("application/json; charset=utf-8").send(outcome.value);
}

export async function catalogRoutes(app: FastifyInstance, options: { catalog: CatalogService }) {
  const { catalog } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/v2/carousel",
    {
      schema: {
        tags: ["catalog"],
        summary: "Styles for a product carousel (at most 20)",
        body: carouselRequest,
        response: { 200: carouselResponse },
      },
    },
    async (request) => catalog.carousel(request.body.query, request.body.limit),
  );

  routes.post(
    "/api/v2/listing/products",
    {
      schema: {
        tags: ["catalog"],
        summary: "A listing page: styles 1..p×24, facet counts, applied filters and sorts",
        description:
          "deeplinkurl is the listing's path and query in the filter keys of spec 2 §3 (f-co, f-pr, f-oc, f-br, f-pro, cpr, p-dl, p-st, sort, r, q, p, cid, na, os; values joined by --). Pages are cumulative. Delivery (p-dl) and store (p-st) filters apply when pincode is given. An invalid cpr answers 400 with the price-filter message of spec 2 §5.",
        body: listingRequest,
        response: { 200: listingResponse },
      },
    },
    async (request, reply) => sendJson(reply, await catalog.listingJson(request.body)),
  );

  routes.post(
    "/api/v2/listing/omni",
    {
      schema: {
        tags: ["catalog"],
        summary: "Delivery-time (p-dl) and nearby-store (p-st) filters with counts for a pincode",
        body: omniRequest,
        response: { 200: omniResponse },
      },
    },
    async (request, reply) => sendJson(reply, await catalog.omniJson(request.body)),
  );
}
