import { z } from "zod";
import { text } from "../shared/primitives";

/**
 * Asking to exchange a delivered item for another size (spec 3 §3 "Exchange mail", §4 "Exchange",
 * §7 makeExchange; API.md `POST /api/exchange`; flag `exchange`, off by default). The request is sent
 * to customer care as a mail; the answer is the promise of a reply. `consignment_id` is the order
 * item's id (an item ships as one consignment), `order_id` the order's number.
 */
export const exchangeRequest = z.object({
  /** The shopper's e-mail address for the reply, when they give one. */
  from: text(254).trim().pipe(z.email()).optional(),
  subject: text(200).trim().min(1),
  data: z.object({
    consignment_id: text(12).regex(/^[1-9][0-9]{0,9}$/),
    order_id: text(32).regex(/^[A-Z0-9]+$/),
    style_id: text(12).regex(/^[1-9][0-9]{0,9}$/),
    ean: text(32).regex(/^[0-9A-Za-z-]+$/),
    size_requested: text(16).trim().min(1),
  }),
  isExchangeRequest: z.literal(true),
});
export type ExchangeRequest = z.infer<typeof exchangeRequest>;

export const exchangeResponse = z.object({ message: z.string() });
export type ExchangeResponse = z.infer<typeof exchangeResponse>;
