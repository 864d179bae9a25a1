import type { FastifyInstance } from "fastify";
import { CORRELATION_HEADER } from "../../platform/correlation";

/**
 * Which requests the auth guard let in as a shopper, or the staff guard as a staff member. The
 * guards (platform/auth-guard.ts, platform/staff-guard.ts) set `request.user` only for a valid
 * access token and `request.staff` only for a valid staff session; as the answer leaves, the
 * request's id is noted, and the answer names it again in its correlation header.
 */
export interface Admissions {
  /** Adds the hook that notes them; before the app is ready. */
  watch(app: FastifyInstance): void;
  /** Whether the request this answer answers was let in (asked once per answer). */
  took(answerHeaders: Record<string, unknown>): boolean;
}

export function admissions(): Admissions {
  const admitted = new Set<string>();
  return {
    watch(app) {
      app.addHook("onSend", async (request, _reply, payload) => {
        if (request.user || request.staff) admitted.add(request.id);
        return payload;
      });
    },
    took(answerHeaders) {
      const id = answerHeaders[CORRELATION_HEADER];
      return typeof id === "string" && admitted.delete(id);
    },
  };
}
