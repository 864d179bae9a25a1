import { ERROR_CODES } from "@odin/contracts";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const GUARDED_PREFIXES = ["/api/", "/auth/", "/admin/api/"];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on routes called by outside servers (gateway callbacks and webhooks), which prove themselves by signature. */
    skipModuleHeader?: boolean;
  }
}

/**
 * State-changing API requests must carry the `module` header (API.md "Conventions"). A cross-site
 * form cannot set it, so together with SameSite=Lax cookies this stops cross-site request forgery.
 */
export function registerModuleGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (request.routeOptions.config?.skipModuleHeader) return;
    const moduleHeader = request.headers.module;
    if (typeof moduleHeader === "string" && moduleHeader.trim() !== "") return;
    return reply
      .status(403)
      .send(
        errorBody(403, ERROR_CODES.moduleHeaderMissing, "The module header is required for this request."),
      );
  });
}
