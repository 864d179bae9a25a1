import { z } from "zod";
import { boundedInt, text } from "./primitives";

/**
 * `POST /api/errorMail` (spec 1 §7, §8): the browser's report of a failed (non-401) or slow API call,
 * sent when the errorMail setting is on. The server writes it to its log with the call's
 * correlation id, where operators' alerts pick it up.
 */
export const errorMailRequest = z.object({
  statusCode: boundedInt(0, 999),
  errorInfo: z.object({
    type: z.enum(["api_error", "api_slow"]),
    path: text(2000),
    method: z.enum(["GET", "POST", "PUT", "DELETE"]),
    correlationId: text(100),
    durationMs: boundedInt(0, 86_400_000),
    code: text(100).optional(),
    detail: text(500).optional(),
  }),
});
export type ErrorMailBody = z.infer<typeof errorMailRequest>;

export const errorMailResponse = z.object({ received: z.literal(true) });
