import { routes, unwrap } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { signedInUserId } from "../../platform/auth-guard";
import { serve } from "../../platform/serve";
import type { CancellationsService } from "./cancellations.service";
import type { ExchangeService } from "./exchange.service";

/** The cancel flow's calls and the exchange mail (spec 3 §4, §7 cancelDetails, makeCancel, makeExchange). */
export function cancellationsRoutes(
  app: FastifyInstance,
  cancellations: CancellationsService,
  exchange: ExchangeService,
): void {
  serve(app, routes.cancelDetails, {
    tag: "orders",
    summary: "Reasons and refunds for cancelling items",
    description:
      "`orderId` is the order's number, `cancelItemIds` its items. Answers the reasons, each item's refund " +
      "(`refundAmountDetails.totalRefund`, paise) and where it goes: `source` (the online payment), `loyalty` " +
      "(points of the item's brand) or `none` (cash on delivery not collected). `isNeftNeeded` is false: an " +
      "item not shipped never needs a bank transfer. An item already shipped answers 400; another shopper's " +
      "order or an item not in it answers 404.",
    handler: async (request) => unwrap(await cancellations.details(signedInUserId(request), request.body)),
  });

  serve(app, routes.cancel, {
    tag: "orders",
    summary: "Cancel an item before it ships",
    description:
      "Cancels the item (`reasonId` from the details call, `comment` at most 255 characters), releases its " +
      "stock and asks for its refund: the online share through the gateway (5-7 days), the loyalty share back " +
      "as points at once, nothing for cash on delivery not collected; delivery and COD charges go back with the " +
      "order's last item. A repeat for the same item answers the first cancel. A refused cancel answers 400 " +
      "(shipped, or changed meanwhile); another shopper's order or item answers 404.",
    handler: async (request) => unwrap(await cancellations.cancel(signedInUserId(request), request.body)),
  });

  serve(app, routes.exchange, {
    tag: "orders",
    summary: "Ask customer care to exchange a delivered item for another size",
    description:
      "Off unless the `exchange` feature flag is on (404 while off). `data.order_id` is the order's number, " +
      "`data.consignment_id` the item's id, `data.style_id` and `data.ean` the item's, `data.size_requested` " +
      "another size of the style. The mail goes to customer care once per item and size; the answer promises " +
      "a reply within 5-6 business hours (9AM-10PM). Another shopper's order answers 404.",
    handler: async (request) => unwrap(await exchange.request(signedInUserId(request), request.body)),
  });
}
