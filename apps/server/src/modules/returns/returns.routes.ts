import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { ReturnsService } from "./returns.service";

const OWNER =
  "For the signed-in shopper; a guest answers 401. Another shopper's order, item, address, bank-transfer " +
  "record or return answers 404, as an unknown one does.";

/** The return flow's calls (spec 3 §4, §7 returnsDetails, makeReturn, downloadReturnForm; decision 49). */
export function returnsRoutes(app: FastifyInstance, returns: ReturnsService): void {
  serve(app, routes.returnDetails, {
    tag: "returns",
    summary: "What returning an item offers: reasons, modes, pickup addresses, refund",
    description:
      "For a DELIVERED or CUSTOMERPICKCOMPLETE item within 15 days of delivery and not innerwear, " +
      "lingerie, fragrances or beauty (else 400 ITEM_NOT_RETURNABLE). Modes: REVERSEPICKUP (the " +
      "default); SELFSHIP only while the `selfShipReturn` feature flag is on. Each address says whether " +
      "a courier collects returns at its pincode (`pickupEligible`). The refund goes back to the online " +
      "payment's source and as loyalty points; cash on delivery is paid back by bank transfer " +
      `(\`isNeftNeeded\`, with the shopper's saved records, masked). ${OWNER}`,
    handler: async (request) => unwrap(await returns.details(signedInUserId(request), request.body)),
  });

  serve(app, routes.makeReturn, {
    tag: "returns",
    summary: "Return an item: records the return and moves the item to RETURN_REQUESTED",
    description:
      "Once per item: a repeat, or two submits at once, answer the same return. Refused with 400: an " +
      "item not returnable, SELFSHIP while it is off, REVERSEPICKUP without an address or to an address " +
      '"Not eligible for Pickup", a `fcId` other than the item\'s, no `neftId` when `isNeftNeeded`. ' +
      `A comment is at most 500 characters. The refund is paid when the item is RETURNED. ${OWNER}`,
    handler: async (request) => unwrap(await returns.makeReturn(signedInUserId(request), request.body)),
  });

  serve(app, routes.returnForm, {
    tag: "returns",
    summary: "The return form to put in the parcel (PDF)",
    description: `200 answers \`application/pdf\`: return and order ids, the item, reason, pickup address, the consignment id and how to pack. ${OWNER}`,
    handler: async (request, reply) => {
      const file = unwrap(await returns.returnForm(signedInUserId(request), request.body.returnId));
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="return-form-${file.returnId}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(file.pdf);
    },
  });
}
