import { z } from "zod";

/**
 * `POST /api/errorMail` (spec 1 §7, §8): the browser's report of a failed (non-401) or slow API call,
 * sent when the errorMail setting is on. The server writes it to its log with the call's
 * correlation id, where operators' alerts pick it up.
 */
export const errorMailRequest = z.object({
  statusCode: z.number().int().min(0).max(999),
  errorInfo: z.object({
    type: z.enum(["api_error", "api_slow"]),
    path: z.string().max(2000),
    method: z.enum(["GET", "POST", "PUT", "DELETE"]),
    correlationId: z.string().max(100),
    durationMs: z.number().int().min(0).max(86_400_000),
    code: z.string().max(100).optional(),
    detail: z.string().max(500).optional(),
  }),
});
export type ErrorMailBody = z.infer<typeof errorMailRequest>;

export const errorMailResponse = z.object({ received: z.literal(true) });
